import type { Product } from '../../flows/product';
import { applicationsRepo, type ApplicationRecord } from '../../repos/applications';
import { offerData } from '../application/offers';
import { channelDeclaration } from '../application/channelDeclaration';
import { reapplyOn, type DecisionOutcome } from '../decision';
import type { MemberRecord } from '../member';
import { transition, type LifecycleDeps } from './transition';

/**
 * Stores a decision on an application at PROCESSING_APPLICATION, in one version-checked
 * transaction: priced offers (OFFER_REVIEW), a denial with its adverse action notice job
 * (APPLICATION_DENIED; its outcome keeps `reapply_on`, the day from which a new application can
 * succeed, from `member` and the product's rules), or manual review (stays processing, not polled).
 */
export async function decide(deps: LifecycleDeps, product: Product, app: ApplicationRecord, outcome: DecisionOutcome, today: string, member: MemberRecord | null = null): Promise<ApplicationRecord> {
  switch (outcome.kind) {
    case 'approved': {
      const data = offerData(product.config, app.data, {
        amount: outcome.amount, requestedAmount: outcome.reducedFrom ?? outcome.amount,
        maxMonthlyPayment: outcome.maxMonthlyPayment, militaryCovered: outcome.militaryCovered,
      }, today, channelDeclaration(product, app.channel)?.preselectOffer);
      return transition(deps.db, deps, product, app, 'decided_approved', {
        data, outcome: null, detail: { decision: 'approved', amount: outcome.amount, reduced_from: outcome.reducedFrom ?? null, ...(data.selected_offer_id ? { preselected_offer: data.selected_offer_id } : {}) },
      });
    }
    case 'denied': {
      const reapply_on = reapplyOn({ deniedOn: today, reasons: outcome.reasons, rules: product.config.decision.rules, member });
      return transition(deps.db, deps, product, app, 'decided_denied', {
        outcome: { reasons: outcome.reasons, reapply_on }, detail: { decision: 'denied', reasons: outcome.reasons }, jobPayload: { reasons: outcome.reasons },
      });
    }
    case 'manual_review':
      return transition(deps.db, deps, product, app, 'decided_manual_review', { outcome: { manual_review: true }, detail: { decision: 'manual_review', reasons: outcome.reasons } });
  }
}

/** No decision could be made (its job gave up): APPLICATION_PROCESSING_ERROR, if still processing and not under review. */
export async function decisionFailed(deps: LifecycleDeps, product: Product, applicationId: string, reason: string): Promise<void> {
  const app = await applicationsRepo.get(deps.db, applicationId);
  if (!app || app.step !== 'PROCESSING_APPLICATION' || app.outcome?.manual_review) return;
  await transition(deps.db, deps, product, app, 'decision_failed', { outcome: { reasons: [reason] }, detail: { job: 'decide', reason } });
}
