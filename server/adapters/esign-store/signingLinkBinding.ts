import type { Queryable } from '../../db/db';

/**
 * Signing links bound to the applicant's session: `POST application/sign` records the hash of
 * the session that asked for the link; the signing page and its calls work only with that
 * session's cookie (`esign_signing_sessions.session_hash`).
 */
export const signingLinkBinding = {
  async bind(q: Queryable, tokenHash: string, sessionHash: string): Promise<void> {
    await q.query('UPDATE esign_signing_sessions SET session_hash = $2 WHERE token_hash = $1', [tokenHash, sessionHash]);
  },
  /** The session hash a link is bound to; null for an unknown or unbound link. */
  async sessionOf(q: Queryable, tokenHash: string): Promise<string | null> {
    const { rows } = await q.query<{ session_hash: string | null }>('SELECT session_hash FROM esign_signing_sessions WHERE token_hash = $1', [tokenHash]);
    return rows[0]?.session_hash ?? null;
  },
};
