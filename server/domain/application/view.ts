import type { ApplicationView } from '../../../src/core/application';
import { POLLING_STEPS } from '../../../src/core/steps';
import type { Product } from '../../flows/product';
import type { ApplicationRecord } from '../../repos/applications';
import { formProgress, isFormPhase } from './formProgress';

/** Steps the applicant may open now. */
export function allowedSteps(product: Product, app: ApplicationRecord): ApplicationView['allowed_steps'] {
  return isFormPhase(product, app.step) ? formProgress(product, app.data).allowed : [app.step];
}

/** The ApplicationView answered by the API (SPEC section 3). */
export function toView(product: Product, app: ApplicationRecord, expiresInSeconds: number): ApplicationView {
  const view: ApplicationView = {
    ...app.data,
    application_id: app.id,
    reference: app.reference,
    step: app.step,
    allowed_steps: allowedSteps(product, app),
    expires_in_seconds: Math.max(0, Math.round(expiresInSeconds)),
    // Under manual review the browser stops polling: a person decides later and the applicant is notified.
    is_polling_step: POLLING_STEPS.includes(app.step) && app.outcome?.manual_review !== true,
  };
  if (app.outcome) view.outcome = app.outcome;
  if (app.channel !== 'web') view.channel = app.channel;
  return view;
}
