import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown: `start(n)` begins it, `remaining` ticks down to 0 once a second. */
export function useCooldown(): { remaining: number; start(seconds: number): void } {
  const [remaining, setRemaining] = useState(0);
  const active = remaining > 0;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setRemaining((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [active]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
