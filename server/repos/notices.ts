import { randomUUID } from 'node:crypto';
import type { Secrets } from '../crypto/secrets';
import type { Queryable } from '../db/db';
import type { NoticeChannel, NoticeKind, NoticeLanguage, NoticeLetter, NoticeStatus } from '../domain/notices/record';

/** One row of the notices table (the letter stays sealed; `letterOf` opens it). */
export interface NoticeRecord {
  id: string;
  application_id: string;
  kind: NoticeKind;
  language: NoticeLanguage;
  channel: NoticeChannel;
  status: NoticeStatus;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  letter_enc: string | null;
  sms_sent_at: Date | null;
  created_at: Date;
  sent_at: Date | null;
  /** YYYY-MM-DD of the printed batch that held it. */
  print_batch: string | null;
}

/** A notice to record. */
export interface NewNotice {
  applicationId: string;
  kind: NoticeKind;
  language: NoticeLanguage;
  channel: NoticeChannel;
  letter: NoticeLetter;
  at: Date;
}

const COLUMNS = `id, application_id, kind, language, channel, status, attempts, last_error, provider_message_id, letter_enc,
  sms_sent_at, created_at, sent_at, to_char(print_batch, 'YYYY-MM-DD') AS print_batch`;

/** Stored errors: name and message, at most 300 characters (no payloads). */
const clip = (error: string) => error.slice(0, 300);

/** The letter's text is kept unless the application's personal data was erased while it waited (domain/retention/erase.ts). */
const KEEP_LETTER_UNLESS_ERASED = `letter_enc = CASE WHEN EXISTS (SELECT 1 FROM applications a WHERE a.id = notices.application_id AND a.pii_erased_at IS NOT NULL) THEN NULL ELSE letter_enc END`;

/**
 * The notices table: one row per (application, kind, channel). Rows are only inserted once
 * (`ON CONFLICT DO NOTHING`) and every status change is conditional on the status it leaves,
 * so two workers never both mark a notice.
 */
export const noticesRepo = {
  /** Records a notice (e-mail: 'queued', print: 'awaiting_print') unless that (application, kind, channel) exists; answers the row. */
  async create(q: Queryable, secrets: Secrets, n: NewNotice): Promise<NoticeRecord> {
    await q.query(
      `INSERT INTO notices (id, application_id, kind, language, channel, status, letter_enc, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (application_id, kind, channel) DO NOTHING`,
      [randomUUID(), n.applicationId, n.kind, n.language, n.channel, n.channel === 'email' ? 'queued' : 'awaiting_print', secrets.encrypt(JSON.stringify(n.letter)), n.at.toISOString()],
    );
    const { rows } = await q.query<NoticeRecord>(`SELECT ${COLUMNS} FROM notices WHERE application_id = $1 AND kind = $2 AND channel = $3`, [n.applicationId, n.kind, n.channel]);
    return rows[0];
  },

  /** The notices of an application (of one kind when given), oldest first. */
  async forApplication(q: Queryable, applicationId: string, kind?: NoticeKind): Promise<NoticeRecord[]> {
    const { rows } = await q.query<NoticeRecord>(
      `SELECT ${COLUMNS} FROM notices WHERE application_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY created_at, channel`,
      [applicationId, kind ?? null],
    );
    return rows;
  },

  /**
   * Notices for a staff view, newest first, optionally of one status and channel (the letter
   * stays sealed: open it with `letterOf` only where staff may see it).
   */
  async list(q: Queryable, filter: { status?: NoticeStatus; channel?: NoticeChannel; limit?: number } = {}): Promise<NoticeRecord[]> {
    const { rows } = await q.query<NoticeRecord>(
      `SELECT ${COLUMNS} FROM notices WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR channel = $2) ORDER BY created_at DESC, id LIMIT $3`,
      [filter.status ?? null, filter.channel ?? null, Math.min(Math.max(filter.limit ?? 100, 1), 1000)],
    );
    return rows;
  },

  /** The letter of a notice (null once erased). */
  letterOf(secrets: Secrets, row: Pick<NoticeRecord, 'letter_enc'>): NoticeLetter | null {
    return row.letter_enc ? (JSON.parse(secrets.decrypt(row.letter_enc)) as NoticeLetter) : null;
  },

  /** The provider took the e-mail: 'sent' with its message id (only from 'queued'). */
  async markSent(q: Queryable, id: string, messageId: string, at: Date): Promise<void> {
    await q.query(
      `UPDATE notices SET status = 'sent', attempts = attempts + 1, provider_message_id = $2, sent_at = $3, last_error = NULL, ${KEEP_LETTER_UNLESS_ERASED}
       WHERE id = $1 AND status = 'queued'`,
      [id, messageId, at.toISOString()],
    );
  },

  /** One e-mail attempt failed; the notice stays 'queued' for the next try. */
  async markAttemptFailed(q: Queryable, id: string, error: string): Promise<void> {
    await q.query(`UPDATE notices SET attempts = attempts + 1, last_error = $2 WHERE id = $1 AND status = 'queued'`, [id, clip(error)]);
  },

  /** The e-mail failed for good (after the last try): 'failed'; answers false when it was no longer queued. */
  async markFailed(q: Queryable, id: string, error: string): Promise<boolean> {
    const r = await q.query(`UPDATE notices SET status = 'failed', last_error = $2 WHERE id = $1 AND status = 'queued'`, [id, clip(error)]);
    return r.rowCount === 1;
  },

  /** The short text went out by SMS. */
  async markSmsSent(q: Queryable, id: string, at: Date): Promise<void> {
    await q.query('UPDATE notices SET sms_sent_at = $2 WHERE id = $1 AND sms_sent_at IS NULL', [id, at.toISOString()]);
  },

  /**
   * The print batch of `date` (YYYY-MM-DD, UTC): every letter still awaiting print that was
   * queued up to the end of that day (an earlier day's letter not yet printed is never left
   * behind), and the letters already printed in that day's batch (a second download is the
   * same batch). Oldest first.
   */
  async printBatch(q: Queryable, date: string): Promise<NoticeRecord[]> {
    const { rows } = await q.query<NoticeRecord>(
      `SELECT ${COLUMNS} FROM notices
       WHERE channel = 'print' AND ((status = 'awaiting_print' AND created_at < ($1::date + 1)::timestamp AT TIME ZONE 'UTC') OR (status = 'printed' AND print_batch = $1::date))
       ORDER BY created_at, id`,
      [date],
    );
    return rows;
  },

  /** Marks the batch's letters printed (only those still awaiting print); answers how many changed. */
  async markPrinted(q: Queryable, ids: readonly string[], date: string, at: Date): Promise<number> {
    if (!ids.length) return 0;
    const r = await q.query(
      `UPDATE notices SET status = 'printed', print_batch = $2::date, sent_at = $3, ${KEEP_LETTER_UNLESS_ERASED} WHERE id = ANY($1::uuid[]) AND channel = 'print' AND status = 'awaiting_print'`,
      [ids, date, at.toISOString()],
    );
    return r.rowCount;
  },
};
