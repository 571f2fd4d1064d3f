import type { Queryable } from '../db/db';

/**
 * The launch tokens already used (migration 021). `consume` inserts the token's (issuer, jti)
 * under its primary key: of any number of processes or parallel requests presenting the same
 * token, exactly one inserts it and is told true; the others are told false (a replay).
 */
export const launchTokensRepo = {
  /** Marks the token used; false when it was used before. */
  async consume(q: Queryable, issuer: string, jti: string, usedAt: Date, expiresAt: Date): Promise<boolean> {
    const { rows } = await q.query<{ jti: string }>(
      'INSERT INTO launch_tokens (issuer, jti, used_at, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT (issuer, jti) DO NOTHING RETURNING jti',
      [issuer, jti, usedAt.toISOString(), expiresAt.toISOString()],
    );
    return rows.length === 1;
  },

  /** True when the token was used. */
  async isUsed(q: Queryable, issuer: string, jti: string): Promise<boolean> {
    const { rows } = await q.query('SELECT 1 FROM launch_tokens WHERE issuer = $1 AND jti = $2', [issuer, jti]);
    return rows.length > 0;
  },
};
