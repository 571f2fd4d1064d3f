import type { Db, Queryable } from '../db/db';
import { randomToken, sha256 } from '../crypto/secrets';

/** A live session. */
export interface SessionRecord {
  id_hash: string;
  application_id: string;
  expires_at: Date;
}

/** Seconds within which a second call does not slide the session again. */
export const SLIDE_GRANULARITY_SECONDS = 5;

const iso = (d: Date) => d.toISOString();

/**
 * Server sessions: random 32-byte ids stored only as SHA-256, an idle expiry that slides, and a
 * hard end (`not_after`: the absolute lifetime, brought forward when the application ends) that
 * sliding never passes.
 */
export const sessionsRepo = {
  /**
   * Starts a session for an application, revoking every other session of that application (a
   * new verification replaces them); answers the raw id for the cookie. The application row is
   * locked meanwhile, so two verifications at once leave one live session.
   */
  async startOnly(db: Db, applicationId: string, now: Date, ttlSeconds: number, notAfter: Date): Promise<string> {
    const id = randomToken(32);
    const expires = new Date(Math.min(now.getTime() + ttlSeconds * 1000, notAfter.getTime()));
    await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM applications WHERE id = $1 FOR UPDATE', [applicationId]);
      await tx.query('UPDATE sessions SET revoked_at = $2 WHERE application_id = $1 AND revoked_at IS NULL', [applicationId, iso(now)]);
      await tx.query(
        'INSERT INTO sessions (id_hash, application_id, created_at, expires_at, last_seen_at, not_after) VALUES ($1, $2, $3, $4, $3, $5)',
        [sha256(id), applicationId, iso(now), iso(expires), iso(notAfter)],
      );
    });
    return id;
  },

  /** Brings the hard end of every live session of an application forward to `notAfter` (never later). */
  async capForApplication(q: Queryable, applicationId: string, notAfter: Date): Promise<void> {
    await q.query(
      `UPDATE sessions SET not_after = LEAST(COALESCE(not_after, $2), $2), expires_at = LEAST(expires_at, $2)
       WHERE application_id = $1 AND revoked_at IS NULL`,
      [applicationId, iso(notAfter)],
    );
  },

  /**
   * Slides a live session; null when unknown, revoked, idle too long or past its hard end. A
   * session seen in the last `SLIDE_GRANULARITY_SECONDS` is only read, so polling costs one
   * SELECT and no write.
   */
  async touch(q: Queryable, id: string, now: Date, ttlSeconds: number): Promise<SessionRecord | null> {
    const idHash = sha256(id);
    const { rows } = await q.query<SessionRecord & { last_seen_at: Date }>(
      `SELECT id_hash, application_id, expires_at, last_seen_at FROM sessions
       WHERE id_hash = $1 AND revoked_at IS NULL AND expires_at > $2 AND (not_after IS NULL OR not_after > $2)`,
      [idHash, iso(now)],
    );
    const live = rows[0];
    if (!live) return null;
    if (now.getTime() - new Date(live.last_seen_at).getTime() < SLIDE_GRANULARITY_SECONDS * 1000) {
      return { id_hash: live.id_hash, application_id: live.application_id, expires_at: new Date(live.expires_at) };
    }
    const slid = await q.query<SessionRecord>(
      `UPDATE sessions SET expires_at = LEAST($3::timestamptz, COALESCE(not_after, $3::timestamptz)), last_seen_at = $2
       WHERE id_hash = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id_hash, application_id, expires_at`,
      [idHash, iso(now), iso(new Date(now.getTime() + ttlSeconds * 1000))],
    );
    const row = slid.rows[0];
    return row ? { ...row, expires_at: new Date(row.expires_at) } : null;
  },
};
