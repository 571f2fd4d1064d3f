import type { Queryable } from '../db/db';
import { randomToken, sha256 } from '../crypto/secrets';

/** A pending launch by OpenID Connect: what the callback must check, and the product launched. */
export interface PendingLaunchLogin {
  product: string;
  state: string;
  nonce: string;
  code_verifier: string;
}

/** Seconds a started launch sign-in may take at the platform. */
export const LAUNCH_OIDC_LOGIN_SECONDS = 600;

/**
 * Pending launch sign-ins (migration 021), kept server-side under the SHA-256 of a random id
 * that only the browser's `launch_oidc` cookie holds; each is taken once.
 */
export const launchOidcLoginsRepo = {
  /** Stores a pending sign-in; answers the raw id for the cookie. */
  async start(q: Queryable, login: PendingLaunchLogin, now: Date): Promise<string> {
    const id = randomToken(32);
    await q.query(
      `INSERT INTO launch_oidc_logins (id_hash, product, state, nonce, code_verifier, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [sha256(id), login.product, login.state, login.nonce, login.code_verifier, now.toISOString(), new Date(now.getTime() + LAUNCH_OIDC_LOGIN_SECONDS * 1000).toISOString()],
    );
    return id;
  },

  /** Takes the pending sign-in of a cookie once (null when unknown, used or expired). */
  async consume(q: Queryable, id: string, now: Date): Promise<PendingLaunchLogin | null> {
    const { rows } = await q.query<PendingLaunchLogin>(
      `UPDATE launch_oidc_logins SET used_at = $2 WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING product, state, nonce, code_verifier`,
      [sha256(id), now.toISOString()],
    );
    return rows[0] ?? null;
  },
};
