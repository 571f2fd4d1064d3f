import { readApplicant } from '../../domain/application/applicantContact';
import { offerData } from '../../domain/application/offers';
import { ageOn, CoreBankingError, decide, type DecisionOutcome } from '../../domain/decision';
import { applicationsRepo, type ApplicationChange, type AuditEvent } from '../../repos/applications';
import type { JobContext, JobHandler } from '../types';

/** The application change and audit event of a decision outcome. */
function changeOf(ctx: JobContext, outcome: DecisionOutcome, today: string): { change: ApplicationChange; event: AuditEvent } {
  const { application: app, product } = ctx;
  switch (outcome.kind) {
    case 'approved': {
      const data = offerData(product.config, app.data, {
        amount: outcome.amount, requestedAmount: outcome.reducedFrom ?? outcome.amount,
        maxMonthlyPayment: outcome.maxMonthlyPayment, militaryCovered: outcome.militaryCovered,
      }, today);
      return { change: { step: 'OFFER_REVIEW', data, outcome: null }, event: { type: 'decided', detail: { decision: 'approved', amount: outcome.amount, reduced_from: outcome.reducedFrom ?? null } } };
    }
    case 'denied':
      return { change: { step: 'APPLICATION_DENIED', outcome: { reasons: outcome.reasons } }, event: { type: 'decided', detail: { decision: 'denied', reasons: outcome.reasons } } };
    case 'manual_review':
      return { change: { outcome: { manual_review: true } }, event: { type: 'decided', detail: { decision: 'manual_review', reasons: outcome.reasons } } };
  }
}

/**
 * 'decide': from PROCESSING_APPLICATION (not under manual review) reads the member from the
 * directory and the applicant's age from the encrypted date of birth, decides, and in one
 * version-checked transaction stores the outcome: priced offers (OFFER_REVIEW), a denial with
 * its adverse action notice job (APPLICATION_DENIED), or manual review (stays processing, not
 * polled). Core banking errors are retried; after the last try the application ends in
 * APPLICATION_PROCESSING_ERROR.
 */
export const decideJob: JobHandler = {
  kind: 'decide',
  async run(ctx) {
    const { services, application: app, product } = ctx;
    if (app.step !== 'PROCESSING_APPLICATION' || app.outcome?.manual_review) return;
    if (!app.member_id) throw new Error('The application has no member');
    const member = await services.members.getMember(app.member_id);
    if (!member) throw new Error('The member is not in the directory');
    const { contact } = await readApplicant(services.db, services.secrets, app.id);
    if (!contact) throw new Error('The application has no verified applicant');
    const today = services.now().toISOString().slice(0, 10);
    const outcome = decide({
      member, applicantAge: ageOn(contact.dob, today), config: product.config, today,
      application: { loan_amount: Number(app.data.loan_amount), monthly_housing_expenses: Number(app.data.monthly_housing_expenses) },
    });
    const { change, event } = changeOf(ctx, outcome, today);
    await services.db.transaction(async (tx) => {
      await applicationsRepo.update(tx, app, services.now(), change, event);
      if (outcome.kind === 'denied') await services.queue.enqueue(tx, 'notice-adverse-action', app.id, { reasons: outcome.reasons });
    });
  },
  async giveUp(ctx, error) {
    const { services } = ctx;
    const app = await applicationsRepo.get(services.db, ctx.application.id);
    if (!app || app.step !== 'PROCESSING_APPLICATION' || app.outcome?.manual_review) return;
    const reason = error instanceof CoreBankingError ? 'CORE_BANKING_UNAVAILABLE' : 'DECISION_FAILED';
    await applicationsRepo.update(services.db, app, services.now(), { step: 'APPLICATION_PROCESSING_ERROR', outcome: { reasons: [reason] } }, { type: 'processing_error', detail: { job: 'decide', reason } });
  },
};
