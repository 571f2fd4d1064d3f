import { ApiError } from '../../errors/apiError';
import type { OtpChallenge } from '../../repos/otpChallenges';

/** Errors of the one-time-code calls (SPEC section 8). */
export const otpErrors = {
  invalidToken: () => new ApiError(401, 'OTP_INVALID_TOKEN', 'Invalid one-time code token'),
  sessionExpired: () => new ApiError(401, 'OTP_SESSION_EXPIRED', 'One-time code session expired'),
  tokenExpired: () => new ApiError(401, 'OTP_TOKEN_EXPIRED', 'One-time code expired; please apply again'),
  maxAttempts: () => new ApiError(429, 'OTP_MAX_ATTEMPTS_EXCEEDED', 'Maximum one-time code attempts exceeded'),
  invalidCode: (remaining: number) =>
    new ApiError(400, 'OTP_INVALID_CODE', 'Invalid one-time code. Please check the code and try again', { attempts_remaining: remaining }),
  cooldown: (seconds: number) =>
    new ApiError(429, 'OTP_RESEND_COOLDOWN', 'Please wait before asking for a new code.', { retry_after_seconds: seconds }),
};

/** Throws unless the challenge exists, is unused and not expired; `expired` picks the expiry error. */
export function assertLive(challenge: OtpChallenge | null, now: Date, expired: () => ApiError): asserts challenge is OtpChallenge {
  if (!challenge || challenge.consumed_at) throw otpErrors.invalidToken();
  if (new Date(challenge.expires_at).getTime() <= now.getTime()) throw expired();
}
