import type { Queryable } from '../../db/db';
import type { Product } from '../../flows/product';
import { applicationsRepo, type ApplicationRecord } from '../../repos/applications';
import { loanFundingsRepo } from '../../repos/loanFundings';
import { LoanRefusedError, type BookedLoan, type BookLoanInput, type FundingLedger, type VoidedLoan } from '../ports';
import type { PalLoanSchedule } from '../pricing';
import { transition, type LifecycleDeps } from './transition';

/**
 * The Idempotency-Keys of an application's two funding calls, derived from its id: every retry
 * of the fund job (after a time-out, a crash, in another process) sends the same keys, so the
 * core answers the same loan and the same disbursement and never books twice.
 */
export function fundingKeys(applicationId: string): { book: string; disburse: string; void: string } {
  return { book: `${applicationId}.book`, disburse: `${applicationId}.disburse`, void: `${applicationId}.void` };
}

function fundingTerms(app: ApplicationRecord) {
  const schedule = app.data.selected_loan_schedule as PalLoanSchedule | null | undefined;
  const account = app.data.direct_deposit_account;
  const memberId = app.member_id;
  if (!schedule || !account?.account_id || !memberId) throw new Error('The application has no accepted offer or deposit account');
  return { schedule, account: { ...account, account_id: account.account_id }, memberId };
}

/** FINALIZING_APPLICATION -> APPLICATION_COMPLETED with the funded notice's job, recording the core's ids in the audit event. */
async function completeFunding(q: Queryable, deps: LifecycleDeps, product: Product, app: ApplicationRecord, ids: { loanId: string; disbursementId: string; newlyBooked: boolean }): Promise<void> {
  const { schedule, account } = fundingTerms(app);
  const first = schedule.payments[0];
  await transition(q, deps, product, app, 'funded', {
    outcome: { funded: true },
    detail: { loan_id: ids.loanId, disbursement_id: ids.disbursementId, amount_financed: schedule.amount_financed, newly_booked: ids.newlyBooked },
    jobPayload: {
      amount: schedule.amount_financed,
      account: { description: account.description ?? '', lastFour: account.last_four ?? '' },
      ...(first ? { firstPayment: { amount: first.amount, date: first.date } } : {}),
    },
  });
}

/**
 * Books the loan, or, when the core refuses it for the member's sake (LoanRefusedError: another
 * PAL of the member is open, e.g. booked a moment ago for a parallel application), denies the
 * application with that reason and queues its adverse action notice: null then.
 */
async function bookOrDeny(deps: LifecycleDeps & { ledger: FundingLedger }, product: Product, app: ApplicationRecord, input: BookLoanInput, key: string): Promise<BookedLoan | null> {
  try {
    return await deps.ledger.book(input, key);
  } catch (error) {
    if (!(error instanceof LoanRefusedError)) throw error;
    const reasons = [error.reason];
    await transition(deps.db, deps, product, app, 'funding_refused', { outcome: { reasons }, detail: { decision: 'denied', reasons, job: 'fund' }, jobPayload: { reasons } });
    return null;
  }
}

/**
 * Funds an application at FINALIZING_APPLICATION in three steps, each safe to repeat: books the
 * accepted offer at the core (key `<id>.book`; at most one loan per application) and records the
 * loan; disburses the amount financed to the chosen checking account (key `<id>.disburse`); then,
 * in one version-checked transaction, records the disbursement and moves to APPLICATION_COMPLETED
 * with the funded notice's job. The core's calls are never inside our transaction: any failure
 * throws, and the fund job sends the same calls again with the same keys. A booking the core
 * refuses because the member has another open PAL ends in APPLICATION_DENIED (PAL_LOAN_OPEN)
 * with the adverse action notice; nothing was booked or paid out.
 */
export async function fund(deps: LifecycleDeps & { ledger: FundingLedger }, product: Product, app: ApplicationRecord): Promise<void> {
  if (app.step !== 'FINALIZING_APPLICATION') return;
  const { schedule, account, memberId } = fundingTerms(app);
  const keys = fundingKeys(app.id);
  const input: BookLoanInput = {
    applicationId: app.id, memberId, schedule, depositAccountId: account.account_id, automaticPayments: app.data.is_automatic_payments_enabled === true, coreCodes: product.config.core,
  };
  const booked = await bookOrDeny(deps, product, app, input, keys.book);
  if (!booked) return;
  await loanFundingsRepo.recordBooked(deps.db, app.id, booked.loanId, deps.now());
  const paid = await deps.ledger.disburse({ loanId: booked.loanId, accountId: account.account_id, amount: schedule.amount_financed }, keys.disburse);
  await deps.db.transaction(async (tx) => {
    await loanFundingsRepo.recordDisbursed(tx, app.id, paid.disbursementId, deps.now());
    await completeFunding(tx, deps, product, app, { loanId: booked.loanId, disbursementId: paid.disbursementId, newlyBooked: booked.created });
  });
}

/** Why the fund job voids a loan (the core's notes: no personal data). */
export const FUNDING_VOID_REASON = 'Funding failed after the last try; the loan was never disbursed';

/** The void's outcome, or the reason it failed (the core's error, named without any body). */
async function voidUnpaid(ledger: FundingLedger, applicationId: string, loanId: string): Promise<VoidedLoan | { error: string }> {
  try {
    return await ledger.voidLoan({ loanId, reason: FUNDING_VOID_REASON }, fundingKeys(applicationId).void);
  } catch (error) {
    return { error: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300) };
  }
}

/**
 * Funding failed for good (its job gave up), if still finalizing. When the disbursement was
 * recorded the money reached the member: the application is completed instead. Otherwise a loan
 * the core booked is voided (key `<id>.void`); if the core answers that it was disbursed after
 * all, the disbursement is recorded and the application completed. Else APPLICATION_PROCESSING_ERROR
 * `FUNDING_FAILED`, its audit event naming the loan and whether the void held; the loan_fundings
 * row is marked failed (with the void's time or error) and staff list it until one of them
 * resolves it (`GET /api/staff/fundings/unresolved`).
 */
export async function fundingFailed(deps: LifecycleDeps & { ledger: FundingLedger }, product: Product, applicationId: string): Promise<void> {
  const app = await applicationsRepo.get(deps.db, applicationId);
  if (!app || app.step !== 'FINALIZING_APPLICATION') return;
  const record = await loanFundingsRepo.get(deps.db, applicationId);
  if (record?.disbursement_id) {
    await completeFunding(deps.db, deps, product, app, { loanId: record.loan_id, disbursementId: record.disbursement_id, newlyBooked: false });
    return;
  }
  const voided = record ? await voidUnpaid(deps.ledger, app.id, record.loan_id) : null;
  if (record && voided && 'voided' in voided && !voided.voided) {
    const disbursementId = voided.disbursementId;
    await deps.db.transaction(async (tx) => {
      await loanFundingsRepo.recordDisbursed(tx, app.id, disbursementId, deps.now());
      await completeFunding(tx, deps, product, app, { loanId: record.loan_id, disbursementId, newlyBooked: false });
    });
    return;
  }
  const voidError = voided && 'error' in voided ? voided.error : null;
  const booked = record ? { loan_id: record.loan_id, booked_not_disbursed: true, voided: voidError === null, ...(voidError ? { void_error: voidError } : {}) } : {};
  await deps.db.transaction(async (tx) => {
    if (record) await loanFundingsRepo.recordFailed(tx, app.id, deps.now(), voidError);
    await transition(tx, deps, product, app, 'funding_failed', { outcome: { reasons: ['FUNDING_FAILED'] }, detail: { job: 'fund', ...booked } });
  });
}
