import { onlyDigits } from '../shared/caret';

/** Digits of a social security number (SPEC section 9). */
export const SSN_DIGITS = 9;

/** The SSN digits of any text: digits only, at most 9. */
export function ssnDigits(text: string): string {
  return onlyDigits(text).slice(0, SSN_DIGITS);
}

/** Formats up to 9 digits 3-2-4 with dashes: `123`, `123-4`, `123-45-6789`. */
export function formatSsn(digits: string): string {
  const d = ssnDigits(digits);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** The masked form shown when the input is not focused: each typed digit becomes `*` (`***-**-****`). */
export function maskSsn(digits: string): string {
  return formatSsn(digits).replace(/\d/g, '*');
}
