import { daysBetween } from './dates';
import { toCents, toDollars } from './money';
import type { PaydayAssumptions } from './productConfig';

/**
 * What a payday loan of `amount` would cost over the same time as the PAL (funding date to
 * final payment date): `feePer100` per $100 for every `periodDays` days, paid again at each
 * rollover (a started period counts in full). Without rollover, a single fee.
 */
export function paydayFinanceCharge(amount: number, fundingDate: string, finalPaymentDate: string, assumptions: PaydayAssumptions): number {
  const days = daysBetween(fundingDate, finalPaymentDate);
  const periods = assumptions.rolledOver ? Math.max(1, Math.ceil(days / assumptions.periodDays)) : 1;
  return toDollars(toCents((amount * assumptions.feePer100 * periods) / 100));
}

/** Savings of the PAL against the payday loan, never below zero. */
export function loanSavings(paydayCharge: number, financeCharge: number): number {
  return Math.max(0, toDollars(toCents(paydayCharge) - toCents(financeCharge)));
}
