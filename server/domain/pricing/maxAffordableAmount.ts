import { amortize } from './amortize';
import { toCents } from './money';
import { PAL_TYPE_LIMITS } from './palLimits';
import { monthlyPaymentDates } from './paymentDates';
import type { ProductConfig } from './productConfig';

/** Monthly payment (level payment, dollars) of `amount` over `termMonths` at the note rate. */
export function monthlyPaymentFor(config: ProductConfig, amount: number, termMonths: number, fundingDate: string): number {
  const dates = monthlyPaymentDates(fundingDate, termMonths, config.firstPaymentDaysAfterFunding);
  return amortize(toCents(amount), config.noteRate, fundingDate, dates).paymentCents / 100;
}

/**
 * The largest amount, a multiple of `step` dollars within the product's range, whose
 * monthly payment over the longest configured term (at the note rate, no autopay discount)
 * is at most `maxMonthlyPayment`; null when even the minimum amount is not affordable.
 */
export function maxAffordableAmount(config: ProductConfig, maxMonthlyPayment: number, fundingDate: string, step = 10): number | null {
  const limits = PAL_TYPE_LIMITS[config.palType];
  const minAmount = Math.max(config.loan.minAmount, limits.minAmount);
  const maxAmount = Math.min(config.loan.maxAmount, limits.maxAmount);
  const longestTerm = Math.max(...config.termsMonths);
  const affordable = (amount: number) => monthlyPaymentFor(config, amount, longestTerm, fundingDate) <= maxMonthlyPayment;
  if (affordable(maxAmount)) return maxAmount;
  for (let amount = Math.floor(maxAmount / step) * step; amount >= minAmount; amount -= step) {
    if (amount < maxAmount && affordable(amount)) return amount;
  }
  return affordable(minAmount) ? minAmount : null;
}
