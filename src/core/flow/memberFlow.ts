import type { Step } from '../steps';
import type { FlowDefinition, FlowStep } from './types';

/** Where a Back button aimed at `target` goes for a member who skips `skipped`: `target`, else the closest form step listed before it that the member does not skip, else undefined (no Back). */
export function backTarget(steps: readonly FlowStep[], target: Step, skipped: readonly Step[]): Step | undefined {
  if (!skipped.includes(target)) return target;
  const at = steps.findIndex((s) => s.step === target);
  return steps.slice(0, Math.max(at, 0)).reverse().find((s) => s.form && !skipped.includes(s.step))?.step;
}

/**
 * The flow as a member who skips `skipped` (the application's `skipped_steps`, recorded when a
 * channel's prefill supplied them) goes through it: skipped steps leave the progress count
 * ("Step 4 of 4"), and a Back button (`form.back`, a screen's `options.back`) that would open a
 * skipped step opens the closest form step before it (none when there is none). The browser's
 * pages read it; the server's form progress (server/domain/application/formProgress.ts) leaves
 * the same `skipped_steps` out of the steps it sends the member to and accepts. With nothing
 * skipped (the web) it is `flow` itself.
 */
export function memberFlow(flow: FlowDefinition, skipped: readonly Step[]): FlowDefinition {
  if (!skipped.length) return flow;
  const steps = flow.steps.map((s): FlowStep => {
    const next: FlowStep = skipped.includes(s.step) ? { ...s, progress: false } : { ...s };
    if (next.form?.back) {
      const { back, ...form } = next.form;
      const to = backTarget(flow.steps, back, skipped);
      next.form = to ? { ...form, back: to } : form;
    }
    const screenBack = next.options?.back;
    if (typeof screenBack === 'string' && skipped.includes(screenBack as Step)) {
      const { back: _dropped, ...options } = next.options ?? {};
      const to = backTarget(flow.steps, screenBack as Step, skipped);
      next.options = to ? { ...options, back: to } : options;
    }
    return next;
  });
  return { ...flow, steps };
}
