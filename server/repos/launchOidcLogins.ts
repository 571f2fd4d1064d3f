import { pendingOidcLoginStore, type PendingOidcChecks } from './pendingOidcLogins';

/** A pending launch by OpenID Connect: what the callback must check, and the product launched. */
export interface PendingLaunchLogin extends PendingOidcChecks {
  product: string;
}

/** Seconds a started launch sign-in may take at the platform. */
export const LAUNCH_OIDC_LOGIN_SECONDS = 600;

/**
 * Pending launch sign-ins (migration 021), kept server-side under the SHA-256 of a random id
 * that only the browser's `launch_oidc` cookie holds; each is taken once.
 */
export const launchOidcLoginsRepo = pendingOidcLoginStore<PendingLaunchLogin>('launch_oidc_logins', ['product', 'state', 'nonce', 'code_verifier'], LAUNCH_OIDC_LOGIN_SECONDS);
