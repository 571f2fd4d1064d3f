import { onlyDigits } from '../shared/caret';

/** Longest amount accepted, in digits (keeps values far inside Number's safe integers). */
export const MAX_AMOUNT_DIGITS = 9;

/** Locale of the amount shown in the input and of money texts (SPEC section 9: USD, en locale). */
export const AMOUNT_LOCALE = 'en-US';

/** The digits kept from any text (at most 9); leading zeros are dropped except a single 0. */
export function amountDigits(text: string): string {
  const digits = onlyDigits(text).slice(0, MAX_AMOUNT_DIGITS);
  return digits.replace(/^0+(?=\d)/, '');
}

/** The integer amount of the text, or undefined when it holds no digit. */
export function parseAmount(text: string): number | undefined {
  const digits = amountDigits(text);
  return digits === '' ? undefined : Number(digits);
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
