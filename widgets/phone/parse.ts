import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_DIGITS } from './digits';

/** What the phone input shows and stores after a blur. */
export interface ParsedPhone {
  /** National format, e.g. `(202) 555-0101`. */
  display: string;
  /** The 10 digits stored as the form value. */
  digits: string;
  /** E.164 number, e.g. `+12025550101`. */
  e164: string;
}

/**
 * Parses the text as a US number with libphonenumber-js (min metadata). Returns null unless it
 * is a valid number of country calling code 1 with a 10-digit national number.
 */
export function parseUsPhone(text: string): ParsedPhone | null {
  const parsed = parsePhoneNumberFromString(text, 'US');
  if (!parsed || parsed.countryCallingCode !== '1' || !parsed.isValid()) return null;
  const digits = String(parsed.nationalNumber);
  if (digits.length !== PHONE_DIGITS) return null;
  return { display: parsed.formatNational(), digits, e164: parsed.number };
}
