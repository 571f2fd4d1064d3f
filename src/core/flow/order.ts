import type { FlowDefinition, FlowStep } from './types';
import type { Step } from '../steps';

/** The form steps that fill the application (they have `form.store`), in flow order. */
export function applicationFormSteps(flow: FlowDefinition): FlowStep[] {
  return flow.steps.filter((s) => s.form?.store);
}

/** The flow step of `step`; throws an error naming the step and product when there is none. */
export function flowStep(flow: FlowDefinition, step: Step): FlowStep {
  const found = flow.steps.find((s) => s.step === step);
  if (!found) throw new Error(`Flow "${flow.product}" has no step ${step}`);
  return found;
}

/** Route of `step` in the flow. */
export function routeOf(flow: FlowDefinition, step: Step): string {
  return flowStep(flow, step).route;
}

/** Step served at `route`, or undefined. */
export function stepAtRoute(flow: FlowDefinition, route: string): Step | undefined {
  return flow.steps.find((s) => s.route === route)?.step;
}
