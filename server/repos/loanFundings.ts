import type { Queryable } from '../db/db';

/** What the core answered while funding one application (ids are the core's). */
export interface LoanFundingRecord {
  application_id: string;
  loan_id: string;
  booked_at: Date;
  disbursement_id: string | null;
  disbursed_at: Date | null;
}

/** The core answered another loan than the one recorded for this application: stop before paying anything out. */
export class FundingMismatchError extends Error {
  override readonly name = 'FundingMismatchError';
}

/**
 * loan_fundings: one row per funded (or funding) application, written as each answer of the
 * core arrives, so that a retry, a give-up or an operator can tell what the core did.
 */
export const loanFundingsRepo = {
  /** The application's record, or null. */
  async get(q: Queryable, applicationId: string): Promise<LoanFundingRecord | null> {
    const { rows } = await q.query<LoanFundingRecord>('SELECT * FROM loan_fundings WHERE application_id = $1', [applicationId]);
    return rows[0] ?? null;
  },

  /**
   * Records the booked loan. A second call with the same loan changes nothing; another loan id
   * for the application throws FundingMismatchError (a core that booked twice).
   */
  async recordBooked(q: Queryable, applicationId: string, loanId: string, at: Date): Promise<void> {
    await q.query('INSERT INTO loan_fundings (application_id, loan_id, booked_at) VALUES ($1, $2, $3) ON CONFLICT (application_id) DO NOTHING', [applicationId, loanId, at.toISOString()]);
    const recorded = await loanFundingsRepo.get(q, applicationId);
    if (recorded?.loan_id !== loanId) throw new FundingMismatchError(`The core answered loan ${loanId} for an application recorded with loan ${recorded?.loan_id}`);
  },

  /** Records the disbursement (the first one recorded stays; another id throws FundingMismatchError). */
  async recordDisbursed(q: Queryable, applicationId: string, disbursementId: string, at: Date): Promise<void> {
    await q.query('UPDATE loan_fundings SET disbursement_id = $2, disbursed_at = $3 WHERE application_id = $1 AND disbursement_id IS NULL', [applicationId, disbursementId, at.toISOString()]);
    const recorded = await loanFundingsRepo.get(q, applicationId);
    if (recorded?.disbursement_id !== disbursementId) throw new FundingMismatchError(`The core answered disbursement ${disbursementId} for an application recorded with ${recorded?.disbursement_id}`);
  },
};
