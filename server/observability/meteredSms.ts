import type { SmsSender } from '../adapters/sms/smsSender';
import type { Metrics } from './metrics';

/** `sender` counting each message as sent or failed under `provider` (microloan_otp_sms_total). */
export function meteredSms(sender: SmsSender, provider: string, metrics: Metrics): SmsSender {
  return {
    async send(to, body, options) {
      try {
        await sender.send(to, body, options);
        metrics.otpSends.inc({ provider, result: 'sent' });
      } catch (error) {
        metrics.otpSends.inc({ provider, result: 'failed' });
        throw error;
      }
    },
  };
}
