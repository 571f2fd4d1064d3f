import type { LoanBooking } from '../../ledger/booking';
import type { LedgerDisbursement, LedgerLoan } from '../../ledger/ledgerStore';
import type { Probe } from './probe';
import type { ConformanceData } from './testData';

/** What the checks share: the probe, the test data, the two test applications and what was booked. */
export interface SuiteContext {
  probe: Probe;
  data: ConformanceData;
  /** Today, YYYY-MM-DD (the funding date of the test loans). */
  today: string;
  /** Unique per run, so keys never collide with an earlier run's. */
  runId: string;
  /** The test loan under a new application id: booked and disbursed. */
  main: LoanBooking;
  /** A second application: sent once under main's key (refused), then booked by a parallel burst. */
  other: LoanBooking;
  loan?: LedgerLoan;
  disbursement?: LedgerDisbursement;
  /** The second application's loan (booked by the burst, never disbursed: the void checks void it). */
  otherLoan?: LedgerLoan;
}

/** One check of the suite: a name for the table and the calls it makes; it throws CheckFailure when the core does not hold. */
export interface Check {
  name: string;
  /** Earlier results this check builds on: skipped (failed) without them. */
  needs?: Array<'loan' | 'disbursement' | 'otherLoan'>;
  run(ctx: SuiteContext): Promise<string | void>;
}

/** The Idempotency-Key of a named write of this run. */
export const keyOf = (ctx: SuiteContext, name: string): string => `conformance.${ctx.runId}.${name}`;
