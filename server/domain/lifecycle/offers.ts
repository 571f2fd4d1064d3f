import { ApiError, fail } from '../../errors/apiError';
import type { Product } from '../../flows/product';
import { applicationsRepo, type ApplicationRecord } from '../../repos/applications';
import { repriceSchedule, withAutomaticPayments } from '../application/offers';
import type { PalLoanSchedule } from '../pricing';
import { transition, type LifecycleDeps } from './transition';

const schedulesOf = (app: ApplicationRecord) => (app.data.loan_schedules ?? []) as PalLoanSchedule[];

/** 409 STEP_NOT_ALLOWED unless the application is at OFFER_REVIEW. */
export function assertOfferReview(app: ApplicationRecord): void {
  if (app.step !== 'OFFER_REVIEW') throw fail.stepNotAllowed(app.step, 'OFFER_REVIEW');
}

/** Selects one of the offered loan schedules (400 when it is not one of them). */
export async function selectOffer(deps: LifecycleDeps, product: Product, app: ApplicationRecord, offerId: string): Promise<ApplicationRecord> {
  assertOfferReview(app);
  const chosen = schedulesOf(app).find((s) => s.offer_id === offerId);
  if (!chosen) throw fail.validation([{ field: 'offer_id', code: 'enum', message: 'is not one of the offers' }]);
  return transition(deps.db, deps, product, app, 'offer_selected', {
    data: { ...app.data, selected_offer_id: chosen.offer_id, selected_loan_schedule: chosen }, detail: { offer_id: chosen.offer_id },
  });
}

/** Turns automatic payments on or off; the offers are repriced with the autopay APR discount. */
export async function setAutomaticPayments(deps: LifecycleDeps, product: Product, app: ApplicationRecord, enabled: boolean): Promise<ApplicationRecord> {
  assertOfferReview(app);
  return transition(deps.db, deps, product, app, 'automatic_payments_set', { data: withAutomaticPayments(product.config, app.data, enabled), detail: { enabled } });
}

/** Accepts the selected offer priced as of today (-> DOCUSIGN); a replay, or a concurrent accept that won, answers the accepted application. */
export async function acceptOffer(deps: LifecycleDeps, product: Product, app: ApplicationRecord): Promise<ApplicationRecord> {
  if (app.step === 'DOCUSIGN') return app;
  assertOfferReview(app);
  const selected = app.data.selected_loan_schedule as PalLoanSchedule | null | undefined;
  if (!selected) throw new ApiError(409, 'OFFER_NOT_SELECTED', 'Select an offer before accepting it.');
  const today = deps.now().toISOString().slice(0, 10);
  const accepted = repriceSchedule(product.config, selected, app.data.is_automatic_payments_enabled === true, today);
  try {
    return await transition(deps.db, deps, product, app, 'offer_accepted', { data: { ...app.data, selected_loan_schedule: accepted }, detail: { offer_id: accepted.offer_id } });
  } catch (error) {
    const now = await applicationsRepo.get(deps.db, app.id);
    if (error instanceof ApiError && error.errorCode === 'CONFLICT' && now?.step === 'DOCUSIGN') return now;
    throw error;
  }
}

/** Declines the offers (-> APPLICATION_CANCELED, outcome {declined: true}). */
export async function declineOffer(deps: LifecycleDeps, product: Product, app: ApplicationRecord): Promise<ApplicationRecord> {
  assertOfferReview(app);
  return transition(deps.db, deps, product, app, 'offer_declined', { outcome: { declined: true } });
}
