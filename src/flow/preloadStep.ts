import { useCallback, useEffect, useRef } from 'react';
import type { FlowDefinition, FlowStep, FormStepConfig } from '../core/flow/types';
import type { Step } from '../core/steps';
import { ROUTER_TIMINGS } from '../core/routerTimings';
import { isScreenName, preloadScreen } from '../screens/registry';
import { useFlow } from './FlowContext';
import { loadFormFiles } from './forms/formFiles';
import { applicationGuard, GUARDED_PREFIX } from './guarded';
import { lazyPage } from '../services/lazyPage';
import type { StepHostProps } from './StepHost';

/** The step runtime (RJSF, widgets, validators): one chunk for every form step. */
export const stepHostPage = lazyPage<StepHostProps>(() => import('./StepHost'));

/** Loads the step runtime. */
export const loadStepHost = stepHostPage.preload;

/**
 * Starts loading, side by side, the step runtime and the files of a form step (schema,
 * uiSchema, precompiled validator), so the form does not wait for one after the other.
 */
export function preloadFormStep(form: FormStepConfig): Promise<unknown> {
  return Promise.all([loadStepHost(), loadFormFiles(form.schema, form.uiSchema)]);
}

/**
 * Loads a step's page: a form's runtime and files, or a screen's chunk, and the guard of the
 * /application routes for a step there. Loaded before the answer that leads there arrives, the
 * page shows in the render that follows the answer: nothing suspends (a suspended page would
 * wait for React's reveal throttle, 300 ms).
 */
export function preloadStepPage(step: FlowStep): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  if (step.route.startsWith(GUARDED_PREFIX)) loads.push(applicationGuard.preload());
  if (step.form) loads.push(preloadFormStep(step.form));
  else if (step.screen && isScreenName(step.screen)) loads.push(preloadScreen(step.screen));
  return Promise.all(loads);
}

/** What a step shows: its form, or its screen (several steps may show the same screen). */
const pageOf = (s: FlowStep) => (s.form ? `form ${s.form.schema}` : `screen ${s.screen ?? s.step}`);

/**
 * The steps after `step` whose pages to load ahead: the next two that show a page other than
 * this one's and each other's (where the server's answers lead, but for a detour). A step that
 * shows the same screen again (the processing screen while loading) takes no place, so a wait
 * that the server may skip (finalizing) does not keep the page after it from being loaded.
 */
export function followingPages(flow: FlowDefinition, step: Step): FlowStep[] {
  const index = flow.steps.findIndex((s) => s.step === step);
  const seen = new Set(index >= 0 ? [pageOf(flow.steps[index])] : []);
  const out: FlowStep[] = [];
  for (const next of flow.steps.slice(index + 1)) {
    if (out.length === 2) break;
    if (seen.has(pageOf(next))) continue;
    seen.add(pageOf(next));
    out.push(next);
  }
  return out;
}

/** Loads the pages of the steps that follow `step` (followingPages). */
export function preloadFollowing(flow: FlowDefinition, step: Step): void {
  for (const next of followingPages(flow, step)) void preloadStepPage(next).catch(() => undefined);
}

/**
 * Once a step's page is up, loads the pages of the steps that follow it (preloadFollowing).
 * Not on the page a visit starts on when `now` is false: the apply page loads them once the
 * member moves into its form, keeping its first load to what it shows.
 */
export function usePreloadFollowing(step: Step, now = true): void {
  const { flow } = useFlow();
  useEffect(() => {
    if (!now) return;
    const timer = setTimeout(() => preloadFollowing(flow, step), 0);
    return () => clearTimeout(timer);
  }, [flow, step, now]);
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
