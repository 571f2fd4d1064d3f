/** Keys whose values are an SSN: only the last four digits are shown. */
const SSN_KEY = /ssn|social/i;
/** Keys whose values are a date of birth: never shown. */
const DOB_KEY = /dob|birth/i;
/** Keys whose values are a phone number: only the last four digits are shown. */
const PHONE_KEY = /phone/i;
/** A value that looks like an SSN whatever its key (9 digits, maybe dashed). */
const SSN_VALUE = /\b\d{3}-?\d{2}-?\d{4}\b/g;

/** `•••1234`: the last four digits of a value, or a mark when it has fewer. */
export function lastFourMasked(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `•••${digits.slice(-4)}` : '•••';
}

/** A text with any SSN-looking run of digits reduced to its last four. */
export function maskText(text: string): string {
  return text.replace(SSN_VALUE, (m) => lastFourMasked(m));
}

/**
 * A copy of an audit detail (or any JSON value) with personal data masked: SSN and phone values
 * cut to their last four, dates of birth removed, SSN-looking digits in any text masked.
 */
export function maskDetail(value: unknown, key = ''): unknown {
  if (key && DOB_KEY.test(key)) return '[hidden]';
  if (key && (SSN_KEY.test(key) || PHONE_KEY.test(key)) && (typeof value === 'string' || typeof value === 'number')) return lastFourMasked(value);
  if (typeof value === 'string') return maskText(value);
  if (Array.isArray(value)) return value.map((v) => maskDetail(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDetail(v, k)]));
  return value;
}

/**
 * Anything maskDetail could change leaves one of these in the value's JSON: a key is written as
 * it is (JSON escapes only quotes, backslashes and control characters), and so are the digits
 * and dashes of a text. No match: the value needs no masking.
 */
const MAYBE_PERSONAL = /ssn|social|dob|birth|phone|\d{3}-?\d{2}-?\d{4}/i;

/**
 * JSON.stringify(maskDetail(value)) of an object or array, without copying it when nothing in
 * it is personal (most audit details: amounts, steps, reasons). The same text either way.
 */
export function maskedDetailJson(value: object): string {
  const json = JSON.stringify(value);
  return MAYBE_PERSONAL.test(json) ? JSON.stringify(maskDetail(value)) : json;
}
