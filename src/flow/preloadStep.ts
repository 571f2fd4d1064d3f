import { useCallback, useEffect, useRef } from 'react';
import type { FormStepConfig } from '../core/flow/types';
import type { Step } from '../core/steps';
import { ROUTER_TIMINGS } from '../core/routerTimings';
import { useFlow } from './FlowContext';
import { loadFormFiles } from './forms/formFiles';

/** The step runtime (RJSF, widgets, validators): one chunk for every form step. */
export const loadStepHost = () => import('./StepHost');

/**
 * Starts loading, side by side, the step runtime and the files of a form step (schema,
 * uiSchema, precompiled validator), so the form does not wait for one after the other.
 */
export function preloadFormStep(form: FormStepConfig): Promise<unknown> {
  return Promise.all([loadStepHost(), loadFormFiles(form.schema, form.uiSchema)]);
}

/** Handlers for a control that leads to a step. */
export interface PreloadHandlers {
  onPointerEnter(): void;
  onPointerLeave(): void;
  onFocus(): void;
  onBlur(): void;
}

/**
 * Preload on intent (SPEC section 9, router preload delay 50 ms): pointing at or focusing a
 * control that leads to `step` for 50 ms loads that step's code and form files, so the page
 * opens at once on the click. Steps without a form have nothing to preload.
 */
export function usePreloadStep(step: Step): PreloadHandlers {
  const { flow } = useFlow();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const form = flow.steps.find((s) => s.step === step)?.form;
  const start = useCallback(() => {
    if (!form || timer.current !== undefined) return;
    timer.current = setTimeout(() => void preloadFormStep(form).catch(() => undefined), ROUTER_TIMINGS.preloadDelayMs);
  }, [form]);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);
  return { onPointerEnter: start, onPointerLeave: stop, onFocus: start, onBlur: stop };
}
