/**
 * Display formats of the special screens (SPEC section 9): money in US dollars with the
 * en-US number format in both languages, percentages with 2 decimals, long dates.
 */

const currencyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `1234.5` -> `"$1,234.50"` (USD, en locale, 2 decimals, whatever the page language). */
export function formatCurrency(amount: number): string {
  return currencyFormat.format(amount);
}

/** A fraction as a percent number with 2 decimals and no sign: `0.005` -> `"0.50"`. */
export function formatPercentNumber(fraction: number): string {
  return (Math.round(fraction * 100 * 100) / 100).toFixed(2);
}

/** A fraction as a percent with 2 decimals: `0.2799` -> `"27.99%"`. */
export function formatPercent(fraction: number): string {
  return `${formatPercentNumber(fraction)}%`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A `YYYY-MM-DD` date in the long format of the language (`"March 14, 2027"`,
 * `"14 de marzo de 2027"`), read and written in UTC so the day never shifts.
 * Anything that is not a real calendar date gives `"Invalid Date"`.
 */
export function formatLongDate(isoDate: string, language: string): string {
  const match = ISO_DATE.exec(isoDate ?? '');
  if (!match) return 'Invalid Date';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return 'Invalid Date';
  }
  try {
    return new Intl.DateTimeFormat(language.slice(0, 2) || 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return 'Invalid Date';
  }
}
