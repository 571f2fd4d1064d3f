import type { DetachedJobHandler } from '../types';

/** The kept message of a 'send-sms' job. */
function messageIdOf(payload: Record<string, unknown>): string {
  const id = payload.message_id;
  if (typeof id !== 'string' || !id) throw new Error('send-sms job without a message_id');
  return id;
}

/**
 * 'send-sms' {message_id} (detached: no application): one more try of a text message the SMS
 * adapter kept after a temporary failure (Twilio answered 429 or 5xx, or did not answer). A throw
 * (still temporary) retries with back-off; when the tries run out the message is given up
 * (stored as abandoned and logged). Idempotent: a message already taken, refused, replaced by a
 * newer code or past its validity is left alone.
 */
export const sendSmsJob: DetachedJobHandler = {
  kind: 'send-sms',
  detached: true,
  async run({ services, job }) {
    if (!services.smsRetries) throw new Error('send-sms job, but the SMS provider configured keeps no messages (SMS_PROVIDER)');
    await services.smsRetries.retry(messageIdOf(job.payload));
  },
  async giveUp({ services, job }, error) {
    await services.smsRetries?.giveUp(messageIdOf(job.payload), error instanceof Error ? error.message : String(error));
  },
};
