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

