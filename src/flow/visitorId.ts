/** Time after which the fingerprint gives up (ms). */
export const VISITOR_ID_TIMEOUT_MS = 4000;

let pending: Promise<string> | undefined;

/**
 * The browser fingerprint (FingerprintJS, loaded lazily), computed once per page and sent as
 * `visitorId` with apply and as `visitor_id` with the code verification; 'unknown' when it fails
 * or takes longer than VISITOR_ID_TIMEOUT_MS. The server uses it as a risk signal only
 * (README: the visitor id).
 */
export function getVisitorId(): Promise<string> {
  return (pending ??= Promise.race([
    import('@fingerprintjs/fingerprintjs')
      .then((fp) => fp.load())
      .then((agent) => agent.get())
      .then((result) => result.visitorId || 'unknown', () => 'unknown'),
    new Promise<string>((resolve) => setTimeout(resolve, VISITOR_ID_TIMEOUT_MS, 'unknown')),
  ]));
}
