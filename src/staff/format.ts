/**
 * Display formats of the console: money in US dollars (en-US format in both languages, as the
 * applicant's screens), percentages, dates and times in the page's language, waiting times.
 */

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1234.5` -> `$1,234.50`. */
export function formatMoney(amount: number): string {
  return currency.format(amount);
}

/** A fraction as a percent with `digits` decimals: `0.2799` -> `27.99%`. */
export function formatPercent(fraction: number, digits = 2): string {
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** An ISO date-time as a short date and time in `language` (local time of the browser). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language.slice(0, 2), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A `YYYY-MM-DD` day as a medium date in `language`, read in UTC so the day never shifts. */
export function formatDay(isoDay: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return isoDay;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language.slice(0, 2), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A waiting time in its largest whole unit: `{ unit: 'hours', count: 3 }` for 3 h 20 min. */
export function waitingTime(seconds: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (seconds < 3600) return { unit: 'minutes', count: Math.max(0, Math.floor(seconds / 60)) };
  if (seconds < 86400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86400) };
}

/** Today as `YYYY-MM-DD` (UTC, as the server's date ranges), `offsetDays` from now. */
export function utcDay(offsetDays = 0, now: Date = new Date()): string {
  return new Date(now.getTime() + offsetDays * 86400000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier; NaN when either is not a day. */
export function daysBetween(from: string, to: string): number {
  const day = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN);
  return (day(to) - day(from)) / 86400000;
}

/** Whether days are written day first (`dd/mm/yyyy`, Spanish) or month first (`mm/dd/yyyy`, English) in `language`. */
function dayFirst(language: string): boolean {
  return language.slice(0, 2) === 'es';
}

/** A `YYYY-MM-DD` day as a date field shows it in `language`: `10/27/2026` in English, `27/10/2026` in Spanish; '' for no day. */
export function dayFieldText(isoDay: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return '';
  const [, year, month, day] = match;
  return dayFirst(language) ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/**
 * What was typed in a date field, read in `language`'s order (`mm/dd/yyyy` or `dd/mm/yyyy`; one
 * or two digits for day and month, `/`, `-` or `.` between), as `YYYY-MM-DD`; '' when it is not a
 * real day.
 */
export function parseDayField(text: string, language: string): string {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return '';
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = dayFirst(language) ? [first, second] : [second, first];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  return date.toISOString().slice(0, 10);
}
