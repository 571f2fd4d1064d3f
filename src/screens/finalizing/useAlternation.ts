import { useEffect, useState } from 'react';

/** Rotation period of the finalizing messages (SPEC section 9). */
export const ROTATION_MS = 6000;
/** Fade between two messages (SPEC section 9). */
export const FADE_MS = 300;

/**
 * Cycles an index through `count` items every `intervalMs`. Each change fades out for
 * `fadeMs` (`visible` false), switches, then fades in; with `reducedMotion` it switches at once.
 */
export function useAlternation(
  count: number,
  { intervalMs = ROTATION_MS, fadeMs = FADE_MS, reducedMotion = false } = {},
): { index: number; visible: boolean } {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (count < 2) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const advance = () => setIndex((i) => (i + 1) % count);
    const timer = setInterval(() => {
      if (reducedMotion) return advance();
      setVisible(false);
      fade = setTimeout(() => {
        advance();
        setVisible(true);
      }, fadeMs);
    }, intervalMs);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
      setVisible(true);
    };
  }, [count, intervalMs, fadeMs, reducedMotion]);
  return { index, visible };
}
