import { prefersReducedMotion } from '../common/usePrefersReducedMotion';

/**
 * Confetti on the completed screen: canvas-confetti is loaded only here, and nothing runs
 * when the user prefers reduced motion. Failures (no canvas) are ignored.
 */
export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({ particleCount: 120, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true });
  } catch {
    /* decoration only */
  }
}
