import { LoanRefusedError } from '../../domain/ports';
import { toLoanBooking } from '../ledger/booking';
import type { BookedLoan, DisbursedLoan, FundingLedger, VoidedLoan } from '../ledger/ledger';
import type { LedgerDisbursement, LedgerLoan } from '../ledger/ledgerStore';
import { CoreBankingCallError } from './errors';
import type { CoreHttpClient } from './httpClient';

/** The id a 409 LOAN_EXISTS / DISBURSEMENT_EXISTS names in its details, if any. */
function existing(error: unknown, code: string, field: string): string | null {
  if (!(error instanceof CoreBankingCallError) || error.status !== 409 || error.errorCode !== code) return null;
  const details = error.details as Record<string, unknown> | null;
  const id = details && typeof details === 'object' ? details[field] : undefined;
  return typeof id === 'string' && id ? id : null;
}

/**
 * The funding side of a core over HTTP: `POST /loans` and `POST /loans/{id}/disbursements`, each
 * with the caller's Idempotency-Key (derived from the application id, so a retry after a time-out
 * answers the same loan). 201 answers the loan (disbursement), `created` false when the core says
 * it replayed; 409 LOAN_EXISTS / DISBURSEMENT_EXISTS (the application's loan booked under another
 * key) answers the loan it names, `created` false; 422 PAL_LOAN_OPEN (the member has an open PAL
 * of another application) throws LoanRefusedError, which the fund job turns into a denial.
 * `POST /loans/{id}/void` voids a loan never disbursed (200; 409 LOAN_DISBURSED answers
 * `voided: false` with the disbursement it names). Anything else throws: the fund job retries.
 */
export function httpLedger(client: CoreHttpClient): FundingLedger {
  return {
    async book(input, idempotencyKey): Promise<BookedLoan> {
      const body = toLoanBooking(input);
      try {
        const answer = await client.call<LedgerLoan>('bookLoan', { body, idempotencyKey, memberId: input.memberId }, [201]);
        if (answer.body.application_id !== input.applicationId) throw new CoreBankingCallError('bookLoan', 'INVALID_RESPONSE', 201, null, 'bookLoan: answered the loan of another application');
        return { loanId: answer.body.loan_id, created: !answer.replayed };
      } catch (error) {
        const loanId = existing(error, 'LOAN_EXISTS', 'loan_id');
        if (loanId) return { loanId, created: false };
        if (error instanceof CoreBankingCallError && error.status === 422 && error.errorCode === 'PAL_LOAN_OPEN') throw new LoanRefusedError('PAL_LOAN_OPEN');
        throw error;
      }
    },
    async disburse(input, idempotencyKey): Promise<DisbursedLoan> {
      const body = { account_id: input.accountId, amount: input.amount };
      try {
        const answer = await client.call<LedgerDisbursement>('disburseLoan', { params: { loan_id: input.loanId }, body, idempotencyKey }, [201]);
        if (answer.body.loan_id !== input.loanId) throw new CoreBankingCallError('disburseLoan', 'INVALID_RESPONSE', 201, null, 'disburseLoan: answered the disbursement of another loan');
        return { disbursementId: answer.body.disbursement_id, created: !answer.replayed };
      } catch (error) {
        const disbursementId = existing(error, 'DISBURSEMENT_EXISTS', 'disbursement_id');
        if (disbursementId) return { disbursementId, created: false };
        throw error;
      }
    },
    async voidLoan(input, idempotencyKey): Promise<VoidedLoan> {
      try {
        const answer = await client.call<LedgerLoan>('voidLoan', { params: { loan_id: input.loanId }, body: { reason: input.reason }, idempotencyKey }, [200]);
        if (answer.body.loan_id !== input.loanId || answer.body.status !== 'voided') throw new CoreBankingCallError('voidLoan', 'INVALID_RESPONSE', 200, null, 'voidLoan: answered another loan, or one not voided');
        return { voided: true, created: !answer.replayed };
      } catch (error) {
        const disbursementId = existing(error, 'LOAN_DISBURSED', 'disbursement_id');
        if (disbursementId) return { voided: false, disbursementId };
        throw error;
      }
    },
  };
}
