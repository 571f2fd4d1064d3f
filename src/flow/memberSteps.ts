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

/**
 * The uiSchema path (under schemas/) the flow's channel declaration gives `step` for the
 * application's channel (`channels.<channel>.ui`), or undefined: the step's own. (The browser's
 * copy of a flow keeps of each channel only this `ui`: vite.config.ts.)
 */
export function channelUiSchema(flow: FlowDefinition, application: Pick<ApplicationView, 'channel'> | undefined, step: Step): string | undefined {
  const channel = application?.channel;
  return channel ? flow.channels?.[channel]?.ui?.[step] : undefined;
}
