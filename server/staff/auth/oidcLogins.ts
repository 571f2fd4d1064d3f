import type { Queryable } from '../../db/db';
import { randomToken, sha256 } from '../../crypto/secrets';

/** A pending single sign-on: what the callback must check. */
export interface PendingOidcLogin {
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
}

/** Seconds a started sign-on may take at the identity provider. */
export const OIDC_LOGIN_SECONDS = 600;

/**
 * Pending OpenID Connect sign-ins, kept server-side: state, nonce and PKCE verifier under the
 * SHA-256 of a random id that only the browser's `staff_oidc` cookie holds. Each is used once.
 */
export const oidcLoginsRepo = {
  /** Stores a pending sign-in; answers the raw id for the cookie. */
  async start(q: Queryable, login: PendingOidcLogin, now: Date): Promise<string> {
    const id = randomToken(32);
    await q.query(
      `INSERT INTO staff_oidc_logins (id_hash, state, nonce, code_verifier, return_to, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [sha256(id), login.state, login.nonce, login.code_verifier, login.return_to, now.toISOString(), new Date(now.getTime() + OIDC_LOGIN_SECONDS * 1000).toISOString()],
    );
    return id;
  },

  /** Takes the pending sign-in of a cookie once (null when unknown, used or expired). */
  async consume(q: Queryable, id: string, now: Date): Promise<PendingOidcLogin | null> {
    const { rows } = await q.query<PendingOidcLogin>(
      `UPDATE staff_oidc_logins SET used_at = $2 WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING state, nonce, code_verifier, return_to`,
      [sha256(id), now.toISOString()],
    );
    return rows[0] ?? null;
  },
};
