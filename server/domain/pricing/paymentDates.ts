import { addDays, addMonths } from './dates';

/**
 * Due dates of `count` monthly payments for a loan funded on `fundingDate`: the first one
 * calendar month after funding (or `firstPaymentDaysAfterFunding` days after it), then
 * monthly on the same day of month (clamped to the month's last day).
 */
export function monthlyPaymentDates(fundingDate: string, count: number, firstPaymentDaysAfterFunding: number | null): string[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Number of payments must be a positive integer: ${count}`);
  if (firstPaymentDaysAfterFunding === null) {
    return Array.from({ length: count }, (_, k) => addMonths(fundingDate, k + 1));
  }
  const first = addDays(fundingDate, firstPaymentDaysAfterFunding);
  return Array.from({ length: count }, (_, k) => addMonths(first, k));
}
