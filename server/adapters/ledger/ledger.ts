/** The funding ledger port (defined by the domain, server/domain/ports.ts). */
export type { BookLoanInput, BookedLoan, DisburseLoanInput, DisbursedLoan, FundingLedger, VoidLoanInput, VoidedLoan } from '../../domain/ports';
