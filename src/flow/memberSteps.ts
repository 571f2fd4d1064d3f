import type { ApplicationView } from '../core/application';
import type { FlowDefinition } from '../core/flow/types';
import type { Step } from '../core/steps';

/**
 * The steps of `flow` the application skips: the server's reading of the flow JSON's channel
 * declaration for this member (a launch's prefilled deposit account); none on the web.
 */
export function skippedStepsOf(flow: FlowDefinition, application: Pick<ApplicationView, 'skipped_steps'> | undefined): Step[] {
  const skipped = application?.skipped_steps ?? [];
  return skipped.length ? flow.steps.filter((s) => skipped.includes(s.step)).map((s) => s.step) : [];
}
