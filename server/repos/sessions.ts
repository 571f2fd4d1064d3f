import type { Queryable } from '../db/db';
import { randomToken, sha256 } from '../crypto/secrets';

/** A live session. */
export interface SessionRecord {
  id_hash: string;
  application_id: string;
  expires_at: Date;
}

/** Seconds within which a second call does not slide the session again. */
export const SLIDE_GRANULARITY_SECONDS = 5;

/** Server sessions: random 32-byte ids stored only as SHA-256, idle expiry that slides. */
export const sessionsRepo = {
  /** Starts a session; answers the raw id for the cookie. */
  async start(q: Queryable, applicationId: string, now: Date, ttlSeconds: number): Promise<string> {
    const id = randomToken(32);
    await q.query(
      'INSERT INTO sessions (id_hash, application_id, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)',
      [sha256(id), applicationId, now.toISOString(), new Date(now.getTime() + ttlSeconds * 1000).toISOString()],
    );
    return id;
  },

  /**
   * Slides a live session; null when unknown, revoked or expired. A session seen in the last
   * `SLIDE_GRANULARITY_SECONDS` is only read, so polling costs one SELECT and no write.
   */
  async touch(q: Queryable, id: string, now: Date, ttlSeconds: number): Promise<SessionRecord | null> {
    const idHash = sha256(id);
    const { rows } = await q.query<SessionRecord & { last_seen_at: Date }>(
      `SELECT id_hash, application_id, expires_at, last_seen_at FROM sessions
       WHERE id_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [idHash, now.toISOString()],
    );
    const live = rows[0];
    if (!live) return null;
    if (now.getTime() - new Date(live.last_seen_at).getTime() < SLIDE_GRANULARITY_SECONDS * 1000) {
      return { id_hash: live.id_hash, application_id: live.application_id, expires_at: new Date(live.expires_at) };
    }
    const slid = await q.query<SessionRecord>(
      `UPDATE sessions SET expires_at = $3, last_seen_at = $2
       WHERE id_hash = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id_hash, application_id, expires_at`,
      [idHash, now.toISOString(), new Date(now.getTime() + ttlSeconds * 1000).toISOString()],
    );
    const row = slid.rows[0];
    return row ? { ...row, expires_at: new Date(row.expires_at) } : null;
  },
};
