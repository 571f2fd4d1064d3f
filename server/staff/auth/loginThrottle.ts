import type { Queryable } from '../../db/db';
import { sha256 } from '../../crypto/secrets';
import { normalizeEmail } from './staffUsers';

/** Failed sign-ins allowed per e-mail within one window. */
export const MAX_SIGN_IN_FAILURES = 5;
/** The window, seconds: after the fifth failure the e-mail is locked until it ends. */
export const SIGN_IN_WINDOW_SECONDS = 900;

/** Key of an e-mail's counter: the same for a known or an unknown address. */
function keyOf(email: string): string {
  return sha256(`staff-sign-in:${normalizeEmail(email)}`);
}

/**
 * Lock-out of built-in sign-in per e-mail, counted in the database. A try is reserved (counted
 * as a failure) before the password is checked, by one conditional upsert, so parallel tries
 * and several processes together cannot check more than MAX_SIGN_IN_FAILURES passwords per
 * window; a successful sign-in clears the counter.
 */
export const loginThrottle = {
  /** Reserves a try; answers `locked` (with the seconds until the window ends) when none is left. */
  async reserve(q: Queryable, email: string, now: Date): Promise<{ locked: false } | { locked: true; retryAfterSeconds: number }> {
    const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_SECONDS * 1000).toISOString();
    const { rows } = await q.query<{ failures: number }>(
      `INSERT INTO staff_login_failures AS f (email_hash, failures, window_started_at) VALUES ($1, 1, $2)
       ON CONFLICT (email_hash) DO UPDATE SET
         failures = CASE WHEN f.window_started_at <= $3 THEN 1 ELSE f.failures + 1 END,
         window_started_at = CASE WHEN f.window_started_at <= $3 THEN $2::timestamptz ELSE f.window_started_at END
       WHERE f.window_started_at <= $3 OR f.failures < $4
       RETURNING failures`,
      [keyOf(email), now.toISOString(), windowStart, MAX_SIGN_IN_FAILURES],
    );
    if (rows[0]) return { locked: false };
    const held = await q.query<{ window_started_at: Date }>('SELECT window_started_at FROM staff_login_failures WHERE email_hash = $1', [keyOf(email)]);
    const opensAt = new Date(held.rows[0]?.window_started_at ?? now).getTime() + SIGN_IN_WINDOW_SECONDS * 1000;
    return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000)) };
  },

  /** Clears the counter after a successful sign-in. */
  async clear(q: Queryable, email: string): Promise<void> {
    await q.query('DELETE FROM staff_login_failures WHERE email_hash = $1', [keyOf(email)]);
  },
};
