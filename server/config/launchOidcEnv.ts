import { OIDC_NAME, parseOidcProviderUrls } from './oidcProviderUrls';
/** The launch by OpenID Connect (docs/online-banking.md): the platform as identity provider. */
export interface LaunchOidcEnv {
  /** LAUNCH_OIDC_ISSUER: the platform's issuer URL (discovery). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claim of the ID token (or userinfo) holding the member number (LAUNCH_OIDC_MEMBER_CLAIM, default `member_number`). */
  memberClaim: string;
  /** Accepted `acr` values (LAUNCH_OIDC_ACR_VALUES, comma-separated): requested, and the ID token's `acr` must be one; empty: not checked. */
  acrValues: string[];
  /** Accepted `amr` methods (LAUNCH_OIDC_AMR_VALUES, comma-separated, RFC 8176): the ID token's `amr` must hold one; empty: not checked. */
  amrValues: string[];
  /** `${PUBLIC_BASE_URL}/launch/oidc/callback`. */
  redirectUri: string;
  /** http to a loopback test provider (local mode only). */
  allowInsecureRequests: boolean;
}

const NAMES = ['LAUNCH_OIDC_ISSUER', 'LAUNCH_OIDC_CLIENT_ID', 'LAUNCH_OIDC_CLIENT_SECRET'] as const;

/**
 * Parses LAUNCH_OIDC_ISSUER, LAUNCH_OIDC_CLIENT_ID, LAUNCH_OIDC_CLIENT_SECRET (all three or none),
 * LAUNCH_OIDC_MEMBER_CLAIM, LAUNCH_OIDC_ACR_VALUES, LAUNCH_OIDC_AMR_VALUES and PUBLIC_BASE_URL
 * (required with them: the redirect URI), pushing each problem, naming its variable, into `bad`.
 * None: undefined.
 */
export function parseLaunchOidcEnv(raw: Record<string, string | undefined>, production: boolean, bad: string[]): LaunchOidcEnv | undefined {
  const given = NAMES.filter((n) => raw[n]);
  if (!given.length) return undefined;
  for (const n of NAMES) if (!raw[n]) bad.push(`${n} is required when ${given[0]} is set (launch from online banking by OpenID Connect)`);
  if (!raw.PUBLIC_BASE_URL) bad.push('PUBLIC_BASE_URL is required with LAUNCH_OIDC_ISSUER (the redirect URI is PUBLIC_BASE_URL/launch/oidc/callback)');
  const { base, allowInsecureRequests: insecure } = parseOidcProviderUrls(raw, 'LAUNCH_OIDC_ISSUER', production, bad);
  const memberClaim = raw.LAUNCH_OIDC_MEMBER_CLAIM || 'member_number';
  if (!OIDC_NAME.test(memberClaim)) bad.push(`LAUNCH_OIDC_MEMBER_CLAIM must be a claim name (got "${memberClaim}")`);
  const amrValues = commaList(raw.LAUNCH_OIDC_AMR_VALUES);
  for (const v of amrValues) if (!OIDC_NAME.test(v)) bad.push(`LAUNCH_OIDC_AMR_VALUES must list authentication method names, comma-separated (e.g. mfa,otp,hwk; got "${v}")`);
  const acrValues = commaList(raw.LAUNCH_OIDC_ACR_VALUES);
  for (const v of acrValues) if (!OIDC_NAME.test(v)) bad.push(`LAUNCH_OIDC_ACR_VALUES must list acr values (names or URIs without spaces), comma-separated (e.g. urn:example:loa:2; got "${v}")`);
  return {
    issuer: raw.LAUNCH_OIDC_ISSUER ?? '', clientId: raw.LAUNCH_OIDC_CLIENT_ID ?? '', clientSecret: raw.LAUNCH_OIDC_CLIENT_SECRET ?? '',
    memberClaim, acrValues, amrValues,
    redirectUri: base ? new URL('/launch/oidc/callback', base).toString() : '', allowInsecureRequests: insecure,
  };
}

/** The trimmed, non-empty items of a comma-separated setting. */
function commaList(text: string | undefined): string[] {
  return (text ?? '').split(',').map((v) => v.trim()).filter(Boolean);
}
