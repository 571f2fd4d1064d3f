import type { Queryable } from '../../db/db';
import type { PalLoanSchedule } from '../../domain/pricing';

/** A loan to book and disburse. */
export interface BookLoanInput {
  applicationId: string;
  memberId: string;
  /** The accepted offer (with its payment list). */
  schedule: PalLoanSchedule;
  /** The member's checking account that receives the amount financed. */
  depositAccountId: string;
  automaticPayments: boolean;
  at: Date;
}

/** What booking did: the loan id, and false when this application's loan was already booked. */
export interface BookedLoan {
  loanId: string;
  created: boolean;
}

/**
 * Port to the core's loan ledger (the funding side). `book` runs in the caller's transaction
 * and books at most one loan per application, however often it is called.
 */
export interface FundingLedger {
  book(tx: Queryable, input: BookLoanInput): Promise<BookedLoan>;
}
