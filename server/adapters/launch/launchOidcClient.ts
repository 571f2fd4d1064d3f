import type { Configuration } from 'openid-client';
import type { LaunchOidcEnv } from '../../config/launchOidcEnv';
import { discoveryOnce, exchangeCode, startAuthorization, userInfo, type OidcAuthorization, type OidcCallbackChecks, type OidcTokens } from '../oidc/oidcRelyingParty';

/** A launch sign-in the platform did not complete or that fails a check (the reason names which; never a token). */
export class LaunchOidcRefused extends Error {
  override readonly name = 'LaunchOidcRefused';
  constructor(readonly reason: 'code_exchange' | 'member_claim' | 'acr' | 'amr', message: string) {
    super(message);
  }
}

/** Who the platform says signed in. */
export interface LaunchOidcIdentity {
  memberNumber: string;
  /** `en` or `es` when the platform's `locale` claim says so. */
  locale?: 'en' | 'es';
  /** The standard `birthdate` claim, when given. */
  birthdate?: string;
}

/**
 * The relying party of the launch by OpenID Connect (openid-client): discovery once (again after
 * a failure), the authorization URL with state, nonce and PKCE (S256) and the configured
 * `acr_values`, and the code exchange with every check openid-client makes (issuer, audience,
 * signature, nonce, state, PKCE); then the `acr` and `amr` when configured, and the member claim.
 */
export class LaunchOidcClient {
  private readonly configuration: () => Promise<Configuration>;

  constructor(private readonly env: LaunchOidcEnv) {
    this.configuration = discoveryOnce(env);
  }

  /** A fresh state, nonce and PKCE verifier, and the platform's authorization URL for them. */
  async authorization(): Promise<OidcAuthorization> {
    return startAuthorization(await this.configuration(), this.env.redirectUri, 'openid',
      this.env.acrValues.length ? { acr_values: this.env.acrValues.join(' ') } : {});
  }

  /** Exchanges the code of a callback (its query string) and answers the member; throws LaunchOidcRefused. */
  async finish(query: string, checks: OidcCallbackChecks): Promise<LaunchOidcIdentity> {
    const config = await this.configuration();
    let tokens: OidcTokens;
    try {
      tokens = await exchangeCode(config, this.env.redirectUri, query, checks);
    } catch (error) {
      throw new LaunchOidcRefused('code_exchange', `code exchange refused: ${error instanceof Error ? error.message : String(error)}`);
    }
    const claims = tokens.claims();
    if (!claims) throw new LaunchOidcRefused('code_exchange', 'no ID token');
    if (this.env.acrValues.length && !(typeof claims.acr === 'string' && this.env.acrValues.includes(claims.acr))) {
      throw new LaunchOidcRefused('acr', `the sign-in's acr is not one of ${this.env.acrValues.join(', ')}`);
    }
    // amr (RFC 8176): an array of method names; one of them must be configured.
    if (this.env.amrValues.length && !(Array.isArray(claims.amr) && claims.amr.some((m) => typeof m === 'string' && this.env.amrValues.includes(m)))) {
      throw new LaunchOidcRefused('amr', `the sign-in's amr holds none of ${this.env.amrValues.join(', ')}`);
    }
    let profile: Record<string, unknown> = claims;
    if (profile[this.env.memberClaim] === undefined && tokens.access_token) {
      const info = await userInfo(config, tokens.access_token, claims.sub).catch(() => null);
      if (info) profile = { ...info, ...claims };
    }
    const member = profile[this.env.memberClaim];
    if (typeof member !== 'string' || !/^[A-Za-z0-9._-]{1,64}$/.test(member)) throw new LaunchOidcRefused('member_claim', `no member number in claim ${this.env.memberClaim}`);
    const locale = profile.locale === 'es' || profile.locale === 'en' ? profile.locale : undefined;
    const birthdate = typeof profile.birthdate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(profile.birthdate) ? profile.birthdate : undefined;
    return { memberNumber: member, ...(locale ? { locale } : {}), ...(birthdate ? { birthdate } : {}) };
  }
}
