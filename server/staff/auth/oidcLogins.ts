import { pendingOidcLoginStore, type PendingOidcChecks } from '../../repos/pendingOidcLogins';

/** A pending single sign-on: what the callback must check, and where to go after. */
export interface PendingOidcLogin extends PendingOidcChecks {
  return_to: string;
}

/** Seconds a started sign-on may take at the identity provider. */
export const OIDC_LOGIN_SECONDS = 600;

/**
 * Pending OpenID Connect sign-ins, kept server-side: state, nonce and PKCE verifier under the
 * SHA-256 of a random id that only the browser's `staff_oidc` cookie holds. Each is used once.
 */
export const oidcLoginsRepo = pendingOidcLoginStore<PendingOidcLogin>('staff_oidc_logins', ['state', 'nonce', 'code_verifier', 'return_to'], OIDC_LOGIN_SECONDS);
