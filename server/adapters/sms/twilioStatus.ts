import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db';
import type { Clock } from '../../domain/ports';
import { PROVIDER_STATUS_RANK, smsMessagesRepo } from '../../repos/smsMessages';
import { TWILIO_NUMBER_ERRORS } from './twilioApi';

/** The statuses Twilio documents for an outgoing message (a status added later is stored too, see isTwilioStatusShape). */
export const TWILIO_MESSAGE_STATUSES = Object.keys(PROVIDER_STATUS_RANK);

/** The shape a MessageStatus must have (lowercase words joined by `_`, as every Twilio status): a new one is stored, not refused. */
export const TWILIO_STATUS_PATTERN = '^[a-z][a-z_]{0,39}$';

/** A verified delivery report of Twilio (the status callback's form fields). */
export interface TwilioStatusReport {
  /** MessageSid. */
  sid: string;
  /** MessageStatus. */
  status: string;
  /** ErrorCode, when Twilio sent one. */
  errorCode: string | null;
}

/**
 * Records a verified Twilio delivery report on its message: only a status further on than the
 * stored one changes it (replays and late reports change nothing). An undelivered or failed
 * message is logged as a warning with its error code (the applicant asked for a code that did not
 * arrive: a wrong, landline or opted-out number, or a carrier problem); a status Twilio added
 * after this server was written is stored too and logged as a warning. Answers what it did.
 */
export async function recordTwilioStatus(deps: { db: Queryable; now: Clock; log: FastifyBaseLogger }, report: TwilioStatusReport): Promise<'changed' | 'unchanged' | 'unknown'> {
  const update = await smsMessagesRepo.recordStatus(deps.db, report.sid, report.status, report.errorCode, deps.now());
  if (update.result !== 'changed') return update.result;
  const m = update.message;
  const fields = { sms: m.id, sid: report.sid, status: report.status, twilio_code: report.errorCode };
  if (!TWILIO_MESSAGE_STATUSES.includes(report.status)) {
    deps.log.warn(fields, `SMS to ***${m.phone_last_four} ${report.status} (a status this server does not know; stored as reported)`);
  } else if (report.status === 'undelivered' || report.status === 'failed') {
    const why = report.errorCode ? `Twilio ${report.errorCode}: ${TWILIO_NUMBER_ERRORS[report.errorCode] ?? 'see the Twilio error code'}` : 'no error code';
    const permanent = report.errorCode !== null && report.errorCode in TWILIO_NUMBER_ERRORS;
    deps.log.warn({ ...fields, permanent }, `SMS to ***${m.phone_last_four} ${report.status} (${why})`);
  } else {
    deps.log.info(fields, `SMS to ***${m.phone_last_four} ${report.status}`);
  }
  return 'changed';
}
