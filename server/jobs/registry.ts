import { confirmSignatureJob } from './handlers/confirmSignature';
import { decideJob } from './handlers/decide';
import { fundJob } from './handlers/fund';
import { adverseActionNoticeJob, fundedNoticeJob, reviewDecidedNoticeJob } from './handlers/notices';
import type { JobKind } from './jobsRepo';
import type { JobHandler } from './types';

/** Every job handler, by kind. */
export const JOB_HANDLERS: ReadonlyMap<JobKind, JobHandler> = new Map(
  [decideJob, confirmSignatureJob, fundJob, adverseActionNoticeJob, reviewDecidedNoticeJob, fundedNoticeJob].map((h) => [h.kind, h]),
);
