import { applyClearRules, bindApplication, pickPayload, validateFormData } from '../../../src/core/forms/validateForm';
import { isTerminal, type Step } from '../../../src/core/steps';
import { fail } from '../../errors/apiError';
import type { CompiledForm, Product } from '../../flows/product';
import type { ApplicationRecord } from '../../repos/applications';
import { formProgress } from '../application/formProgress';
import { storeForm } from '../application/storeForm';
import { allowedSteps } from '../application/view';
import { transition, type LifecycleDeps } from './transition';

/**
 * Submits the form of `step`: allowed step, clear rules, bound values from the application, the
 * browser's schema and checks, store; the next step is the first unfilled form step, else review.
 */
export async function submitForm(deps: LifecycleDeps, product: Product, application: ApplicationRecord, step: Step, form: CompiledForm, body: Record<string, unknown>): Promise<ApplicationRecord> {
  if (isTerminal(application.step) || !allowedSteps(product, application).includes(step)) throw fail.stepNotAllowed(application.step, step);
  const raw = { ...body };
  for (const bound of Object.keys(form.config.bind ?? {})) delete raw[bound];
  const data = bindApplication(form.config, applyClearRules(form.config, raw), application.data);
  const details = validateFormData(form.config, form.schema, form.validate, data, deps.now());
  if (details.length) throw fail.validation(details);
  const payload = pickPayload(form.config, data);
  const nextData = storeForm(form.config, application.data, payload);
  return transition(deps.db, deps, product, application, 'form_submitted', {
    to: formProgress(product, nextData).step, data: nextData, detail: { form: step, fields: Object.keys(payload) },
  });
}

/**
 * Completes the review: only from USER_REVIEW with every form step filled; moves to
 * PROCESSING_APPLICATION with its 'decide' job in one transaction.
 */
export async function completeReview(deps: LifecycleDeps, product: Product, application: ApplicationRecord): Promise<ApplicationRecord> {
  if (application.step !== 'USER_REVIEW' || formProgress(product, application.data).step !== 'USER_REVIEW') throw fail.stepNotAllowed(application.step, 'USER_REVIEW');
  return transition(deps.db, deps, product, application, 'review_completed');
}

/** Cancels the application (idempotent at APPLICATION_CANCELED; 409 from any other final step). */
export async function cancel(deps: LifecycleDeps, product: Product, application: ApplicationRecord): Promise<ApplicationRecord> {
  if (application.step === 'APPLICATION_CANCELED') return application;
  if (isTerminal(application.step)) throw fail.stepNotAllowed(application.step, 'APPLICATION_CANCELED');
  return transition(deps.db, deps, product, application, 'canceled');
}
