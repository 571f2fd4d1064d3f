import { lazy, useState } from 'react';
import type { FlowStep, FormStepConfig } from '../core/flow/types';
import { getScreen } from '../screens/registry';
import { loadStepHost, preloadFormStep } from './preloadStep';

/** The step runtime (RJSF + precompiled validators), loaded only when a form step opens. */
const StepHost = lazy(loadStepHost);

function hasForm(step: FlowStep): step is FlowStep & { form: FormStepConfig } {
  return step.form !== undefined;
}

/** A form step's page: asks for its runtime and form files together, then renders StepHost. */
function FormStep({ step }: { step: FlowStep & { form: FormStepConfig } }) {
  // Once, on the first render: the form's files are fetched while StepHost's chunk loads
  // (the promises are cached, so StepHost finds them).
  useState(() => void preloadFormStep(step.form).catch(() => undefined));
  return <StepHost step={step} />;
}

/**
 * The page of a flow step: StepHost for a form, else its registered screen (the router's routes
 * and the preview's cells both render steps with this). An unknown screen name throws an error
 * naming the step and the name.
 */
export function stepElement(step: FlowStep) {
  if (hasForm(step)) return <FormStep key={step.step} step={step} />;
  if (!step.screen) throw new Error(`Step ${step.step} has neither a form nor a screen`);
  const Screen = getScreen(step.screen, `step ${step.step}`);
  return <Screen key={step.step} step={step} options={step.options} />;
}
