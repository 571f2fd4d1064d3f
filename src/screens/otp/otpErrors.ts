/** OTP length (SPEC section 9). */
export const OTP_LENGTH = 6;

/** Seconds before another code may be requested (SPEC section 9). */
export const RESEND_COOLDOWN_SECONDS = 30;

/** What the OTP screen does with a failed verification (SPEC section 8 table). */
export type VerifyFailure =
  | { kind: 'inline'; messageKey: string }
  | { kind: 'restart'; messageKey: string }
  | { kind: 'processingError' };

/** Maps the error_code of a failed `application/otp/verify` call to the screen's reaction. */
export function verifyFailure(errorCode: string | undefined): VerifyFailure {
  switch (errorCode) {
    case 'OTP_INVALID_CODE':
      return { kind: 'inline', messageKey: 'errors:codes.OTP_INVALID_CODE' };
    case 'OTP_INVALID_TOKEN':
    case 'OTP_SESSION_EXPIRED':
    case 'OTP_MAX_ATTEMPTS_EXCEEDED':
      return { kind: 'restart', messageKey: `errors:codes.${errorCode}` };
    case 'PROCESSING_ERROR':
      return { kind: 'processingError' };
    default:
      return { kind: 'inline', messageKey: 'errors:codes.default' };
  }
}

/** `details.retry_after_seconds` of a 429 answer (a positive whole number), or undefined. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const details = error && typeof error === 'object' ? (error as { details?: unknown }).details : undefined;
  const seconds = details && typeof details === 'object' ? (details as { retry_after_seconds?: unknown }).retry_after_seconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
