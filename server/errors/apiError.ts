import type { ErrorCode } from '../../src/core/errors';

/** A failure answered with the error payload `{ error: { message, status_code, error_code, details } }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Shorthands for the errors the routes raise. */
export const fail = {
  validation: (details: unknown) => new ApiError(400, 'VALIDATION_ERROR', 'The request is not valid.', details),
  session: () => new ApiError(401, 'SESSION_EXPIRED', 'Your session has expired.'),
  stepNotAllowed: (step: string, wanted: string) =>
    new ApiError(409, 'STEP_NOT_ALLOWED', `This call is not allowed at step ${step}.`, { step, requested: wanted }),
  conflict: () => new ApiError(409, 'CONFLICT', 'The application was changed by another request; reload it.'),
  processing: (status = 422) => new ApiError(status, 'PROCESSING_ERROR', 'We encountered an error with the data you entered.'),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.', { retry_after_seconds: retryAfterSeconds }),
};
