import * as client from 'openid-client';

/** What a relying party needs to talk to its OpenID provider (a subset of the staff and launch settings). */
export interface OidcClientSettings {
  /** The provider's issuer URL (discovery). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Our callback URL, registered at the provider. */
  redirectUri: string;
  /** http to a loopback test provider (local mode only). */
  allowInsecureRequests: boolean;
}

/** The state, nonce and PKCE verifier of a started sign-in, and the provider's authorization URL for them. */
export interface OidcAuthorization {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the callback checks: the values stored when the sign-in started. */
export interface OidcCallbackChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The token response of a code exchange (openid-client's). */
export type OidcTokens = Awaited<ReturnType<typeof client.authorizationCodeGrant>>;

/**
 * The provider's configuration by discovery, fetched once and shared; a failed discovery is
 * forgotten so the next call tries again. Client authentication is `client_secret_post`.
 */
export function discoveryOnce(settings: OidcClientSettings): () => Promise<client.Configuration> {
  let config: Promise<client.Configuration> | null = null;
  return () => {
    config ??= client.discovery(new URL(settings.issuer), settings.clientId, undefined, client.ClientSecretPost(settings.clientSecret),
      settings.allowInsecureRequests ? { execute: [client.allowInsecureRequests] } : undefined).catch((error: unknown) => {
      config = null;
      throw error;
    });
    return config;
  };
}

/**
 * A fresh state, nonce and PKCE verifier (S256) and the authorization URL for them, asking for
 * `scope` with any further parameters (e.g. `acr_values`).
 */
export async function startAuthorization(config: client.Configuration, redirectUri: string, scope: string, extra: Record<string, string> = {}): Promise<OidcAuthorization> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri, scope, state, nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
    ...extra,
  });
  return { url, state, nonce, codeVerifier };
}

/**
 * Exchanges the code of a callback (its query string) with every check openid-client makes
 * (issuer, audience, signature, nonce, state, PKCE; an ID token is required). Throws
 * openid-client's error as is: the caller names the refusal.
 */
export function exchangeCode(config: client.Configuration, redirectUri: string, query: string, checks: OidcCallbackChecks): Promise<OidcTokens> {
  const current = new URL(redirectUri);
  current.search = query;
  return client.authorizationCodeGrant(config, current, { expectedState: checks.state, expectedNonce: checks.nonce, pkceCodeVerifier: checks.codeVerifier, idTokenExpected: true });
}

/** The userinfo of an access token (for claims the ID token leaves out). */
export function userInfo(config: client.Configuration, accessToken: string, subject: string): ReturnType<typeof client.fetchUserInfo> {
  return client.fetchUserInfo(config, accessToken, subject);
}
