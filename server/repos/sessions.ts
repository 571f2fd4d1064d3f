import type { Queryable } from '../db/db';
import { randomToken, sha256 } from '../crypto/secrets';

/** A live session. */
export interface SessionRecord {
  id_hash: string;
  application_id: string;
  expires_at: Date;
}

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

  /** Slides a live session; null when unknown, revoked or expired. */
  async touch(q: Queryable, id: string, now: Date, ttlSeconds: number): Promise<SessionRecord | null> {
    const { rows } = await q.query<SessionRecord>(
      `UPDATE sessions SET expires_at = $3, last_seen_at = $2
       WHERE id_hash = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id_hash, application_id, expires_at`,
      [sha256(id), now.toISOString(), new Date(now.getTime() + ttlSeconds * 1000).toISOString()],
    );
    return rows[0] ?? null;
  },
};
