import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { StaffRole } from '../../config/staffEnv';

/** One staff account as stored. */
export interface StaffUserRecord {
  id: string;
  email: string;
  display_name: string;
  roles: StaffRole[];
  auth: 'password' | 'oidc';
  password_hash: string | null;
  totp_secret_enc: string | null;
  totp_last_step: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  disabled_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
}

/** A new built-in account (password hash and encrypted TOTP secret already made). */
export interface NewPasswordUser {
  email: string;
  displayName: string;
  roles: StaffRole[];
  passwordHash: string;
  totpSecretEnc: string;
}

/** Lower case, trimmed: the form e-mails are stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The staff_users table: built-in accounts (by e-mail) and single sign-on users (by issuer and subject). */
export const staffUsersRepo = {
  /** Creates a built-in account; false when one with this e-mail exists (nothing changes). */
  async createPassword(q: Queryable, user: NewPasswordUser, at: Date): Promise<string | null> {
    const id = randomUUID();
    const r = await q.query(
      `INSERT INTO staff_users (id, email, display_name, roles, auth, password_hash, totp_secret_enc, created_at)
       VALUES ($1, $2, $3, $4::text[], 'password', $5, $6, $7) ON CONFLICT (email) WHERE auth = 'password' DO NOTHING`,
      [id, normalizeEmail(user.email), user.displayName, user.roles, user.passwordHash, user.totpSecretEnc, at.toISOString()],
    );
    return r.rowCount === 1 ? id : null;
  },

  async get(q: Queryable, id: string): Promise<StaffUserRecord | null> {
    const { rows } = await q.query<StaffUserRecord>('SELECT * FROM staff_users WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  /** The built-in account of an e-mail (any case), or null. */
  async byEmail(q: Queryable, email: string): Promise<StaffUserRecord | null> {
    const { rows } = await q.query<StaffUserRecord>("SELECT * FROM staff_users WHERE email = $1 AND auth = 'password'", [normalizeEmail(email)]);
    return rows[0] ?? null;
  },

  /**
   * Accepts TOTP time step `step` for `id` only when it is later than every step accepted before
   * (one conditional update: two sign-ins with the same code cannot both pass).
   */
  async claimTotpStep(q: Queryable, id: string, step: number): Promise<boolean> {
    const r = await q.query('UPDATE staff_users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)', [id, step]);
    return r.rowCount === 1;
  },

  /**
   * Creates or updates the single sign-on user of (issuer, subject), the identity, with the roles
   * of this sign-in. Its `email` is the provider's verified e-mail, unless that is a built-in
   * account's (an SSO identity never takes or shadows one) or there is none: then
   * `sso:<subject>`, which no sign-in by e-mail can match.
   */
  async upsertOidc(q: Queryable, input: { issuer: string; subject: string; email: string | null; displayName: string; roles: StaffRole[] }, at: Date): Promise<StaffUserRecord & { emailRefused: boolean }> {
    const builtIn = input.email ? await staffUsersRepo.byEmail(q, input.email) : null;
    const email = input.email && !builtIn ? normalizeEmail(input.email) : `sso:${input.subject}`.slice(0, 254);
    const { rows } = await q.query<StaffUserRecord>(
      `INSERT INTO staff_users (id, email, display_name, roles, auth, oidc_issuer, oidc_subject, created_at)
       VALUES ($1, $2, $3, $4::text[], 'oidc', $5, $6, $7)
       ON CONFLICT (oidc_issuer, oidc_subject) WHERE auth = 'oidc'
       DO UPDATE SET email = EXCLUDED.email, display_name = EXCLUDED.display_name, roles = EXCLUDED.roles
       RETURNING *`,
      [randomUUID(), email, input.displayName, input.roles, input.issuer, input.subject, at.toISOString()],
    );
    return { ...rows[0], emailRefused: builtIn !== null };
  },

  /** The single sign-on user of (issuer, subject), the identity, or null. */
  async byOidc(q: Queryable, issuer: string, subject: string): Promise<StaffUserRecord | null> {
    const { rows } = await q.query<StaffUserRecord>("SELECT * FROM staff_users WHERE auth = 'oidc' AND oidc_issuer = $1 AND oidc_subject = $2", [issuer, subject]);
    return rows[0] ?? null;
  },

  async markSignIn(q: Queryable, id: string, at: Date): Promise<void> {
    await q.query('UPDATE staff_users SET last_sign_in_at = $2 WHERE id = $1', [id, at.toISOString()]);
  },

  /** Every account, by e-mail. */
  async list(q: Queryable): Promise<StaffUserRecord[]> {
    const { rows } = await q.query<StaffUserRecord>('SELECT * FROM staff_users ORDER BY email, created_at');
    return rows;
  },

  /** Enabled accounts holding one of `roles`, by name. */
  async withRoles(q: Queryable, roles: readonly StaffRole[]): Promise<StaffUserRecord[]> {
    const { rows } = await q.query<StaffUserRecord>('SELECT * FROM staff_users WHERE disabled_at IS NULL AND roles && $1::text[] ORDER BY display_name, email', [[...roles]]);
    return rows;
  },

  /**
   * Ids of the enabled admins, their rows locked to the end of the transaction `q` (in id order,
   * so two such transactions never deadlock): a change that could leave no enabled admin is
   * decided on what the others have committed.
   */
  async lockEnabledAdmins(q: Queryable): Promise<string[]> {
    const { rows } = await q.query<{ id: string }>("SELECT id FROM staff_users WHERE disabled_at IS NULL AND 'admin' = ANY(roles) ORDER BY id FOR UPDATE");
    return rows.map((r) => r.id);
  },

  async setRoles(q: Queryable, id: string, roles: StaffRole[]): Promise<void> {
    await q.query('UPDATE staff_users SET roles = $2::text[] WHERE id = $1', [id, roles]);
  },

  async setDisabled(q: Queryable, id: string, disabled: boolean, at: Date): Promise<void> {
    await q.query('UPDATE staff_users SET disabled_at = $2 WHERE id = $1', [id, disabled ? at.toISOString() : null]);
  },
};
