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
 * The translated message of a server error code (`errors:codes.<ERROR_CODE>`), defaulting to
 * `errors:codes.default` ("An unexpected error occurred") for codes without their own text.
 */
export function errorCodeMessage(t: TFunction, code: string | undefined): string {
  const fallback = t('errors:codes.default');
  return code ? t(`errors:codes.${code}`, { defaultValue: fallback }) : fallback;
}
