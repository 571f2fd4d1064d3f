import { isTerminal, type Step } from '../../../src/core/steps';

/** Seconds a session still works after its application was canceled (cancel, declined offer or signature): replays and a reload of the answer. */
export const CANCELED_SESSION_SECONDS = 60;

/** Seconds a session still works after its application reached another final step (the final screen, the signed agreement's download). */
export const FINISHED_SESSION_SECONDS = 600;

/** How long sessions of an application at `step` may still live; null while the application is open. */
export function terminalSessionSeconds(step: Step): number | null {
  if (!isTerminal(step)) return null;
  return step === 'APPLICATION_CANCELED' ? CANCELED_SESSION_SECONDS : FINISHED_SESSION_SECONDS;
}

/**
 * The hard end of a session started at `now` for an application at `step`: the absolute
 * lifetime (`maxAgeSeconds`), or sooner when the application is already final.
 */
export function sessionDeadline(now: Date, maxAgeSeconds: number, step: Step): Date {
  const terminal = terminalSessionSeconds(step);
  return new Date(now.getTime() + Math.min(maxAgeSeconds, terminal ?? Infinity) * 1000);
}
