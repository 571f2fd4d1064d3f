import { ApiError } from '../../errors/apiError';
import type { ServerLanguage } from '../../i18n/serverTexts';
import type { SmsSender } from '../ports';
import { otpMessage } from './otpCode';

/** What sending a code needs: the SMS port and the institution named in the text. */
export interface CodeSenderDeps {
  sms: SmsSender;
  env: { INSTITUTION_NAME: string };
}

/** The applicant's language and the end of the code's validity. */
export interface CodeMessageOptions {
  language: ServerLanguage;
  /** The code stops working then: an adapter that tries again gives up at that time. */
  validUntil: Date;
}

/**
 * Sends `code` to the entered phone in the applicant's language (topic 'otp': a newer code
 * replaces an older one still waiting for another try); any adapter failure is 502 FAILED_TO_SEND_OTP.
 */
export async function sendCode(services: CodeSenderDeps, phoneDigits: string, code: string, options: CodeMessageOptions): Promise<void> {
  try {
    await services.sms.send(phoneDigits, otpMessage(services.env.INSTITUTION_NAME, code, options.language), { topic: 'otp', validUntil: options.validUntil });
  } catch {
    throw new ApiError(502, 'FAILED_TO_SEND_OTP', 'Failed to send OTP');
  }
}
