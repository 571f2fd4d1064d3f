import type { Queryable } from '../../db/db';
import { maskText } from '../audit/mask';

/** Status of a member notice: e-mail queued/sent/failed, a letter awaiting print or printed. */
export type NoticeStatus = 'queued' | 'sent' | 'failed' | 'awaiting_print' | 'printed';

/** One member notice as staff see it (schemas/api/staff/notices.schema.json). */
export interface NoticeRow {
  id: string;
  application_id: string;
  kind: 'adverse_action' | 'review_decided' | 'funded';
  /** email or print (the notices table); delivery: the notice's job itself (not yet recorded, or failed: the SMS text included). */
  channel: 'email' | 'print' | 'delivery';
  status: NoticeStatus;
  language: 'en' | 'es';
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
  job_id: string | null;
  print_batch: string | null;
}

/** Filter of the notices list; from/to bound the creation time, [from, to). */
export interface NoticeFilter {
  status: NoticeStatus | null;
  from: Date | null;
  to: Date | null;
  limit: number;
}

interface Row {
  id: string;
  application_id: string;
  kind: string;
  channel: string;
  status: string;
  language: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
  job_id: string | number | null;
  job_status: string | null;
  print_batch: string | null;
}

/** The notice job of each kind of the notices table (server/jobs/registry.ts). */
const JOB_OF_KIND = `CASE n.kind WHEN 'adverse_action' THEN ARRAY['notice-adverse-action', 'notice-review-decided'] WHEN 'review_approved' THEN ARRAY['notice-review-decided'] ELSE ARRAY['notice-funded'] END`;

/**
 * Every notice staff need to see, newest first, from two sources:
 * - the notices table (migration 009): one row per notice and channel, e-mail (queued, sent,
 *   failed) or printed letter (awaiting_print, printed); a failed one names its delivery job
 *   when that job failed for good, so a supervisor can send it again;
 * - the notice jobs themselves (channel `delivery`) while they have not recorded their notice
 *   (queued, running), and when they failed for good (the short SMS text failed, or the letter
 *   could not even be written), with the job to retry, so that no notice is ever out of sight.
 */
export const noticesRepo = {
  async list(q: Queryable, filter: NoticeFilter): Promise<NoticeRow[]> {
    const { rows } = await q.query<Row>(
      `SELECT * FROM (
         SELECT n.id::text AS id, n.application_id::text AS application_id, n.kind, n.channel, n.status, n.language, n.created_at, n.sent_at,
                n.attempts, n.last_error, j.id AS job_id, j.status AS job_status, to_char(n.print_batch, 'YYYY-MM-DD') AS print_batch
         FROM notices n
         LEFT JOIN LATERAL (SELECT id, status FROM jobs WHERE application_id = n.application_id AND kind = ANY(${JOB_OF_KIND}) ORDER BY id DESC LIMIT 1) j ON true
         UNION ALL
         SELECT 'job-' || j.id, j.application_id::text, CASE j.kind WHEN 'notice-adverse-action' THEN 'adverse_action' WHEN 'notice-funded' THEN 'funded' ELSE 'review_decided' END,
                'delivery', CASE j.status WHEN 'failed' THEN 'failed' ELSE 'queued' END, a.language, j.created_at, NULL,
                j.attempts, j.last_error, j.id, j.status, NULL
         FROM jobs j JOIN applications a ON a.id = j.application_id
         WHERE j.kind IN ('notice-adverse-action', 'notice-review-decided', 'notice-funded') AND j.status <> 'done'
           AND (j.status = 'failed' OR NOT EXISTS (SELECT 1 FROM notices n WHERE n.application_id = j.application_id AND n.created_at >= j.created_at))
       ) x
       WHERE ($1::text IS NULL OR x.status = $1) AND ($2::timestamptz IS NULL OR x.created_at >= $2) AND ($3::timestamptz IS NULL OR x.created_at < $3)
       ORDER BY x.created_at DESC, x.id DESC LIMIT $4`,
      [filter.status, filter.from?.toISOString() ?? null, filter.to?.toISOString() ?? null, filter.limit],
    );
    return rows.map((r) => ({
      id: r.id,
      application_id: r.application_id,
      kind: r.kind === 'adverse_action' ? 'adverse_action' : r.kind === 'funded' ? 'funded' : 'review_decided',
      channel: r.channel === 'email' || r.channel === 'print' ? r.channel : 'delivery',
      status: r.status as NoticeStatus,
      language: r.language === 'es' ? 'es' : 'en',
      created_at: new Date(r.created_at).toISOString(),
      sent_at: r.sent_at ? new Date(r.sent_at).toISOString() : null,
      attempts: r.attempts,
      last_error: r.last_error ? maskText(r.last_error) : null,
      job_id: r.status === 'failed' && r.job_status === 'failed' && r.job_id !== null ? String(r.job_id) : null,
      print_batch: r.print_batch,
    }));
  },
};
