import { isApiError } from '../../api/errors';

/** A failed apply the member can fix or wait out on the apply page (their answers stay). */
export type ApplyFailure =
  | { kind: 'sendFailed' }
  | { kind: 'rateLimited'; retryAfterSeconds: number | undefined };

/**
 * What a failed `apply` means for the member: the code could not be sent (FAILED_TO_SEND_OTP)
 * or too many tries (429): both stay on the apply page; anything else (undefined) goes to the
 * processing-error page (SPEC section 4).
 */
export function applyFailureOf(error: unknown): ApplyFailure | undefined {
  if (!isApiError(error)) return undefined;
  if (error.error_code === 'FAILED_TO_SEND_OTP') return { kind: 'sendFailed' };
  if (error.status_code === 429) {
    const details = error.details as { retry_after_seconds?: unknown } | null;
    const seconds = details && typeof details.retry_after_seconds === 'number' ? details.retry_after_seconds : undefined;
    return { kind: 'rateLimited', retryAfterSeconds: seconds && seconds > 0 ? seconds : undefined };
  }
  return undefined;
}
