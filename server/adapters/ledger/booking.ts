import type { BookLoanInput } from './ledger';

/** Product code of a payday alternative loan in the core (the contract's ProductCode). */
export const PAL_PRODUCT = 'PAL';

/** The accepted offer as disclosed (the contract's LoanTerms). Money in dollars, rates as fractions. */
export interface LoanTerms {
  offer_id: string;
  principal: number;
  amount_financed: number;
  application_fee: number;
  finance_charge: number;
  total_of_payments: number;
  annual_percentage_rate: number;
  note_rate: number;
  term_months: number;
  funding_date: string;
}

/** One payment of the schedule (the contract's ScheduledPayment). */
export interface LoanPayment {
  number: number;
  due_date: string;
  amount: number;
  principal: number;
  interest: number;
  balance: number;
}

/**
 * A loan to book, as the core-banking contract sends it (`POST /loans`, schemas/core-banking.openapi.json
 * LoanBooking). The built-in ledger stores exactly this, so the in-process ledger and the HTTP
 * adapter send the same request for the same application (and hash it the same way).
 */
export interface LoanBooking {
  application_id: string;
  member_id: string;
  product: string;
  core_codes: CoreCodes;
  deposit_account_id: string;
  automatic_payments: boolean;
  payment_frequency: PaymentFrequency;
  /** The last payment's due date. */
  maturity_date: string;
  terms: LoanTerms;
  schedule: LoanPayment[];
}

/** The core's codes of the product (the contract's CoreCodes). */
export interface CoreCodes {
  loan_type: string;
  purpose: string;
  branch: string;
  officer: string;
}

/** How often a payment falls due (the contract's PaymentFrequency). */
export type PaymentFrequency = 'monthly' | 'semimonthly' | 'biweekly' | 'weekly';

/**
 * The booking request of the port's input: only what the offer fixed, nothing that changes between
 * retries. A PAL is repaid in monthly payments (server/domain/pricing); it matures on its last
 * payment's due date.
 */
export function toLoanBooking(input: BookLoanInput): LoanBooking {
  const s = input.schedule;
  const c = input.coreCodes;
  return {
    application_id: input.applicationId,
    member_id: input.memberId,
    product: PAL_PRODUCT,
    core_codes: { loan_type: c.loanType, purpose: c.purposeCode, branch: c.branchCode, officer: c.officerCode },
    deposit_account_id: input.depositAccountId,
    automatic_payments: input.automaticPayments,
    payment_frequency: 'monthly',
    maturity_date: s.payments[s.payments.length - 1]?.date ?? s.funding_date,
    terms: {
      offer_id: s.offer_id,
      principal: s.principal,
      amount_financed: s.amount_financed,
      application_fee: s.application_fee,
      finance_charge: s.finance_charge,
      total_of_payments: s.total_of_payments,
      annual_percentage_rate: s.annual_interest_rate,
      note_rate: s.note_rate,
      term_months: s.term_months,
      funding_date: s.funding_date,
    },
    schedule: s.payments.map((p) => ({ number: p.number, due_date: p.date, amount: p.amount, principal: p.principal, interest: p.interest, balance: p.balance })),
  };
}
