import { useState, type ReactNode } from 'react';
import type { FlowStep, FormStepConfig } from '../core/flow/types';
import { getScreen } from '../screens/registry';
import { useFlow } from './FlowContext';
import { preloadFollowing, preloadFormStep, stepHostPage, usePreloadFollowing } from './preloadStep';

/** The step runtime (RJSF + precompiled validators), loaded only when a form step opens (or ahead of it). */
const StepHost = stepHostPage.Component;

function hasForm(step: FlowStep): step is FlowStep & { form: FormStepConfig } {
  return step.form !== undefined;
}

/** A form step's page: asks for its runtime and form files together, then renders StepHost. */
function FormStep({ step }: { step: FlowStep & { form: FormStepConfig } }) {
  // Once, on the first render: the form's files are fetched while StepHost's chunk loads
  // (the promises are cached, so StepHost finds them).
  useState(() => void preloadFormStep(step.form).catch(() => undefined));
  // The apply page (a code challenge follows it) loads what follows once the member is in its form.
  const { flow } = useFlow();
  const first = !!step.form.otpChallenge;
  usePreloadFollowing(step.step, !first);
  return <StepHost step={step} onEnter={first ? () => preloadFollowing(flow, step.step) : undefined} />;
}

/** A screen step's page: the screen, and what follows it loaded once it is up. */
function ScreenStep({ step, children }: { step: FlowStep; children: ReactNode }) {
  usePreloadFollowing(step.step);
  return children;
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
  return (
    <ScreenStep key={step.step} step={step}>
      <Screen step={step} options={step.options} />
    </ScreenStep>
  );
}
