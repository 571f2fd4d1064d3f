import type { FlowDefinition, FlowStep, FormStepConfig, ReviewFormat } from '../../core/flow/types';
import type { Step } from '../../core/steps';

/** One row of the review: a form step's stored answers, its label and the step its Edit link opens. */
export interface ReviewRow {
  /** The form step (its Edit link goes there). */
  step: Step;
  /** i18n key of the label: the form's `review.label`, else its `title`. */
  label: string;
  format: ReviewFormat;
  /** Where the step's answers are kept on the application (its `store` targets, in order). */
  fields: string[];
}

type FormStep = FlowStep & { form: FormStepConfig & { store: Record<string, string> } };

function storesAnswers(step: FlowStep): step is FormStep {
  return !!step.form?.store && Object.keys(step.form.store).length > 0;
}

/**
 * The rows of the review screen, from the flow: every form step that keeps answers on the
 * application (`form.store`), in flow order, listed before `reviewStep` (all of them when the
 * review step is not given or not in the flow). A form step a product owner adds to the flow
 * appears here with no code.
 */
export function reviewRows(flow: FlowDefinition, reviewStep?: Step): ReviewRow[] {
  const at = reviewStep ? flow.steps.findIndex((s) => s.step === reviewStep) : -1;
  const before = at >= 0 ? flow.steps.slice(0, at) : flow.steps;
  return before.filter(storesAnswers).map((s) => ({
    step: s.step,
    label: s.form.review?.label ?? s.form.title,
    format: s.form.review?.format ?? 'text',
    fields: Object.values(s.form.store),
  }));
}
