/** Time after which the fingerprint gives up (ms). */
export const VISITOR_ID_TIMEOUT_MS = 4000;

/**
 * The browser fingerprint sent as visitorId (FingerprintJS, loaded lazily); 'unknown' when it
 * fails or takes longer than VISITOR_ID_TIMEOUT_MS.
 */
export async function computeVisitorId(): Promise<string> {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('unknown'), VISITOR_ID_TIMEOUT_MS));
  const compute = (async () => {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load();
    const result = await agent.get();
    return result.visitorId || 'unknown';
  })().catch(() => 'unknown');
  return Promise.race([compute, timeout]);
}

/** Delay after which whenPageIdle waits for an idle moment (ms). */
export const IDLE_AFTER_MS = 1000;

/**
 * Runs `task` once the page has settled: IDLE_AFTER_MS after the call, at the next idle period
 * (or at once where requestIdleCallback is missing). Returns a function that cancels it.
 */
export function whenPageIdle(task: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: 2000 });
    else task();
  }, IDLE_AFTER_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
