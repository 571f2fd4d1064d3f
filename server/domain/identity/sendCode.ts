import { ApiError } from '../../errors/apiError';
import type { AppServices } from '../../plugins/app/services';
import { otpMessage } from './otpCode';

/** Sends `code` to the entered phone; any adapter failure is 502 FAILED_TO_SEND_OTP. */
export async function sendCode(services: AppServices, phoneDigits: string, code: string): Promise<void> {
  try {
    await services.sms.send(phoneDigits, otpMessage(services.env.INSTITUTION_NAME, code));
  } catch {
    throw new ApiError(502, 'FAILED_TO_SEND_OTP', 'Failed to send OTP');
  }
}
