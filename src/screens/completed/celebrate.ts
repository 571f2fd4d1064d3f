import { prefersReducedMotion } from '../common/usePrefersReducedMotion';

/**
 * Confetti on the completed screen: canvas-confetti is loaded only here, and nothing runs
 * when the user prefers reduced motion. It draws on the page's own thread: its default
 * worker comes from a blob: URL, which the app's CSP (worker-src from script-src 'self')
 * refuses, and the canvas would stay blank. Failures (no canvas) are ignored.
 */
export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
    await fire({ particleCount: 120, spread: 70, origin: { y: 0.6 } });
  } catch {
    /* decoration only */
  }
}
