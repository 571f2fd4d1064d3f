import type { Mailer } from '../domain/ports';
import type { Metrics } from './metrics';

/** `mailer` counting each try as sent or failed (microloan_notice_emails_total). */
export function meteredMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(message) {
      try {
        const receipt = await mailer.send(message);
        metrics.noticeEmails.inc({ result: 'sent' });
        return receipt;
      } catch (error) {
        metrics.noticeEmails.inc({ result: 'failed' });
        throw error;
      }
    },
  };
}
