import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { outboxRepo } from '../../repos/outbox';
import { SmsSendError, type SmsSender } from './smsSender';

/** A one-time code in a text: exactly six digits standing alone (amounts and dates never are). */
const CODE = /(?<!\d)\d{6}(?!\d)/g;

/** `body` with every one-time code replaced by `******` (what production keeps at rest). */
export function redactCodes(body: string): string {
  return body.replace(CODE, '******');
}

/** Where local mode prints the line a person looks for: the server's standard output. */
const printLine = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** The plain line local mode prints for a text with a one-time code (`Code for (202) 555-0101: 123456`), or null when the text has none. */
export function codeLine(nationalPhone: string, body: string): string | null {
  const code = body.match(CODE)?.[0];
  return code ? `Code for ${nationalPhone}: ${code}` : null;
}

/**
 * Built-in SMS: refuses numbers that are not valid US numbers, logs the message and stores it
 * in the outbox table. In local mode with its text (the dev outbox shows the codes), and a
 * text with a code also prints one plain line (codeLine) to `print`, standard output by
 * default, so a person trying the demo finds the code among the JSON log lines; outside local
 * mode the log has no text and the stored text has its code replaced by `******`.
 */
export function builtInSms(db: Db, log: FastifyBaseLogger, now: () => Date, localMode: boolean, print: (line: string) => void = printLine): SmsSender {
  return {
    async send(to, body) {
      const phone = parsePhoneNumberFromString(to, 'US');
      if (!phone || !phone.isValid() || phone.country !== 'US') throw new SmsSendError('not a valid US phone number');
      const e164 = phone.number;
      if (localMode) {
        log.info(`SMS to ${e164}: ${body}`);
        const line = codeLine(phone.formatNational(), body);
        if (line) print(line);
      } else log.info(`SMS to ***${e164.slice(-4)} queued`);
      await outboxRepo.add(db, { to: e164, channel: 'sms', body: localMode ? body : redactCodes(body), sent_at: now().toISOString() });
    },
  };
}
