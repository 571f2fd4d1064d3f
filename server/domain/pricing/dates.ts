/**
 * Calendar-date helpers on 'YYYY-MM-DD' strings, computed in UTC so that no time zone or
 * daylight-saving change can shift a day. Pure functions, no Date objects leak out.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws RangeError on anything else. */
export function toEpochDay(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${isoDate}`);
  }
  return ms / MS_PER_DAY;
}

/** The 'YYYY-MM-DD' date of an epoch day. */
export function fromEpochDay(epochDay: number): string {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** The date `days` days after `isoDate` (before it when negative). */
export function addDays(isoDate: string, days: number): string {
  return fromEpochDay(toEpochDay(isoDate) + days);
}

/** Last day (28-31) of a month given as year and 1-based month. */
export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date `months` calendar months after `isoDate` (before it when negative). The day of
 * month is kept, or clamped to the month's last day (Jan 31 + 1 month = Feb 28/29), as
 * Appendix J (b)(3)(iv) does for payments due on the 29th-31st.
 */
export function addMonths(isoDate: string, months: number): string {
  toEpochDay(isoDate);
  const [year, month, day] = isoDate.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  const newDay = Math.min(day, lastDayOfMonth(newYear, newMonth));
  return `${String(newYear).padStart(4, '0')}-${String(newMonth).padStart(2, '0')}-${String(newDay).padStart(2, '0')}`;
}
