import type { Queryable } from '../db/db';

/** What the core answered while funding one application (ids are the core's). */
export interface LoanFundingRecord {
  application_id: string;
  loan_id: string;
  booked_at: Date;
  disbursement_id: string | null;
  disbursed_at: Date | null;
  /** When funding failed for good with this loan booked and not disbursed. */
  failed_at: Date | null;
  /** When the fund job voided the loan at the core (null: not voided, see void_error). */
  voided_at: Date | null;
  /** Why the void failed (the core's error, no body), or null. */
  void_error: string | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolution_note: string | null;
}

/** A loan booked and not disbursed whose funding failed for good, as staff list it until resolved. */
export interface FailedFunding {
  application_id: string;
  reference: string | null;
  product: string;
  /** The accepted offer's amount financed (what the member was to receive), as stored: a number, or null. */
  amount_financed: unknown;
  loan_id: string;
  booked_at: Date;
  failed_at: Date;
  voided_at: Date | null;
  void_error: string | null;
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

  /**
   * Funding failed for good with the loan booked and not disbursed: marks it failed, voided at
   * `at` when `voidError` is null, else with the void's error. The first marking stays.
   */
  async recordFailed(q: Queryable, applicationId: string, at: Date, voidError: string | null): Promise<void> {
    await q.query('UPDATE loan_fundings SET failed_at = $2, voided_at = $3, void_error = $4 WHERE application_id = $1 AND failed_at IS NULL AND disbursement_id IS NULL',
      [applicationId, at.toISOString(), voidError === null ? at.toISOString() : null, voidError]);
  },

  /** Failed fundings no one has resolved yet, oldest first (at most `limit`). */
  async unresolved(q: Queryable, limit: number): Promise<FailedFunding[]> {
    const { rows } = await q.query<FailedFunding>(
      `SELECT f.application_id, a.reference, a.product, a.data->'selected_loan_schedule'->'amount_financed' AS amount_financed, f.loan_id, f.booked_at, f.failed_at, f.voided_at, f.void_error
       FROM loan_fundings f JOIN applications a ON a.id = f.application_id
       WHERE f.failed_at IS NOT NULL AND f.resolved_at IS NULL ORDER BY f.failed_at, f.application_id LIMIT $1`, [limit]);
    return rows;
  },

  /** Marks a failed funding resolved by a staff member; false when there is none unresolved for the application. */
  async resolve(q: Queryable, applicationId: string, staffId: string, note: string, at: Date): Promise<boolean> {
    const { rowCount } = await q.query('UPDATE loan_fundings SET resolved_at = $2, resolved_by = $3, resolution_note = $4 WHERE application_id = $1 AND failed_at IS NOT NULL AND resolved_at IS NULL',
      [applicationId, at.toISOString(), staffId, note]);
    return rowCount === 1;
  },

  /** Records the disbursement (the first one recorded stays; another id throws FundingMismatchError). */
  async recordDisbursed(q: Queryable, applicationId: string, disbursementId: string, at: Date): Promise<void> {
    await q.query('UPDATE loan_fundings SET disbursement_id = $2, disbursed_at = $3 WHERE application_id = $1 AND disbursement_id IS NULL', [applicationId, disbursementId, at.toISOString()]);
    const recorded = await loanFundingsRepo.get(q, applicationId);
    if (recorded?.disbursement_id !== disbursementId) throw new FundingMismatchError(`The core answered disbursement ${disbursementId} for an application recorded with ${recorded?.disbursement_id}`);
  },
};
