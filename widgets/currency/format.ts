import type { AmountUnit } from '../../src/core/forms/amountUnit';

/** Most whole-dollar digits an amount keeps (far inside Number's exact range, with its cents). */
export const MAX_AMOUNT_DIGITS = 9;

/** Most decimals an amount keeps: cents. */
export const CENT_DIGITS = 2;

/** Locale of the amount shown in the input and of money texts (SPEC section 9: USD, en locale). */
export const AMOUNT_LOCALE = 'en-US';

/** `1.250`, `12.500.000`: dots that group thousands (as Spanish writes amounts), no decimals. */
const DOT_GROUPS = /^[1-9]\d{0,2}(\.\d{3})+$/;

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * Index of the decimal point in `text` (digits, `.` and `,` only), or -1 when it has none. The
 * same text is the same amount on an English and on a Spanish page. The decimal point is
 * always the last separator, and is one when:
 * - the text has both `.` and `,`: the later one (`1,250.50`, and `1.250,50` as Spanish writes it);
 * - only commas: a single comma followed by at most 2 digits (`1250,5`, `1250,`); commas before
 *   3 digits group thousands (`1,250`);
 * - only dots: the last dot (`1250.5`), unless the dots group thousands (`1.250`, `1.250.000`).
 * So a text typed one character at a time never passes through a wrong reading that drops a digit.
 */
export function decimalPointAt(text: string): number {
  const dot = text.lastIndexOf('.');
  const comma = text.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return Math.max(dot, comma);
  if (comma >= 0) return count(text, ',') === 1 && text.length - comma - 1 <= CENT_DIGITS ? comma : -1;
  return DOT_GROUPS.test(text) ? -1 : dot;
}

/**
 * What the input keeps of a typed or pasted text: digits, `.` and `,` only, at most
 * {@link MAX_AMOUNT_DIGITS} whole-dollar digits and {@link CENT_DIGITS} decimals
 * (`$1,250.505` -> `1,250.50`); the rest is dropped as it is typed.
 */
export function amountText(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const point = decimalPointAt(kept);
  const whole = point < 0 ? kept : kept.slice(0, point);
  let digits = 0;
  const wholeKept = whole.replace(/\d/g, (d) => (++digits <= MAX_AMOUNT_DIGITS ? d : ''));
  // Too many digits and no decimal point: the digits alone, so no cut group reads as cents.
  if (point < 0) return digits > MAX_AMOUNT_DIGITS ? wholeKept.replace(/\D/g, '') : wholeKept;
  return `${wholeKept}${kept[point]}${kept.slice(point + 1, point + 1 + CENT_DIGITS)}`;
}

/**
 * The amount of a typed text (see {@link decimalPointAt}), in dollars with cents as decimals
 * (`1.250,50` -> 1250.5), or undefined when it holds no digit.
 */
export function parseAmount(text: string): number | undefined {
  const kept = amountText(text);
  if (!/\d/.test(kept)) return undefined;
  const point = decimalPointAt(kept);
  const whole = (point < 0 ? kept : kept.slice(0, point)).replace(/\D/g, '');
  const cents = point < 0 ? '' : kept.slice(point + 1);
  return Number(`${whole || '0'}.${cents || '0'}`);
}

/** True when `amount` has a part in cents (1250.5, not 1250). */
export function hasCents(amount: number): boolean {
  return !Number.isInteger(amount);
}

/** The amount as a focused input starts its text: `1250`, `1250.50`; '' for undefined. */
export function editableAmount(amount: number | undefined): string {
  if (amount === undefined || !Number.isFinite(amount)) return '';
  return hasCents(amount) ? amount.toFixed(CENT_DIGITS) : String(amount);
}

/** Made on first use (the page's first Intl object loads the browser's locale data). */
const formats = new Map<number, Intl.NumberFormat>();
const amountFormat = (decimals: number) => {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(AMOUNT_LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
    formats.set(decimals, format);
  }
  return format;
};

/**
 * The amount as the blurred input shows it, with thousands separators and the cents when the
 * field takes cents or the amount has some: `1,250.50`, `1,250.00` (cents), `1,250` (whole
 * dollars); '' for undefined. It reads back, as typed, to the same amount.
 */
export function formatAmount(amount: number | undefined, unit: AmountUnit): string {
  if (amount === undefined || !Number.isFinite(amount)) return '';
  return amountFormat(unit === 'cents' || hasCents(amount) ? CENT_DIGITS : 0).format(amount);
}

/** An integer with thousands separators and no currency sign: `1,000`; '' for undefined. */
export function formatThousands(amount: number | undefined, locale: string = AMOUNT_LOCALE): string {
  if (amount === undefined || !Number.isFinite(amount)) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true }).format(amount);
}

/** Options of {@link formatUsd}. */
export interface FormatUsdOptions {
  /** Whole dollars (`$200`) instead of two decimals (`$200.00`), e.g. for range hints. */
  wholeDollars?: boolean;
}

/** A dollar amount as money text: `$1,000.00` (SPEC section 9: USD, 2 decimals), or `$200` with `wholeDollars`. */
export function formatUsd(amount: number, locale: string = AMOUNT_LOCALE, options: FormatUsdOptions = {}): string {
  const digits = options.wholeDollars ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
