import { buildLoanSchedule, type ScheduleRequest } from './buildLoanSchedule';
import type { PalLoanSchedule } from './loanSchedule';

/** What the offers of one application are priced from; one schedule per configured term. */
export type OffersRequest = Omit<ScheduleRequest, 'termMonths'> & {
  /**
   * Largest monthly payment the member can afford (from the decision). Terms whose payment
   * exceeds it are left out, except the longest term, which is always offered.
   */
  maxMonthlyPayment?: number;
};

/**
 * The schedules of every term in config.termsMonths (shortest first), for the approved
 * amount. When the approved amount is less than the requested one, every schedule carries
 * both (`requested_amount` > `approved_amount`).
 */
export function priceOffers(request: OffersRequest): PalLoanSchedule[] {
  const terms = [...request.config.termsMonths].sort((a, b) => a - b);
  const schedules = terms.map((termMonths) => buildLoanSchedule({ ...request, termMonths }));
  const { maxMonthlyPayment } = request;
  if (maxMonthlyPayment === undefined) return schedules;
  return schedules.filter((s, k) => k === schedules.length - 1 || s.amount_of_payments <= maxMonthlyPayment);
}
