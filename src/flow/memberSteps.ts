import type { ApplicationView } from '../core/application';
import { memberFlow } from '../core/flow/memberFlow';
import type { FlowDefinition } from '../core/flow/types';
import { isStep, type Step } from '../core/steps';

/** The form steps the application skips (its channel's prefill filled them; none on the web). */
export function skippedStepsOf(application: Pick<ApplicationView, 'skipped_steps'> | undefined): Step[] {
  return (application?.skipped_steps ?? []).filter(isStep);
}

/**
 * The flow as this application's member goes through it (src/core/flow/memberFlow.ts, the
 * function the server reads too): skipped steps out of the progress count, Back buttons past them.
 */
export function memberFlowOf(flow: FlowDefinition, application: Pick<ApplicationView, 'skipped_steps'> | undefined): FlowDefinition {
  return memberFlow(flow, skippedStepsOf(application));
}
