import type { TFunction } from 'i18next';

/**
 * The one error type of every failed call (SPEC section 8), with the conversion rules from a
 * failed HTTP response or a client-side failure (timeout, network). Its `message` (the server's
 * English text, or "Request timed out: ...") is for logs and the error details only; what an
 * applicant reads comes from `error_code` (errorCodeMessage below).
 */
export class ApiError extends Error {
  /** HTTP status (or 500 for an unreadable body, 0 for a network failure). */
  status_code: number;
  /** Server error code, UNKNOWN_ERROR when the body names none. */
  error_code: string;
  /** Extra data from the server (field problems of a 400), null when absent. */
  details: unknown;

  constructor(message: string, status_code: number, error_code = 'UNKNOWN_ERROR', details: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status_code = status_code;
    this.error_code = error_code;
    this.details = details;
  }
}

/** True when `value` is an ApiError (or has its shape, e.g. from another copy of this module). */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  return (
    value instanceof Error &&
    typeof (value as Partial<ApiError>).status_code === 'number' &&
    typeof (value as Partial<ApiError>).error_code === 'string'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Converts a failed response body into an ApiError (SPEC section 8): fields from the body's
 * `error` object, falling back to "Request failed", UNKNOWN_ERROR, null details and the HTTP
 * status. A body that is not JSON gives "Unknown error" with status 500.
 */
export function apiErrorFromBody(httpStatus: number, bodyText: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return new ApiError('Unknown error', 500);
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const message = typeof error.message === 'string' && error.message ? error.message : 'Request failed';
  const status = typeof error.status_code === 'number' ? error.status_code : httpStatus;
  const code = typeof error.error_code === 'string' && error.error_code ? error.error_code : 'UNKNOWN_ERROR';
  return new ApiError(message, status, code, error.details ?? null);
}

/** A call that timed out: "Request timed out: {method} {url}" (status 408). */
export function timeoutError(method: string, url: string): ApiError {
  return new ApiError(`Request timed out: ${method} ${url}`, 408, 'TIMEOUT');
}

/**
 * A call that failed without a usable answer: "Request failed with status code {status}: {method} {url}";
 * NETWORK_ERROR when nothing came back (status 0), else UNKNOWN_ERROR.
 */
export function requestFailedError(status: number, method: string, url: string): ApiError {
  return new ApiError(`Request failed with status code ${status}: ${method} ${url}`, status, status === 0 ? 'NETWORK_ERROR' : 'UNKNOWN_ERROR');
}

/** Anything that may carry a server error code (an ApiError, or any other thrown value). */
interface MaybeCoded {
  error_code?: unknown;
}

/** The server `error_code` of a thrown value, or undefined. */
export function errorCodeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && typeof (error as MaybeCoded).error_code === 'string') {
    return (error as MaybeCoded).error_code as string;
  }
  return undefined;
}

/**
 * The one error catalogue: the text of a server (or client) error code in the page's language,
 * `errors:codes.<ERROR_CODE>`, else `errors:codes.default` ("An unexpected error occurred.").
 * The server's own `message` is never shown: it is English and meant for logs.
 */
export function errorCodeMessage(t: TFunction, code: string | undefined): string {
  const fallback = t('errors:codes.default');
  return code ? t(`errors:codes.${code}`, { defaultValue: fallback }) : fallback;
}

/** The text an applicant sees for any thrown value: {@link errorCodeMessage} of its `error_code`. */
export function errorMessage(t: TFunction, error: unknown): string {
  return errorCodeMessage(t, errorCodeOf(error));
}
