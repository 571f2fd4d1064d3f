import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { FastifyBaseLogger } from 'fastify';
import type { TwilioConfig } from '../../config/twilioEnv';
import type { Secrets } from '../../crypto/secrets';
import type { Db } from '../../db/db';
import type { Clock, DetachedJobQueue, SmsRetries } from '../../domain/ports';
import { smsMessagesRepo, type SmsMessageRecord } from '../../repos/smsMessages';
import { TWILIO_NUMBER_ERRORS, twilioMessagesApi, type TwilioSendOutcome } from './twilioApi';
import { SmsSendError, type SmsSender } from './smsSender';

/** What the Twilio adapter needs besides its settings. */
export interface TwilioSmsDeps {
  config: TwilioConfig;
  db: Db;
  secrets: Secrets;
  queue: DetachedJobQueue;
  now: Clock;
  log: FastifyBaseLogger;
  /** Delay before the first job try after a temporary failure, ms (JOB_BACKOFF_MS). */
  firstRetryMs: number;
  /** fetch to call Twilio with (default: Node's). */
  fetchImpl?: typeof fetch;
}

/** How long a message without its own validity stays worth sending (a notice), ms. */
const DEFAULT_VALIDITY_MS = 24 * 3_600_000;

/** `***1234`: all a log line shows of a number. */
const masked = (lastFour: string) => `***${lastFour}`;

/** Twilio's explanation of a refusal code, for the log. */
const meaning = (code: string | null) => (code && TWILIO_NUMBER_ERRORS[code]) ?? 'see the Twilio error code';

/**
 * SMS through Twilio (SMS_PROVIDER=twilio). `send` asks Twilio once, waiting at most
 * TWILIO_TIMEOUT_MS, and records the message (sms_messages, keyed phone hash and last four only):
 *   - taken: its SID and status are stored; delivery reports update them (twilioStatus.ts);
 *   - refused for good (an invalid, landline or opted-out number, a 4xx): the message is marked
 *     refused and SmsSendError is thrown, so the applicant gets the could-not-send answer;
 *   - a temporary failure (429, 5xx, network, time-out): the text is kept encrypted and a
 *     'send-sms' job tries again with back-off; `send` answers as sent.
 * `retries` are those further tries (the job calls them).
 */
export function twilioSms(deps: TwilioSmsDeps): { sender: SmsSender; retries: SmsRetries } {
  const { db, secrets, now, log } = deps;
  const api = twilioMessagesApi(deps.config, deps.fetchImpl);

  /** Applies an outcome to a message; answers true when the message is settled (taken or refused). */
  async function record(m: Pick<SmsMessageRecord, 'id' | 'phone_last_four'>, outcome: TwilioSendOutcome, pending: () => string, laterTry: boolean): Promise<boolean> {
    const at = now();
    const to = masked(m.phone_last_four);
    if (outcome.kind === 'accepted') {
      await smsMessagesRepo.accepted(db, m.id, outcome.sid, outcome.status, at);
      log.info({ sms: m.id, sid: outcome.sid, status: outcome.status }, `SMS to ${to} accepted by Twilio${laterTry ? ' on a later try' : ''}`);
      return true;
    }
    if (outcome.kind === 'permanent') {
      await smsMessagesRepo.settle(db, m.id, 'refused', outcome.code, `HTTP ${outcome.httpStatus}`, at);
      const numberProblem = outcome.code !== null && outcome.code in TWILIO_NUMBER_ERRORS;
      // A refused number is the applicant's; any other refusal (auth, sender, account) is ours to fix.
      (numberProblem ? log.warn.bind(log) : log.error.bind(log))(
        { sms: m.id, twilio_code: outcome.code, http_status: outcome.httpStatus },
        `SMS to ${to} refused by Twilio (${outcome.code ?? 'no code'}: ${meaning(outcome.code)})`,
      );
      return true;
    }
    if (!laterTry) {
      await db.transaction(async (tx) => {
        await smsMessagesRepo.keepForRetry(tx, m.id, pending(), outcome.reason, at);
        await deps.queue.enqueueDetached(tx, 'send-sms', { message_id: m.id }, new Date(at.getTime() + deps.firstRetryMs));
      });
      log.warn({ sms: m.id, reason: outcome.reason }, `SMS to ${to} not taken by Twilio yet (${outcome.reason}); a job tries again`);
    } else {
      await smsMessagesRepo.keepForRetry(db, m.id, pending(), outcome.reason, at);
    }
    return false;
  }

  const sender: SmsSender = {
    async send(to, body, options = {}) {
      const phone = parsePhoneNumberFromString(to, 'US');
      if (!phone || !phone.isValid() || phone.country !== 'US') throw new SmsSendError('not a valid US phone number');
      const e164 = phone.number;
      const created = now();
      const message = { id: randomUUID(), phone_last_four: e164.slice(-4) };
      await smsMessagesRepo.create(db, {
        id: message.id,
        provider: 'twilio',
        phoneHash: secrets.hmac('phone', String(phone.nationalNumber)),
        phoneLastFour: message.phone_last_four,
        topic: options.topic ?? null,
        createdAt: created,
        sendUntil: options.validUntil ?? new Date(created.getTime() + DEFAULT_VALIDITY_MS),
      });
      const outcome = await api.send({ to: e164, body });
      await record(message, outcome, () => secrets.encrypt(JSON.stringify({ to: e164, body })), false);
      if (outcome.kind === 'permanent') throw new SmsSendError(`Twilio refused the message (${outcome.code ?? `HTTP ${outcome.httpStatus}`})`);
    },
  };

  const retries: SmsRetries = {
    async retry(messageId) {
      const m = await smsMessagesRepo.get(db, messageId);
      if (!m || m.status !== 'retrying' || !m.pending_enc) return; // taken, refused or ended already
      const at = now();
      if (new Date(m.send_until).getTime() <= at.getTime()) {
        await smsMessagesRepo.settle(db, m.id, 'expired', null, m.last_error, at);
        log.warn({ sms: m.id }, `SMS to ${masked(m.phone_last_four)} not sent: it was no longer valid when a try was due`);
        return;
      }
      if (await smsMessagesRepo.hasNewerOfTopic(db, m)) {
        await smsMessagesRepo.settle(db, m.id, 'superseded', null, m.last_error, at);
        log.info({ sms: m.id }, `SMS to ${masked(m.phone_last_four)} not sent again: a newer ${m.topic} message replaced it`);
        return;
      }
      await smsMessagesRepo.countTry(db, m.id, at);
      const pending = m.pending_enc;
      const kept = JSON.parse(secrets.decrypt(pending)) as { to: string; body: string };
      const outcome = await api.send(kept);
      if (!(await record(m, outcome, () => pending, true)) && outcome.kind === 'temporary') throw new SmsSendError(`Twilio did not take the message yet (${outcome.reason})`);
    },
    async giveUp(messageId, reason) {
      const m = await smsMessagesRepo.get(db, messageId);
      if (!m || m.status !== 'retrying') return;
      await smsMessagesRepo.settle(db, m.id, 'abandoned', null, reason, now());
      log.error({ sms: m.id, tries: m.tries }, `SMS to ${masked(m.phone_last_four)} not sent: Twilio did not take it in ${m.tries} tries`);
    },
  };

  return { sender, retries };
}
