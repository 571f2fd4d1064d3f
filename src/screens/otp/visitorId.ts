/** How long the fingerprint may take before the screen gives up and sends a fallback id. */
const FINGERPRINT_TIMEOUT_MS = 1500;

/** Sent when no fingerprint can be computed (blocked script, old browser, test DOM). */
export const UNKNOWN_VISITOR = 'unknown';

let pending: Promise<string> | undefined;

/**
 * The browser visitor fingerprint sent with the OTP verification (`visitor_id`), computed
 * once per page with @fingerprintjs/fingerprintjs (loaded on demand). Never rejects.
 */
export function getVisitorId(): Promise<string> {
  pending ??= Promise.race([
    import('@fingerprintjs/fingerprintjs')
      .then((fp) => fp.load())
      .then((agent) => agent.get())
      .then((result) => result.visitorId || UNKNOWN_VISITOR)
      .catch(() => UNKNOWN_VISITOR),
    new Promise<string>((resolve) => setTimeout(() => resolve(UNKNOWN_VISITOR), FINGERPRINT_TIMEOUT_MS)),
  ]);
  return pending;
}
