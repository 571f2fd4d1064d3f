import type { LoanSchedule } from '../../../src/core/application';
import type { ScheduledPayment } from './amortize';

/**
 * One priced offer: the LoanSchedule every screen reads (SPEC section 3) plus the details of
 * a PAL disclosure. Money in dollars, rates as fractions.
 */
export interface PalLoanSchedule extends LoanSchedule {
  /** Disclosed APR (fee included), rounded to 2 decimals of a percent. */
  annual_interest_rate: number;
  /** APR before rounding, for audits. */
  apr_unrounded: number;
  /** APR of the same offer without the autopay discount (equals the APR when autopay is off). */
  apr_before_discount: number;
  /** Military APR (32 CFR 232.4), present for covered borrowers; equals the APR (fee included). */
  military_apr?: number;
  /** Note rate charged, after any autopay discount. */
  note_rate: number;
  automatic_payments: boolean;
  /** Application fee charged, a prepaid finance charge deducted from the proceeds. */
  application_fee: number;
  /** Loan (note) amount: what the member repays principal on. */
  principal: number;
  /** What the member asked for, and what was approved (smaller when approved for less). */
  requested_amount: number;
  approved_amount: number;
  /** Interest part of the finance charge. */
  interest: number;
  term_months: number;
  funding_date: string;
  payments: ScheduledPayment[];
}
