import type { Configuration } from 'openid-client';
import { discoveryOnce, exchangeCode, startAuthorization, userInfo, type OidcAuthorization, type OidcCallbackChecks, type OidcTokens } from '../../adapters/oidc/oidcRelyingParty';
import type { StaffOidcEnv, StaffRole } from '../../config/staffEnv';
import { STAFF_ROLES } from '../../config/staffEnv';

/**
 * Why a single sign-on ended without a session (the code the sign-in page shows): `LAST_ADMIN`
 * when the provider no longer grants the admin role to the console's last enabled admin.
 */
export class OidcSignInError extends Error {
  constructor(readonly code: 'OIDC_FAILED' | 'NO_STAFF_ROLE' | 'LAST_ADMIN', message: string, readonly staffId: string | null = null) {
    super(message);
    this.name = 'OidcSignInError';
  }
}

/** Who the identity provider says signed in, with our roles. */
export interface OidcIdentity {
  /** The identity is (issuer, subject): the provider's `iss` and `sub`, stable for the person. */
  issuer: string;
  subject: string;
  /** The e-mail, only when the provider says it is verified (`email_verified: true`); else null. */
  email: string | null;
  displayName: string;
  roles: StaffRole[];
}

/** The role names a claim value holds: an array of strings, or one string separated by spaces or commas. */
function roleNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** Our roles for the claim's role names (through STAFF_OIDC_ROLE_MAP when set); unknown names are ignored. */
export function mapRoles(env: StaffOidcEnv, value: unknown): StaffRole[] {
  const roles = new Set<StaffRole>();
  for (const name of roleNames(value)) {
    const mapped = env.roleMap.size ? env.roleMap.get(name) : (STAFF_ROLES as readonly string[]).includes(name) ? (name as StaffRole) : undefined;
    if (mapped) roles.add(mapped);
  }
  return STAFF_ROLES.filter((r) => roles.has(r));
}

/**
 * The relying party of staff single sign-on (openid-client): discovery once (again after a
 * failure), the authorization URL with state, nonce and PKCE (S256), and the code exchange with
 * every check openid-client makes (issuer, audience, signature, nonce, state, PKCE).
 */
export class StaffOidcClient {
  private readonly configuration: () => Promise<Configuration>;

  constructor(private readonly env: StaffOidcEnv) {
    this.configuration = discoveryOnce(env);
  }

  /** A fresh state, nonce and PKCE verifier, and the provider's authorization URL for them. */
  async authorization(): Promise<OidcAuthorization> {
    return startAuthorization(await this.configuration(), this.env.redirectUri, 'openid email profile');
  }

  /** Exchanges the code of a callback (its query string) and answers who signed in; throws OidcSignInError. */
  async finish(query: string, checks: OidcCallbackChecks): Promise<OidcIdentity> {
    const config = await this.configuration();
    let tokens: OidcTokens;
    try {
      tokens = await exchangeCode(config, this.env.redirectUri, query, checks);
    } catch (error) {
      throw new OidcSignInError('OIDC_FAILED', `code exchange refused: ${error instanceof Error ? error.message : String(error)}`);
    }
    const claims = tokens.claims();
    if (!claims) throw new OidcSignInError('OIDC_FAILED', 'no ID token');
    let rolesValue: unknown = claims[this.env.rolesClaim];
    let profile: Record<string, unknown> = claims;
    if (rolesValue === undefined && tokens.access_token) {
      const info = await userInfo(config, tokens.access_token, claims.sub).catch((error: unknown) => {
        throw new OidcSignInError('OIDC_FAILED', `userinfo refused: ${error instanceof Error ? error.message : String(error)}`);
      });
      profile = { ...info, ...claims };
      rolesValue = profile[this.env.rolesClaim];
    }
    const roles = mapRoles(this.env, rolesValue);
    if (!roles.length) throw new OidcSignInError('NO_STAFF_ROLE', `no staff role in claim ${this.env.rolesClaim}`);
    // The e-mail names the person only when the provider vouches for it (OpenID Connect Core 5.1).
    const verified = profile.email_verified === true || profile.email_verified === 'true';
    const email = verified && typeof profile.email === 'string' && profile.email.includes('@') ? profile.email.slice(0, 254) : null;
    const username = typeof profile.preferred_username === 'string' && profile.preferred_username ? profile.preferred_username : claims.sub;
    const displayName = typeof profile.name === 'string' && profile.name ? profile.name : email ?? username;
    return { issuer: claims.iss, subject: claims.sub, email, displayName: displayName.slice(0, 200), roles };
  }
}
