/** Error codes of the built-in signing ceremony (the server answers them as `error.error_code`). */
export const SIGNING_ERROR_CODES = {
  linkExpired: 'SIGNING_LINK_EXPIRED',
  linkUsed: 'SIGNING_LINK_USED',
  linkInvalid: 'SIGNING_LINK_INVALID',
  consentRequired: 'SIGNING_CONSENT_REQUIRED',
  nameMismatch: 'SIGNING_NAME_MISMATCH',
  envelopeNotFound: 'ENVELOPE_NOT_FOUND',
  envelopeClosed: 'ENVELOPE_CLOSED',
  /** The sign call's answer when the identity check failed; the page then posts `id_check_failed`. */
  idCheckFailed: 'ID_CHECK_FAILED',
} as const;

/** One of the signing error codes. */
export type SigningErrorCode = (typeof SIGNING_ERROR_CODES)[keyof typeof SIGNING_ERROR_CODES];

/** A refused signing operation. */
export interface SigningFailure {
  ok: false;
  error_code: SigningErrorCode;
}

/** Suggested HTTP status for each error code. */
export const SIGNING_ERROR_HTTP_STATUS: Record<SigningErrorCode, number> = {
  SIGNING_LINK_EXPIRED: 410,
  SIGNING_LINK_USED: 409,
  SIGNING_LINK_INVALID: 404,
  SIGNING_CONSENT_REQUIRED: 400,
  SIGNING_NAME_MISMATCH: 400,
  ENVELOPE_NOT_FOUND: 404,
  ENVELOPE_CLOSED: 409,
  ID_CHECK_FAILED: 403,
};

/** Builds a failure result. */
export function signingFailure(error_code: SigningErrorCode): SigningFailure {
  return { ok: false, error_code };
}
