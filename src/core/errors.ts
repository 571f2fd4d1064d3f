import type { ApiErrorWire } from './apiTypes';

/**
 * Error codes the server answers with, in `error.error_code` (SPEC section 8 and DESIGN section 5).
 * Each one has its text in `locales/{lang}/errors.json` under `codes.<CODE>` (the flow checker
 * says when one is missing; a test finds every code the server throws here).
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'UNKNOWN_PRODUCT',
  'SESSION_EXPIRED',
  'UNAUTHORIZED',
  'STEP_NOT_ALLOWED',
  'CONFLICT',
  'OFFER_NOT_SELECTED',
  'ID_CHECK_FAILED',
  'RATE_LIMITED',
  'OTP_INVALID_CODE',
  'OTP_INVALID_TOKEN',
  'OTP_SESSION_EXPIRED',
  'OTP_MAX_ATTEMPTS_EXCEEDED',
  'OTP_TOKEN_EXPIRED',
  'OTP_RESEND_COOLDOWN',
  'PROCESSING_ERROR',
  'FAILED_TO_SEND_OTP',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

/** Codes the browser gives failures that have no server answer: a time-out, no network, an unreadable answer. */
export const CLIENT_ERROR_CODES = ['TIMEOUT', 'NETWORK_ERROR', 'UNKNOWN_ERROR'] as const;

/**
 * Codes the server answers only outside the applicant's API calls: protocol errors of malformed
 * requests, operator and metrics access, the signing page's own calls (it shows its own texts).
 * The app never shows them, so they need no text in the error catalogue.
 */
export const OPERATIONS_ERROR_CODES = [
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'FORBIDDEN',
  'SIGNING_LINK_INVALID',
  'SIGNING_LINK_USED',
  'SIGNING_LINK_EXPIRED',
  'SIGNING_CONSENT_REQUIRED',
  'SIGNING_NAME_MISMATCH',
  'ENVELOPE_NOT_FOUND',
  'ENVELOPE_CLOSED',
  'HOST_NOT_ALLOWED',
  // The launch from online banking (docs/online-banking.md): answered on /launch/{product}, shown on its own page.
  'LAUNCH_TOKEN_INVALID',
  'LAUNCH_TOKEN_EXPIRED',
  'LAUNCH_TOKEN_REPLAYED',
  'LAUNCH_MEMBER_UNKNOWN',
  'LAUNCH_SIGN_IN_FAILED',
] as const;

/**
 * Codes only the staff area's API answers (`/api/staff/*`, server/staff/README.md); the staff
 * console has its own texts for them.
 */
export const STAFF_ERROR_CODES = ['CSRF_INVALID', 'SIGN_IN_FAILED'] as const;

/**
 * One server error code: exactly the lists above, so every `new ApiError(status, code, ...)`
 * of the server is checked by the compiler. (The browser reads `error_code` off the wire as a
 * string: a newer server's code it does not know gets the generic text.)
 */
export type ErrorCode = (typeof ERROR_CODES)[number] | (typeof OPERATIONS_ERROR_CODES)[number] | (typeof STAFF_ERROR_CODES)[number];

/** One code of {@link CLIENT_ERROR_CODES}. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** One field problem in `error.details` of a 400 answer. */
export interface FieldErrorDetail {
  /** Form field name (top-level property), or '' for the whole body. */
  field: string;
  /** JSON Schema keyword or rule name that failed (required, minimum, pattern, minimumAge...). */
  code: string;
  /** i18n key of the message (from the schema's x-messages), when there is one. */
  message_key?: string;
  /** English text of the message. */
  message: string;
}

/**
 * The error payload of every failed call (SPEC section 8): schemas/api/error.schema.json
 * (src/core/apiTypes.ts), with `error_code` one of the server's codes.
 */
export type ApiErrorBody = { error: Omit<ApiErrorWire['error'], 'error_code'> & { error_code: ErrorCode } };
