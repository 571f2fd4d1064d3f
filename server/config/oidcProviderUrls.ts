/** localhost, 127.0.0.0/8 or ::1 (a URL's hostname, brackets or not). */
function isLoopbackUrlHost(hostname: string): boolean {
  const h = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** The URL in variable `name` when it is an absolute http(s) URL; else pushes the problem into `bad` and answers null. */
/**
 * A name an OpenID Connect setting gives: a claim name, an `amr` method, an `acr` value (which
 * may be a URI, e.g. `urn:mace:incommon:iap:silver`): letters, digits and `_ . : / -`, no spaces
 * (requests join `acr_values` with spaces), at most 200 characters.
 */
export const OIDC_NAME = /^[A-Za-z0-9_.:/-]{1,200}$/;

export function absoluteHttpUrl(name: string, text: string, bad: string[]): URL | null {
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url;
  } catch { /* reported below */ }
  bad.push(`${name} must be an absolute http(s) URL (got "${text}")`);
  return null;
}

/** The issuer and public base URL of an OpenID Connect relying party, parsed. */
export interface OidcProviderUrls {
  /** The issuer URL, or null when unset or not a URL (the problem is in `bad`). */
  issuer: URL | null;
  /** PUBLIC_BASE_URL (the redirect URI's base), or null when unset or not a URL. */
  base: URL | null;
  /** The issuer is plain http to a loopback test provider (allowed outside production only). */
  allowInsecureRequests: boolean;
}

/**
 * Parses the issuer variable `issuerVar` and PUBLIC_BASE_URL of a relying party (staff single
 * sign-on, the launch by OpenID Connect), pushing each problem into `bad`: either must be an
 * absolute http(s) URL, and the issuer https unless it is a loopback test provider outside
 * production.
 */
export function parseOidcProviderUrls(raw: Record<string, string | undefined>, issuerVar: 'STAFF_OIDC_ISSUER' | 'LAUNCH_OIDC_ISSUER', production: boolean, bad: string[]): OidcProviderUrls {
  const issuerText = raw[issuerVar];
  const issuer = issuerText ? absoluteHttpUrl(issuerVar, issuerText, bad) : null;
  const base = raw.PUBLIC_BASE_URL ? absoluteHttpUrl('PUBLIC_BASE_URL', raw.PUBLIC_BASE_URL, bad) : null;
  let allowInsecureRequests = false;
  if (issuer?.protocol === 'http:') {
    if (production || !isLoopbackUrlHost(issuer.hostname)) bad.push(`${issuerVar} must be https (http is accepted only for a loopback test provider outside production)`);
    else allowInsecureRequests = true;
  }
  return { issuer, base, allowInsecureRequests };
}
