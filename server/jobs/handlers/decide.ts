import { readApplicant } from '../../domain/application/applicantContact';
import { ageOn, CoreBankingError, decide } from '../../domain/decision';
import { decide as recordDecision, decisionFailed } from '../../domain/lifecycle';
import type { JobHandler } from '../types';

/**
 * 'decide': from PROCESSING_APPLICATION (not under manual review) reads the member from the
 * directory and the applicant's age from the encrypted date of birth, decides, and stores the
 * outcome through the lifecycle (domain/lifecycle/decision.ts): priced offers (OFFER_REVIEW), a
 * denial with its adverse action notice job (APPLICATION_DENIED), or manual review (stays
 * processing, not polled). Core banking errors are retried; after the last try the application
 * ends in APPLICATION_PROCESSING_ERROR.
 */
export const decideJob: JobHandler = {
  kind: 'decide',
  async run({ services, application: app, product }) {
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
    await recordDecision(services, product, app, outcome, today, member);
  },
  async giveUp({ services, application, product }, error) {
    await decisionFailed(services, product, application.id, error instanceof CoreBankingError ? 'CORE_BANKING_UNAVAILABLE' : 'DECISION_FAILED');
  },
};
