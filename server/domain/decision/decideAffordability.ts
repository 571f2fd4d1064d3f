import type { ProductConfig } from '../pricing/productConfig';
import { maxAffordableAmount, monthlyPaymentFor } from '../pricing/maxAffordableAmount';
import type { AffordabilityRule } from './decisionRules';

/** Affordability verdict: the amount to approve (maybe less than asked) or the denial reason. */
export type AffordabilityVerdict =
  | { verdict: 'pass'; amount: number; maxMonthlyPayment: number }
  | { verdict: 'deny'; reason: string };

/**
 * Payment budget = maxPaymentToIncomeRatio x (direct deposits - housing). The asked amount is
 * approved when its longest-term payment fits the budget; otherwise the largest affordable
 * amount (a multiple of amountStep, at least the minimum); otherwise denial.
 */
export function decideAffordability(
  rule: AffordabilityRule,
  config: ProductConfig,
  input: { requestedAmount: number; monthlyDirectDeposits: number; monthlyHousingExpenses: number; today: string },
): AffordabilityVerdict {
  const budget = rule.maxPaymentToIncomeRatio * (input.monthlyDirectDeposits - input.monthlyHousingExpenses);
  const maxMonthlyPayment = Math.floor(budget * 100) / 100;
  if (maxMonthlyPayment <= 0) return { verdict: 'deny', reason: rule.reasonCode };
  const longestTerm = Math.max(...config.termsMonths);
  if (monthlyPaymentFor(config, input.requestedAmount, longestTerm, input.today) <= maxMonthlyPayment) {
    return { verdict: 'pass', amount: input.requestedAmount, maxMonthlyPayment };
  }
  const amount = maxAffordableAmount(config, maxMonthlyPayment, input.today, rule.amountStep);
  return amount === null ? { verdict: 'deny', reason: rule.reasonCode } : { verdict: 'pass', amount, maxMonthlyPayment };
}
