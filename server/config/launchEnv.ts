/**
 * The launch from online banking (docs/online-banking.md): the signed launch token's issuer,
 * audience and keys, and the claims read from it.
 */
export interface LaunchEnv {
  /**
   * Where the platform's public keys are: `url` (LAUNCH_JWKS_URL, fetched and cached), or the
   * demo host's own key (local mode with no LAUNCH_* variable: /demo/online-banking signs with it).
   */
  keys: { kind: 'remote'; url: string } | { kind: 'demo' };
  /** The `iss` every launch token must carry (LAUNCH_ISSUER). */
  issuer: string;
  /** The `aud` every launch token must carry: this deployment (LAUNCH_AUDIENCE). */
  audience: string;
  /** The claim holding the member number (LAUNCH_MEMBER_CLAIM, default `member_number`). */
  memberClaim: string;
  /** The claim holding the member's language, `en` or `es` (LAUNCH_LOCALE_CLAIM, default `locale`). */
  localeClaim: string;
}

/** Longest lifetime (exp - iat) of a launch token, seconds. */
export const LAUNCH_MAX_LIFETIME_SECONDS = 120;

/** Issuer and audience of the demo host's tokens (local mode only). */
export const DEMO_LAUNCH = { issuer: 'urn:microloan:demo-online-banking', audience: 'urn:microloan:demo' } as const;

const VARIABLES = ['LAUNCH_JWKS_URL', 'LAUNCH_ISSUER', 'LAUNCH_AUDIENCE'] as const;
const CLAIM_NAME = /^[A-Za-z_][A-Za-z0-9_:.\-/]{0,99}$/;

/**
 * Parses LAUNCH_JWKS_URL, LAUNCH_ISSUER, LAUNCH_AUDIENCE, LAUNCH_MEMBER_CLAIM and
 * LAUNCH_LOCALE_CLAIM, pushing each problem (naming its variable) into `bad`. None of the first
 * three set: no launch in production (undefined; `/launch/...` does not exist), the demo host's
 * key in local mode. One of them set: all three are required (each missing one is named); the
 * JWKS URL must be https in production (plain http only to a loopback address).
 */
export function parseLaunchEnv(raw: Record<string, string | undefined>, production: boolean, bad: string[]): LaunchEnv | undefined {
  const memberClaim = claimName(raw, 'LAUNCH_MEMBER_CLAIM', 'member_number', bad);
  const localeClaim = claimName(raw, 'LAUNCH_LOCALE_CLAIM', 'locale', bad);
  const given = VARIABLES.filter((name) => raw[name]);
  if (!given.length) return production ? undefined : { keys: { kind: 'demo' }, ...DEMO_LAUNCH, memberClaim, localeClaim };
  for (const name of VARIABLES) {
    if (!raw[name]) bad.push(`${name} is required to launch from online banking (set LAUNCH_JWKS_URL, LAUNCH_ISSUER and LAUNCH_AUDIENCE together, or none)`);
  }
  const url = jwksUrl(raw.LAUNCH_JWKS_URL, production, bad);
  if (!url || !raw.LAUNCH_ISSUER || !raw.LAUNCH_AUDIENCE) return undefined;
  return { keys: { kind: 'remote', url }, issuer: raw.LAUNCH_ISSUER, audience: raw.LAUNCH_AUDIENCE, memberClaim, localeClaim };
}

function claimName(raw: Record<string, string | undefined>, name: string, fallback: string, bad: string[]): string {
  const value = raw[name] || fallback;
  if (!CLAIM_NAME.test(value)) bad.push(`${name} must be a claim name (letters, digits, _ : . - /; got "${value}")`);
  return value;
}

function jwksUrl(text: string | undefined, production: boolean, bad: string[]): string | undefined {
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    bad.push(`LAUNCH_JWKS_URL must be an absolute https URL (got "${text}")`);
    return undefined;
  }
  const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(url.hostname);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') bad.push(`LAUNCH_JWKS_URL must be an https URL (got "${url.protocol}")`);
  else if (production && url.protocol === 'http:' && !loopback) bad.push('LAUNCH_JWKS_URL must use https when NODE_ENV=production (plain http only to a loopback address)');
  if (url.username || url.password) bad.push('LAUNCH_JWKS_URL must not carry credentials');
  return text;
}
