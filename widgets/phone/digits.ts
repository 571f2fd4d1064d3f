import { onlyDigits } from '../shared/caret';

export { newCaret, digitsBefore } from '../shared/caret';

/** Digits of a complete US phone number (SPEC section 9). */
export const PHONE_DIGITS = 10;

/** The placeholder of the phone input (SPEC section 9). */
export const PHONE_PLACEHOLDER = '(555) 123-4567';

/**
 * The phone digits of any text (SPEC section 5): non-digits stripped, an 11-digit number
 * starting with 1 loses the 1, then at most 10 digits are kept.
 */
export function phoneDigits(text: string): string {
  let digits = onlyDigits(text);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/** Formats up to 10 digits as `(XXX) XXX-XXXX`, partially while typing: `(202`, `(202) 555`, `(202) 555-01`. */
export function formatPhone(digits: string): string {
  const d = phoneDigits(digits);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** `+1` and the 10 digits when there are exactly 10 digits, otherwise undefined (the field is cleared). */
export function normalizedPhone(digits: string): string | undefined {
  return /^\d{10}$/.test(digits) ? `+1${digits}` : undefined;
}
