import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { outboxRepo } from '../../repos/outbox';
import { SmsSendError, type SmsSender } from './smsSender';

/**
 * Built-in SMS: refuses numbers that are not valid US numbers, logs the message (with its
 * text in local mode only) and stores it in the outbox table.
 */
export function builtInSms(db: Db, log: FastifyBaseLogger, now: () => Date, localMode: boolean): SmsSender {
  return {
    async send(to, body) {
      const phone = parsePhoneNumberFromString(to, 'US');
      if (!phone || !phone.isValid() || phone.country !== 'US') throw new SmsSendError('not a valid US phone number');
      const e164 = phone.number;
      if (localMode) log.info(`SMS to ${e164}: ${body}`);
      else log.info(`SMS to ***${e164.slice(-4)} queued`);
      await outboxRepo.add(db, { to: e164, channel: 'sms', body, sent_at: now().toISOString() });
    },
  };
}
