import { confirmSignatureJob } from './handlers/confirmSignature';
import { decideJob } from './handlers/decide';
import { fundJob } from './handlers/fund';
import { adverseActionNoticeJob, fundedNoticeJob, reviewDecidedNoticeJob } from './handlers/notices';
import { sendSmsJob } from './handlers/sendSms';
import type { JobKind } from './jobsRepo';
import type { AnyJobHandler } from './types';

/** Every job handler, by kind. */
export const JOB_HANDLERS: ReadonlyMap<JobKind, AnyJobHandler> = new Map(
  [decideJob, confirmSignatureJob, fundJob, adverseActionNoticeJob, reviewDecidedNoticeJob, fundedNoticeJob, sendSmsJob].map((h): [JobKind, AnyJobHandler] => [h.kind, h]),
);
