import type { Step } from '../steps';
import type { FlowStep } from './types';

/**
 * Where a Back button aimed at `target` goes for a member who skips `skipped` (the application's
 * `skipped_steps`, recorded when its channel's prefill supplied them): `target` itself, else the
 * closest form step listed before it that the member does not skip, else undefined (no Back).
 */
export function backPastSkipped(steps: readonly FlowStep[], target: Step, skipped: readonly Step[]): Step | undefined {
  if (!skipped.includes(target)) return target;
  const at = steps.findIndex((s) => s.step === target);
  return steps.slice(0, Math.max(at, 0)).reverse().find((s) => s.form && !skipped.includes(s.step))?.step;
}

/** The steps a member who skips `skipped` goes through (the progress count, "Step 4 of 4", counts these). */
export function withoutSkipped<S extends { step: Step }>(steps: readonly S[], skipped: readonly Step[]): S[] {
  return skipped.length ? steps.filter((s) => !skipped.includes(s.step)) : [...steps];
}
