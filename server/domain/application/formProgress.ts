import { applicationFormSteps } from '../../../src/core/flow/order';
import { withoutSkipped } from '../../../src/core/flow/skippedSteps';
import type { FlowDefinition, FlowStep } from '../../../src/core/flow/types';
import { readPath } from '../../../src/core/forms/paths';
import { isStep, type Step } from '../../../src/core/steps';
import type { ApplicationData } from '../../repos/applications';
import type { Product } from '../../flows/product';

/** True when every required field of the step's form is stored on the application. */
export function isStepFilled(product: Product, step: FlowStep, data: ApplicationData): boolean {
  const store = step.form?.store ?? {};
  const required = (product.forms.get(step.step)?.schema.required as string[] | undefined) ?? Object.keys(store);
  return required.every((field) => !store[field] || readPath(data, store[field]) !== undefined);
}

/** The form steps this application skips (`skipped_steps`, recorded at creation by its channel's prefill). */
export function skippedSteps(data: ApplicationData): Step[] {
  return (data.skipped_steps ?? []).filter(isStep);
}

/**
 * Where the form phase stands: the first form step whose fields are missing (else USER_REVIEW)
 * and the steps the applicant may open (form steps up to that frontier, review when all filled).
 * A step the application skips (its channel's prefill filled it) is never the frontier nor
 * allowed: the member is never sent to it and cannot post to it.
 */
export function formProgress(product: Product, data: ApplicationData): { step: Step; allowed: Step[] } {
  const flow: FlowDefinition = product.flow;
  const skipped = skippedSteps(data);
  const steps = withoutSkipped(applicationFormSteps(flow), skipped);
  const allowed: Step[] = [];
  for (const s of steps) {
    allowed.push(s.step);
    if (!isStepFilled(product, s, data)) return { step: s.step, allowed };
  }
  const hasReview = flow.steps.some((s) => s.step === 'USER_REVIEW');
  if (!hasReview) return { step: allowed[allowed.length - 1], allowed };
  return { step: 'USER_REVIEW', allowed: [...allowed, 'USER_REVIEW'] };
}

/** True when `step` belongs to the editable form phase (a form step or review). */
export function isFormPhase(product: Product, step: Step): boolean {
  return step === 'USER_REVIEW' || applicationFormSteps(product.flow).some((s) => s.step === step);
}
