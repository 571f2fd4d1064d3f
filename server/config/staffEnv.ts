import { OIDC_NAME, parseOidcProviderUrls } from './oidcProviderUrls';
/** The staff roles (server/staff/README.md). */
export const STAFF_ROLES = ['reviewer', 'supervisor', 'auditor', 'admin'] as const;
/** One staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Single sign-on with OpenID Connect, when configured. */
export interface StaffOidcEnv {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claim of the ID token (or userinfo) holding role names. */
  rolesClaim: string;
  /** Identity provider's role name -> our role; empty: the claim holds our role names. */
  roleMap: ReadonlyMap<string, StaffRole>;
  /** `${PUBLIC_BASE_URL}/api/staff/oidc/callback`. */
  redirectUri: string;
  /** True only for a loopback http issuer outside production (a local test provider). */
  allowInsecureRequests: boolean;
}

/** The staff area's settings. */
export interface StaffEnv {
  /** Seconds of inactivity that end a staff session. */
  sessionIdleSeconds: number;
  /** Absolute lifetime of a staff session, seconds. */
  sessionMaxAgeSeconds: number;
  /** OpenID Connect, or null when STAFF_OIDC_ISSUER is unset. */
  oidc: StaffOidcEnv | null;
}

function intVar(raw: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number, bad: string[]): number {
  const text = raw[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) bad.push(`${name} must be an integer from ${min} to ${max} (got "${text}")`);
  return n;
}

function parseRoleMap(text: string | undefined, bad: string[]): Map<string, StaffRole> {
  const map = new Map<string, StaffRole>();
  for (const pair of (text ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [from, to] = pair.split('=').map((s) => s.trim());
    if (!from || !(STAFF_ROLES as readonly string[]).includes(to ?? '')) {
      bad.push(`STAFF_OIDC_ROLE_MAP: "${pair}" must be IdPRoleName=role with role one of ${STAFF_ROLES.join(', ')}`);
      continue;
    }
    map.set(from, to as StaffRole);
  }
  return map;
}

function parseOidc(raw: Record<string, string | undefined>, production: boolean, bad: string[]): StaffOidcEnv | null {
  const names = ['STAFF_OIDC_ISSUER', 'STAFF_OIDC_CLIENT_ID', 'STAFF_OIDC_CLIENT_SECRET'] as const;
  const given = names.filter((n) => raw[n]);
  if (!given.length) {
    for (const extra of ['STAFF_OIDC_ROLES_CLAIM', 'STAFF_OIDC_ROLE_MAP'] as const) if (raw[extra]) bad.push(`${extra} is set but STAFF_OIDC_ISSUER is not: set the issuer, client id and secret, or remove it`);
    return null;
  }
  for (const n of names) if (!raw[n]) bad.push(`${n} is required when ${given[0]} is set (single sign-on for staff)`);
  if (!raw.PUBLIC_BASE_URL) bad.push('PUBLIC_BASE_URL is required with STAFF_OIDC_ISSUER (the redirect URI is PUBLIC_BASE_URL/api/staff/oidc/callback)');
  const { base, allowInsecureRequests: insecure } = parseOidcProviderUrls(raw, 'STAFF_OIDC_ISSUER', production, bad);
  if (production && base && base.protocol !== 'https:') bad.push('PUBLIC_BASE_URL must be https when NODE_ENV=production');
  if (production && raw.STAFF_OIDC_CLIENT_SECRET && raw.STAFF_OIDC_CLIENT_SECRET.length < 16) bad.push('STAFF_OIDC_CLIENT_SECRET looks too short (fewer than 16 characters)');
  const rolesClaim = raw.STAFF_OIDC_ROLES_CLAIM || 'roles';
  if (!OIDC_NAME.test(rolesClaim)) bad.push(`STAFF_OIDC_ROLES_CLAIM must be a claim name (got "${rolesClaim}")`);
  return {
    issuer: raw.STAFF_OIDC_ISSUER ?? '',
    clientId: raw.STAFF_OIDC_CLIENT_ID ?? '',
    clientSecret: raw.STAFF_OIDC_CLIENT_SECRET ?? '',
    rolesClaim,
    roleMap: parseRoleMap(raw.STAFF_OIDC_ROLE_MAP, bad),
    redirectUri: base ? new URL('/api/staff/oidc/callback', base).toString() : '',
    allowInsecureRequests: insecure,
  };
}

/**
 * The staff area's variables: STAFF_SESSION_IDLE_SECONDS (default 900), STAFF_SESSION_MAX_AGE_SECONDS
 * (default 28800) and single sign-on (STAFF_OIDC_*, PUBLIC_BASE_URL). Problems go to `bad`, each
 * naming its variable.
 */
export function parseStaffEnv(raw: Record<string, string | undefined>, production: boolean, bad: string[]): StaffEnv {
  const sessionIdleSeconds = intVar(raw, 'STAFF_SESSION_IDLE_SECONDS', 900, 60, 86_400, bad);
  const sessionMaxAgeSeconds = intVar(raw, 'STAFF_SESSION_MAX_AGE_SECONDS', 28_800, 300, 604_800, bad);
  if (sessionMaxAgeSeconds < sessionIdleSeconds) bad.push('STAFF_SESSION_MAX_AGE_SECONDS must not be shorter than STAFF_SESSION_IDLE_SECONDS');
  return { sessionIdleSeconds, sessionMaxAgeSeconds, oidc: parseOidc(raw, production, bad) };
}
