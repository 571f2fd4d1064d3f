import type { Queryable } from '../../db/db';
import { erasePersonalData } from './erase';

/** How long each kind of data is kept (configuration: RETENTION_* variables). */
export interface RetentionPolicy {
  /** Months after its last change that an application which never became a loan keeps its personal data (ECOA: 25). */
  applicationMonths: number;
  /** Days after expiry that one-time-code challenges (which hold the encrypted SSN and date of birth), sessions and signing links are kept. */
  shortLivedDays: number;
  /**
   * Days an Idempotency-Key (idempotency_keys: the built-in ledger's and the reference core's)
   * answers its replay; deleted after. At least the contract's 30 days, longer than any retry of
   * the fund job.
   */
  idempotencyKeyDays: number;
}

/** What one run removed. */
export interface RetentionResult {
  erasedApplications: number;
  challenges: number;
  sessions: number;
  signingLinks: number;
  rateLimitWindows: number;
  deviceApplies: number;
  /** Text-message records (delivery status) older than the application period. */
  smsMessages: number;
  /** Idempotency-Keys past their replay window. */
  idempotencyKeys: number;
}

/** The policy's defaults: 25 months (the ECOA record-keeping period), one day, 30 days of key replay. */
export const DEFAULT_RETENTION: RetentionPolicy = { applicationMonths: 25, shortLivedDays: 1, idempotencyKeyDays: 30 };

const monthsBefore = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * One run of the retention policy at `now`: erases the personal data of applications that
 * never became a loan and were last changed before the application period, deletes expired
 * one-time-code challenges, sessions (staff sessions too), signing links, rate-limit windows, device
 * counts, pending staff sign-ons, old staff lock-out counters, used launch tokens and pending launch sign-ins, text-message records after the
 * application period, and Idempotency-Keys after their replay window. Idempotent.
 */
export async function applyRetention(q: Queryable, policy: RetentionPolicy, now: Date): Promise<RetentionResult> {
  const cutoff = monthsBefore(now, policy.applicationMonths).toISOString();
  const shortCutoff = new Date(now.getTime() - policy.shortLivedDays * 86_400_000).toISOString();
  const old = await q.query<{ id: string }>('SELECT id FROM applications WHERE pii_erased_at IS NULL AND updated_at < $1 ORDER BY updated_at LIMIT 10000', [cutoff]);
  const erased = await erasePersonalData(q, old.rows.map((r) => r.id), now, 'retention');
  const challenges = await q.query('DELETE FROM otp_challenges WHERE expires_at < $1', [shortCutoff]);
  const sessions = await q.query('DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1', [shortCutoff]);
  const links = await q.query('DELETE FROM esign_signing_sessions WHERE expires_at < $1', [shortCutoff]);
  const windows = await q.query('DELETE FROM rate_limit_windows WHERE reset_at < $1', [shortCutoff]);
  const devices = await q.query('DELETE FROM device_applies WHERE created_at < $1', [shortCutoff]);
  // A kept text (it holds a code) never outlives its validity by more than the short period; the delivery record lasts the application period.
  await q.query("UPDATE sms_messages SET pending_enc = NULL, status = 'expired', status_rank = 9 WHERE status = 'retrying' AND send_until < $1", [shortCutoff]);
  const sms = await q.query('DELETE FROM sms_messages WHERE created_at < $1', [cutoff]);
  // The staff console's short-lived rows: ended sessions (counted with sessions), pending sign-ons, lock-out counters.
  const staffSessions = await q.query('DELETE FROM staff_sessions WHERE expires_at < $1 OR not_after < $1 OR revoked_at < $1', [shortCutoff]);
  await q.query('DELETE FROM staff_oidc_logins WHERE expires_at < $1', [shortCutoff]);
  await q.query('DELETE FROM staff_login_failures WHERE window_started_at < $1', [shortCutoff]);
  // Used launch tokens: a replay after the short period fails on its expiry (at most 120 s of life) anyway.
  await q.query('DELETE FROM launch_tokens WHERE expires_at < $1', [shortCutoff]);
  await q.query('DELETE FROM launch_oidc_logins WHERE expires_at < $1', [shortCutoff]);
  const keys = await q.query('DELETE FROM idempotency_keys WHERE created_at < $1', [new Date(now.getTime() - policy.idempotencyKeyDays * 86_400_000).toISOString()]);
  return { erasedApplications: erased.applications, challenges: challenges.rowCount, sessions: sessions.rowCount + staffSessions.rowCount, signingLinks: links.rowCount, rateLimitWindows: windows.rowCount, deviceApplies: devices.rowCount, smsMessages: sms.rowCount, idempotencyKeys: keys.rowCount };
}
