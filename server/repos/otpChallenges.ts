import type { Db, Queryable } from '../db/db';

/** First key of the per-phone advisory lock (the second is hashtext(phone_hash)). */
const PHONE_LOCK_CLASS = 7321002;

/** A stored one-time-code challenge (token and code only as hashes). */
export interface OtpChallenge {
  token_hash: string;
  product: string;
  code_hash: string;
  phone_hash: string;
  phone_last_four: string;
  applicant_enc: string;
  attempts: number;
  resends: number;
  created_at: Date;
  expires_at: Date;
  last_sent_at: Date;
  consumed_at: Date | null;
  /** The language the member chose on the page when the code was (last) sent; null when the calls named none. */
  language: 'en' | 'es' | null;
}

/** New challenge fields. */
export type NewOtpChallenge = Omit<OtpChallenge, 'attempts' | 'resends' | 'consumed_at'> & { client_ip: string };

/** The otp_challenges table. */
export const otpRepo = {
  async create(q: Queryable, c: NewOtpChallenge): Promise<void> {
    await q.query(
      `INSERT INTO otp_challenges (token_hash, product, code_hash, phone_hash, phone_last_four, applicant_enc, created_at, expires_at, last_sent_at, client_ip, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [c.token_hash, c.product, c.code_hash, c.phone_hash, c.phone_last_four, c.applicant_enc, c.created_at.toISOString(), c.expires_at.toISOString(), c.last_sent_at.toISOString(), c.client_ip, c.language],
    );
  },
  /**
   * Creates the challenge unless the phone already has `cap` challenges created after `since`;
   * false then. Count and insert run in one transaction holding a per-phone advisory lock, so
   * parallel applies for one phone cannot pass the cap (on PostgreSQL and PGlite alike).
   */
  async createWithinCap(db: Db, c: NewOtpChallenge, since: Date, cap: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PHONE_LOCK_CLASS, c.phone_hash]);
      if ((await otpRepo.countSince(tx, c.phone_hash, since)) >= cap) return false;
      await otpRepo.create(tx, c);
      return true;
    });
  },
  /** Deletes a challenge (its code could not be sent, so it does not count against the phone). */
  async remove(q: Queryable, tokenHash: string): Promise<void> {
    await q.query('DELETE FROM otp_challenges WHERE token_hash = $1', [tokenHash]);
  },
  async get(q: Queryable, tokenHash: string, product: string): Promise<OtpChallenge | null> {
    const { rows } = await q.query<OtpChallenge>('SELECT * FROM otp_challenges WHERE token_hash = $1 AND product = $2', [tokenHash, product]);
    return rows[0] ?? null;
  },
  async countSince(q: Queryable, phoneHash: string, since: Date): Promise<number> {
    const { rows } = await q.query<{ n: number | string }>('SELECT count(*) AS n FROM otp_challenges WHERE phone_hash = $1 AND created_at > $2', [phoneHash, since.toISOString()]);
    return Number(rows[0]?.n ?? 0);
  },
  /**
   * Reserves one try before the code is compared, atomically: `attempts + 1` only while the
   * challenge is unused, unexpired and under `max` tries. Answers the new count and the code hash
   * to compare with, or null when no try is left (or the challenge is used or expired). However
   * many requests run at once, at most `max` comparisons happen for one challenge.
   */
  async reserveTry(q: Queryable, tokenHash: string, max: number, now: Date): Promise<{ attempts: number; code_hash: string } | null> {
    const { rows } = await q.query<{ attempts: number; code_hash: string }>(
      `UPDATE otp_challenges SET attempts = attempts + 1
       WHERE token_hash = $1 AND attempts < $2 AND consumed_at IS NULL AND expires_at > $3
       RETURNING attempts, code_hash`,
      [tokenHash, max, now.toISOString()],
    );
    return rows[0] ?? null;
  },
  /** Gives back a reserved try whose code was right but that could not finish (e.g. the member directory was down). */
  async releaseTry(q: Queryable, tokenHash: string): Promise<void> {
    await q.query('UPDATE otp_challenges SET attempts = attempts - 1 WHERE token_hash = $1 AND attempts > 0 AND consumed_at IS NULL', [tokenHash]);
  },
  /**
   * Marks the challenge used and gives back the try reserved by the right code (it is not a
   * failure); false when another request used it first.
   */
  async consume(q: Queryable, tokenHash: string, at: Date): Promise<boolean> {
    const r = await q.query(
      'UPDATE otp_challenges SET consumed_at = $2, attempts = GREATEST(attempts - 1, 0) WHERE token_hash = $1 AND consumed_at IS NULL',
      [tokenHash, at.toISOString()],
    );
    return r.rowCount === 1;
  },
  /** A resent code: its hash and times; `language`, when the resend named one, replaces the one kept. */
  async replaceCode(q: Queryable, tokenHash: string, codeHash: string, at: Date, expiresAt: Date, language: 'en' | 'es' | null = null): Promise<void> {
    await q.query(
      'UPDATE otp_challenges SET code_hash = $2, last_sent_at = $3, expires_at = $4, resends = resends + 1, language = COALESCE($5, language) WHERE token_hash = $1',
      [tokenHash, codeHash, at.toISOString(), expiresAt.toISOString(), language],
    );
  },
};
