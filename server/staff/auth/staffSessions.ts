import type { Db, Queryable } from '../../db/db';
import { randomToken, sha256 } from '../../crypto/secrets';
import type { StaffRole } from '../../config/staffEnv';

/** Seconds within which a second call does not slide the session again (reads only). */
const SLIDE_GRANULARITY_SECONDS = 5;

/** A live staff session with its account. */
export interface LiveStaffSession {
  idHash: string;
  staffId: string;
  email: string;
  displayName: string;
  roles: StaffRole[];
  authMethod: 'password' | 'oidc';
  csrfToken: string;
  /** The absolute end. */
  notAfter: Date;
}

interface Row {
  id_hash: string;
  staff_id: string;
  email: string;
  display_name: string;
  roles: StaffRole[];
  auth_method: 'password' | 'oidc';
  csrf_token: string;
  not_after: Date;
  last_seen_at: Date;
}

const iso = (d: Date) => d.toISOString();

/**
 * Staff sessions: random 32-byte ids stored only as SHA-256, an idle expiry that slides and an
 * absolute end it never passes; a disabled account's sessions stop at once. Apart from the
 * applicants' `sessions` table: neither kind of cookie opens the other.
 */
export const staffSessionsRepo = {
  /** Starts a session; answers the raw id (for the cookie). */
  async start(q: Queryable, input: { staffId: string; authMethod: 'password' | 'oidc'; now: Date; idleSeconds: number; maxAgeSeconds: number; ip: string }): Promise<string> {
    const id = randomToken(32);
    const notAfter = new Date(input.now.getTime() + input.maxAgeSeconds * 1000);
    const expires = new Date(Math.min(input.now.getTime() + input.idleSeconds * 1000, notAfter.getTime()));
    await q.query(
      `INSERT INTO staff_sessions (id_hash, staff_id, auth_method, csrf_token, created_at, last_seen_at, expires_at, not_after, client_ip)
       VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8)`,
      [sha256(id), input.staffId, input.authMethod, randomToken(32), iso(input.now), iso(expires), iso(notAfter), input.ip],
    );
    return id;
  },

  /** The live session of a raw id, slid by `idleSeconds`; null when unknown, revoked, expired or the account is disabled. */
  async touch(q: Queryable, id: string, now: Date, idleSeconds: number): Promise<LiveStaffSession | null> {
    const idHash = sha256(id);
    const { rows } = await q.query<Row>(
      `SELECT s.id_hash, s.staff_id, s.auth_method, s.csrf_token, s.not_after, s.last_seen_at, u.email, u.display_name, u.roles
       FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id
       WHERE s.id_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.not_after > $2 AND u.disabled_at IS NULL`,
      [idHash, iso(now)],
    );
    const row = rows[0];
    if (!row) return null;
    if (now.getTime() - new Date(row.last_seen_at).getTime() >= SLIDE_GRANULARITY_SECONDS * 1000) {
      const slid = await q.query(
        `UPDATE staff_sessions SET expires_at = LEAST($3::timestamptz, not_after), last_seen_at = $2
         WHERE id_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [idHash, iso(now), iso(new Date(now.getTime() + idleSeconds * 1000))],
      );
      if (slid.rowCount !== 1) return null;
    }
    return {
      idHash, staffId: row.staff_id, email: row.email, displayName: row.display_name, roles: row.roles,
      authMethod: row.auth_method, csrfToken: row.csrf_token, notAfter: new Date(row.not_after),
    };
  },

  async revoke(q: Queryable, idHash: string, now: Date): Promise<void> {
    await q.query('UPDATE staff_sessions SET revoked_at = $2 WHERE id_hash = $1 AND revoked_at IS NULL', [idHash, iso(now)]);
  },

  /** Ends every session of an account (disabled, roles changed, signed in again); answers how many were live. */
  async revokeForStaff(q: Queryable, staffId: string, now: Date): Promise<number> {
    const r = await q.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [staffId, iso(now)]);
    return r.rowCount ?? 0;
  },

  /**
   * A sign-in: revokes the account's earlier sessions and starts a new one, in one transaction
   * holding the account's row, so that of sign-ins at the same moment (two browsers, two server
   * processes) exactly the last to commit stays live. Answers the raw id and how many sessions
   * it ended.
   */
  async startReplacing(db: Db, input: { staffId: string; authMethod: 'password' | 'oidc'; now: Date; idleSeconds: number; maxAgeSeconds: number; ip: string }): Promise<{ id: string; revoked: number }> {
    return db.transaction(async (tx) => {
      await tx.query('SELECT id FROM staff_users WHERE id = $1 FOR UPDATE', [input.staffId]);
      const revoked = await staffSessionsRepo.revokeForStaff(tx, input.staffId, input.now);
      const id = await staffSessionsRepo.start(tx, input);
      return { id, revoked };
    });
  },
};
