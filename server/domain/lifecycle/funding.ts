import type { Product } from '../../flows/product';
import { applicationsRepo, type ApplicationRecord } from '../../repos/applications';
import type { FundingLedger } from '../ports';
import type { PalLoanSchedule } from '../pricing';
import { transition, type LifecycleDeps } from './transition';

/**
 * Funds an application at FINALIZING_APPLICATION: books the accepted offer in the ledger (one
 * loan per application), credits the chosen checking account, moves to APPLICATION_COMPLETED and
 * queues the funded notice, all in one version-checked transaction.
 */
export async function fund(deps: LifecycleDeps & { ledger: FundingLedger }, product: Product, app: ApplicationRecord): Promise<void> {
  if (app.step !== 'FINALIZING_APPLICATION') return;
  const schedule = app.data.selected_loan_schedule as PalLoanSchedule | null | undefined;
  const account = app.data.direct_deposit_account;
  const memberId = app.member_id;
  if (!schedule || !account?.account_id || !memberId) throw new Error('The application has no accepted offer or deposit account');
  const automaticPayments = app.data.is_automatic_payments_enabled === true;
  await deps.db.transaction(async (tx) => {
    const booked = await deps.ledger.book(tx, { applicationId: app.id, memberId, schedule, depositAccountId: account.account_id, automaticPayments, at: deps.now() });
    const first = schedule.payments[0];
    await transition(tx, deps, product, app, 'funded', {
      outcome: { funded: true },
      detail: { loan_id: booked.loanId, amount_financed: schedule.amount_financed, newly_booked: booked.created },
      jobPayload: {
        amount: schedule.amount_financed,
        account: { description: account.description ?? '', lastFour: account.last_four ?? '' },
        ...(first ? { firstPayment: { amount: first.amount, date: first.date } } : {}),
      },
    });
  });
}

/** Funding failed for good (its job gave up): APPLICATION_PROCESSING_ERROR, if still finalizing (nothing booked). */
export async function fundingFailed(deps: LifecycleDeps, product: Product, applicationId: string): Promise<void> {
  const app = await applicationsRepo.get(deps.db, applicationId);
  if (!app || app.step !== 'FINALIZING_APPLICATION') return;
  await transition(deps.db, deps, product, app, 'funding_failed', { outcome: { reasons: ['FUNDING_FAILED'] }, detail: { job: 'fund' } });
}
