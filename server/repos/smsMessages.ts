import type { Queryable } from '../db/db';

/**
 * Where a message stands. Ours: `submitting` (the provider is being asked), `retrying` (a
 * temporary failure; a 'send-sms' job tries again), `refused` (the provider refused it for good),
 * `expired` (its code was no longer valid when a try was due), `superseded` (a newer message of
 * its topic went to the same phone), `abandoned` (the tries ran out). Then the provider's own
 * (Twilio): accepted, scheduled, queued, sending, sent, delivered, partially_delivered,
 * undelivered, failed, canceled, read, and any status Twilio adds later (stored as reported).
 */
export type SmsStatus = string;

/** Order of the provider's statuses; a callback only ever moves a message forward. */
export const PROVIDER_STATUS_RANK: Readonly<Record<string, number>> = {
  accepted: 1, scheduled: 1, queued: 1, sending: 2, sent: 3, delivered: 4, partially_delivered: 4, undelivered: 4, failed: 4, canceled: 4, read: 5,
};
/**
 * Rank of a status the provider reports that this server does not know yet (one Twilio added
 * later): stored over a message still on its way (queued, sending), never over a sent or final
 * one, and any known status further on replaces it.
 */
export const UNKNOWN_PROVIDER_STATUS_RANK = 3;

/** The rank of a provider status: its place in PROVIDER_STATUS_RANK, else UNKNOWN_PROVIDER_STATUS_RANK. */
export const providerStatusRank = (status: string): number =>
  Object.hasOwn(PROVIDER_STATUS_RANK, status) ? PROVIDER_STATUS_RANK[status] : UNKNOWN_PROVIDER_STATUS_RANK;
/** Rank of our own final statuses (above every provider status: nothing moves them). */
const SETTLED_RANK = 9;

/** One row of sms_messages. */
export interface SmsMessageRecord {
  id: string;
  provider: string;
  phone_hash: string;
  phone_last_four: string;
  topic: string | null;
  provider_sid: string | null;
  status: SmsStatus;
  status_rank: number;
  error_code: string | null;
  last_error: string | null;
  tries: number;
  pending_enc: string | null;
  created_at: Date;
  send_until: Date;
  updated_at: Date;
}

/** A new message, before the provider is asked. */
export interface NewSmsMessage {
  id: string;
  provider: string;
  phoneHash: string;
  phoneLastFour: string;
  topic: string | null;
  createdAt: Date;
  sendUntil: Date;
}

/** What a status callback did: moved the message on, found it already there (or further), or found no such message. */
export type StatusUpdate = { result: 'changed'; message: SmsMessageRecord } | { result: 'unchanged' } | { result: 'unknown' };

/** The sms_messages table (migration 008). */
export const smsMessagesRepo = {
  async create(q: Queryable, m: NewSmsMessage): Promise<void> {
    await q.query(
      `INSERT INTO sms_messages (id, provider, phone_hash, phone_last_four, topic, status, status_rank, tries, created_at, send_until, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'submitting', 0, 1, $6, $7, $6)`,
      [m.id, m.provider, m.phoneHash, m.phoneLastFour, m.topic, m.createdAt.toISOString(), m.sendUntil.toISOString()],
    );
  },

  async get(q: Queryable, id: string): Promise<SmsMessageRecord | null> {
    const { rows } = await q.query<SmsMessageRecord>('SELECT * FROM sms_messages WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  async bySid(q: Queryable, sid: string): Promise<SmsMessageRecord | null> {
    const { rows } = await q.query<SmsMessageRecord>('SELECT * FROM sms_messages WHERE provider_sid = $1', [sid]);
    return rows[0] ?? null;
  },

  /** The provider took the message: its id and first status; the kept text is dropped. */
  async accepted(q: Queryable, id: string, sid: string, status: string, at: Date): Promise<void> {
    await q.query(
      `UPDATE sms_messages SET provider_sid = $2, status = $3, status_rank = GREATEST(status_rank, $4), pending_enc = NULL, last_error = NULL, updated_at = $5
       WHERE id = $1 AND status IN ('submitting', 'retrying')`,
      [id, sid, status, PROVIDER_STATUS_RANK[status] ?? 1, at.toISOString()],
    );
  },

  /** Ends the message for good (refused, expired, superseded, abandoned); the kept text is dropped. */
  async settle(q: Queryable, id: string, status: 'refused' | 'expired' | 'superseded' | 'abandoned', errorCode: string | null, lastError: string | null, at: Date): Promise<void> {
    await q.query(
      `UPDATE sms_messages SET status = $2, status_rank = $3, error_code = $4, last_error = $5, pending_enc = NULL, updated_at = $6
       WHERE id = $1 AND status IN ('submitting', 'retrying')`,
      [id, status, SETTLED_RANK, errorCode, lastError?.slice(0, 300) ?? null, at.toISOString()],
    );
  },

  /** A temporary failure: the message (encrypted) is kept for the next try. */
  async keepForRetry(q: Queryable, id: string, pendingEnc: string, lastError: string, at: Date): Promise<void> {
    await q.query(
      `UPDATE sms_messages SET status = 'retrying', pending_enc = $2, last_error = $3, updated_at = $4 WHERE id = $1 AND status IN ('submitting', 'retrying')`,
      [id, pendingEnc, lastError.slice(0, 300), at.toISOString()],
    );
  },

  /** Counts a try of a kept message (before the provider is asked). */
  async countTry(q: Queryable, id: string, at: Date): Promise<void> {
    await q.query("UPDATE sms_messages SET tries = tries + 1, updated_at = $2 WHERE id = $1 AND status = 'retrying'", [id, at.toISOString()]);
  },

  /** True when a newer message of the same topic went to the same phone after `m` (same instant: the greater id is the newer). */
  async hasNewerOfTopic(q: Queryable, m: SmsMessageRecord): Promise<boolean> {
    if (!m.topic) return false;
    const { rows } = await q.query(
      'SELECT 1 FROM sms_messages WHERE phone_hash = $1 AND topic = $2 AND (created_at > $4 OR (created_at = $4 AND id > $3)) LIMIT 1',
      [m.phone_hash, m.topic, m.id, new Date(m.created_at).toISOString()],
    );
    return rows.length > 0;
  },

  /**
   * Records a provider's status of the message `sid` in one conditional UPDATE: only a status
   * further on than the stored one changes it (a replay, or a late 'sent' after 'delivered',
   * changes nothing), so parallel and repeated callbacks are harmless. A status this server does
   * not know is ranked UNKNOWN_PROVIDER_STATUS_RANK.
   */
  async recordStatus(q: Queryable, sid: string, status: string, errorCode: string | null, at: Date): Promise<StatusUpdate> {
    const rank = providerStatusRank(status);
    const { rows } = await q.query<SmsMessageRecord>(
      `UPDATE sms_messages SET status = $2, status_rank = $3, error_code = COALESCE($4, error_code), updated_at = $5
       WHERE provider_sid = $1 AND status_rank < $3 RETURNING *`,
      [sid, status, rank, errorCode, at.toISOString()],
    );
    if (rows[0]) return { result: 'changed', message: rows[0] };
    return (await smsMessagesRepo.bySid(q, sid)) ? { result: 'unchanged' } : { result: 'unknown' };
  },
};
