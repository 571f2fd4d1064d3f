import type { PalLoanSchedule } from '../../domain/pricing';
import { applicationsRepo } from '../../repos/applications';
import type { JobHandler } from '../types';

/**
 * 'fund': from FINALIZING_APPLICATION books the accepted offer in the ledger (one loan per
 * application), credits the chosen checking account, moves to APPLICATION_COMPLETED and queues
 * the funded notice, all in one version-checked transaction. Failures retry with back-off;
 * after the last try the application ends in APPLICATION_PROCESSING_ERROR (nothing booked).
 */
export const fundJob: JobHandler = {
  kind: 'fund',
  async run({ services, application: app }) {
    if (app.step !== 'FINALIZING_APPLICATION') return;
    const schedule = app.data.selected_loan_schedule as PalLoanSchedule | null | undefined;
    const accountId = app.data.direct_deposit_account?.account_id;
    if (!schedule || !accountId || !app.member_id) throw new Error('The application has no accepted offer or deposit account');
    const automaticPayments = app.data.is_automatic_payments_enabled === true;
    await services.db.transaction(async (tx) => {
      const now = services.now();
      const booked = await services.ledger.book(tx, { applicationId: app.id, memberId: app.member_id!, schedule, depositAccountId: accountId, automaticPayments, at: now });
      await applicationsRepo.update(tx, app, now, { step: 'APPLICATION_COMPLETED', outcome: { funded: true } }, {
        type: 'funded', detail: { loan_id: booked.loanId, amount_financed: schedule.amount_financed, newly_booked: booked.created },
      });
      const first = schedule.payments[0];
      await services.queue.enqueue(tx, 'notice-funded', app.id, {
        amount: schedule.amount_financed,
        account: { description: app.data.direct_deposit_account?.description ?? '', lastFour: app.data.direct_deposit_account?.last_four ?? '' },
        ...(first ? { firstPayment: { amount: first.amount, date: first.date } } : {}),
      });
    });
  },
  async giveUp({ services, application }) {
    const app = await applicationsRepo.get(services.db, application.id);
    if (!app || app.step !== 'FINALIZING_APPLICATION') return;
    await applicationsRepo.update(services.db, app, services.now(), { step: 'APPLICATION_PROCESSING_ERROR', outcome: { reasons: ['FUNDING_FAILED'] } }, {
      type: 'processing_error', detail: { job: 'fund' },
    });
  },
};
