/** Date-of-birth rules shared by the browser and the server (SPEC section 5). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` into a UTC date; null when the text is not a real calendar date. */
export function parseIsoDate(text: string): Date | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

/** Whole years between `dob` and `today` (both `YYYY-MM-DD` or Date); null for an invalid date. */
export function ageOn(dob: string, today: Date = new Date()): number | null {
  const birth = parseIsoDate(dob);
  if (!birth) return null;
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth();
  const td = today.getUTCDate();
  let age = ty - birth.getUTCFullYear();
  if (tm < birth.getUTCMonth() || (tm === birth.getUTCMonth() && td < birth.getUTCDate())) age -= 1;
  return age;
}

/** True when `dob` is a real date and the person is at least `years` old on `today`. */
export function isAtLeastAge(dob: string, years: number, today: Date = new Date()): boolean {
  const age = ageOn(dob, today);
  return age !== null && age >= years;
}

/** True when `text` is a real calendar date not after today and not before 1900. */
export function isPlausiblePastDate(text: string, today: Date = new Date()): boolean {
  const date = parseIsoDate(text);
  return date !== null && date.getTime() <= today.getTime() && date.getUTCFullYear() >= 1900;
}
