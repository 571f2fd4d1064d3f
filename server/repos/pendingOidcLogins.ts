import type { Queryable } from '../db/db';
import { randomToken, sha256 } from '../crypto/secrets';

/** What every pending OpenID Connect sign-in keeps for its callback's checks. */
export interface PendingOidcChecks {
  state: string;
  nonce: string;
  code_verifier: string;
}

/** The store of one kind of pending sign-in: `start` answers the raw id for the cookie, `consume` takes it once. */
export interface PendingOidcLoginStore<T extends PendingOidcChecks> {
  /** Stores a pending sign-in; answers the raw id for the cookie. */
  start(q: Queryable, login: T, now: Date): Promise<string>;
  /** Takes the pending sign-in of a cookie once (null when unknown, used or expired). */
  consume(q: Queryable, id: string, now: Date): Promise<T | null>;
}

/**
 * A store of pending OpenID Connect sign-ins in `table` (columns `id_hash`, `columns`,
 * `created_at`, `expires_at`, `used_at`), kept under the SHA-256 of a random id that only the
 * browser's cookie holds; each lives `lifeSeconds` and is taken once. `table` and `columns` are
 * constants of the callers, never input.
 */
export function pendingOidcLoginStore<T extends PendingOidcChecks>(table: 'staff_oidc_logins' | 'launch_oidc_logins', columns: ReadonlyArray<keyof T & string>, lifeSeconds: number): PendingOidcLoginStore<T> {
  const names = columns.join(', ');
  const placeholders = columns.map((_, i) => `$${i + 2}`).join(', ');
  const at = columns.length + 2;
  return {
    async start(q, login, now) {
      const id = randomToken(32);
      await q.query(
        `INSERT INTO ${table} (id_hash, ${names}, created_at, expires_at) VALUES ($1, ${placeholders}, $${at}, $${at + 1})`,
        [sha256(id), ...columns.map((c) => login[c]), now.toISOString(), new Date(now.getTime() + lifeSeconds * 1000).toISOString()],
      );
      return id;
    },
    async consume(q, id, now) {
      const { rows } = await q.query<T>(
        `UPDATE ${table} SET used_at = $2 WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING ${names}`,
        [sha256(id), now.toISOString()],
      );
      return rows[0] ?? null;
    },
  };
}
