import { ApiError } from '../../errors/apiError';
import type { SmsSender } from '../ports';
import { otpMessage } from './otpCode';

/** What sending a code needs: the SMS port and the institution named in the text. */
export interface CodeSenderDeps {
  sms: SmsSender;
  env: { INSTITUTION_NAME: string };
}

/** Sends `code` to the entered phone; any adapter failure is 502 FAILED_TO_SEND_OTP. */
export async function sendCode(services: CodeSenderDeps, phoneDigits: string, code: string): Promise<void> {
  try {
    await services.sms.send(phoneDigits, otpMessage(services.env.INSTITUTION_NAME, code));
  } catch {
    throw new ApiError(502, 'FAILED_TO_SEND_OTP', 'Failed to send OTP');
  }
}
