import type { TFunction } from 'i18next';

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
