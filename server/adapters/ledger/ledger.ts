/** The funding ledger port (defined by the domain, server/domain/ports.ts). */
export type { BookLoanInput, BookedLoan, FundingLedger } from '../../domain/ports';
