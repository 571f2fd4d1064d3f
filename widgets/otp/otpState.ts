/**
 * Pure logic of the one-time code boxes (SPEC section 5 "One-time code"): one digit per box,
 * non-digits ignored, digits-only paste, backspace and arrows move between boxes.
 */

/** Number of boxes (SPEC section 9). */
export const OTP_LENGTH = 6;

/** i18n key of the message shown when a paste holds anything but digits. */
export const OTP_ONLY_NUMBERS_KEY = 'forms:widgets.otp.onlyNumbers';

/** i18n key of the message shown when a code is submitted incomplete (`{{length}}`). */
export const OTP_INCOMPLETE_KEY = 'forms:widgets.otp.incomplete';

/** The boxes' contents: one string per box, '' or one digit. */
export type OtpDigits = readonly string[];

/** Result of an edit: the new boxes, the box to focus and an error key, if any. */
export interface OtpEdit {
  digits: OtpDigits;
  focus: number;
  error?: string;
}

/** Boxes filled from a code string (extra characters and non-digits dropped). */
export function digitsFromValue(value: string | undefined, length: number = OTP_LENGTH): OtpDigits {
  const clean = (value ?? '').replace(/\D/g, '');
  return Array.from({ length }, (_, i) => clean[i] ?? '');
}

/** The code of the boxes (filled boxes joined). */
export function otpValue(digits: OtpDigits): string {
  return digits.join('');
}

/** Whether every box holds a digit. */
export function isOtpComplete(digits: OtpDigits): boolean {
  return digits.length > 0 && digits.every((d) => /^\d$/.test(d));
}

/** The error key for a submit of these boxes (`Please enter all {{length}} digits`), or undefined when complete. */
export function otpSubmitError(digits: OtpDigits): string | undefined {
  return isOtpComplete(digits) ? undefined : OTP_INCOMPLETE_KEY;
}

function clamp(index: number, length: number): number {
  return Math.max(0, Math.min(length - 1, index));
}

function fill(digits: OtpDigits, start: number, incoming: string): OtpEdit {
  const next = [...digits];
  let i = start;
  for (const ch of incoming) {
    if (i >= next.length) break;
    next[i] = ch;
    i += 1;
  }
  return { digits: next, focus: clamp(i, next.length) };
}

/** Sets one box to one digit and moves to the next box; a non-digit leaves the boxes as they are. */
export function setDigit(digits: OtpDigits, index: number, digit: string): OtpEdit {
  if (!/^\d$/.test(digit)) return { digits, focus: index };
  return fill(digits, index, digit);
}

/**
 * Applies what an input box now holds (`raw`, after the browser's edit): empty clears the box;
 * a typed digit replaces the box's digit and moves on; several digits (autofill of the whole
 * code) fill the boxes from here; non-digits are ignored.
 */
export function applyTyping(digits: OtpDigits, index: number, raw: string): OtpEdit {
  if (raw === '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  let typed = raw.replace(/\D/g, '');
  const old = digits[index];
  if (old && typed.length === 2 && typed.includes(old)) typed = typed.replace(old, '');
  if (typed === '') return { digits, focus: index };
  if (typed.length === 1) return setDigit(digits, index, typed);
  return fill(digits, typed.length >= digits.length ? 0 : index, typed);
}

/**
 * A paste into box `index`. It must be digits only (spaces around are trimmed), else the boxes
 * stay and the error key "Only numbers are allowed" is returned. A full code fills every box.
 */
export function applyPaste(digits: OtpDigits, index: number, text: string): OtpEdit {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { digits, focus: index, error: OTP_ONLY_NUMBERS_KEY };
  return fill(digits, trimmed.length >= digits.length ? 0 : index, trimmed);
}

/** Backspace in box `index`: clears that box if it holds a digit, else clears the previous box and moves there. */
export function applyBackspace(digits: OtpDigits, index: number): OtpEdit {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = clamp(index - 1, next.length);
  next[previous] = '';
  return { digits: next, focus: previous };
}

/** The box an arrow key moves to from `index` (stays inside the boxes). */
export function moveFocus(index: number, direction: 'left' | 'right', length: number = OTP_LENGTH): number {
  return clamp(index + (direction === 'left' ? -1 : 1), length);
}
