import type { ApplicantContact } from '../../domain/application/applicantContact';
import type { Secrets } from '../../crypto/secrets';
import type { Queryable } from '../../db/db';

/** Filter of the review queue. */
export interface QueueFilter {
  product: string | null;
  /** 'me' needs `staffId`. */
  assigned: 'all' | 'me' | 'unassigned';
  staffId: string;
  limit: number;
  offset: number;
}

interface Row {
  id: string;
  reference: string;
  product: string;
  version: number;
  language: string;
  loan_amount: unknown;
  applicant_enc: string | null;
  created_at: Date | string;
  waiting_since: Date | string;
  reasons: unknown;
  staff_id: string | null;
  email: string | null;
  display_name: string | null;
  total: string | number;
}

/** SQL of applications awaiting review, with the event that sent them there. */
const AWAITING = `FROM applications a
  LEFT JOIN LATERAL (SELECT at, detail FROM application_events WHERE application_id = a.id AND type = 'decided' ORDER BY id DESC LIMIT 1) d ON true
  LEFT JOIN review_assignments r ON r.application_id = a.id
  LEFT JOIN staff_users u ON u.id = r.staff_id
  WHERE a.step = 'PROCESSING_APPLICATION' AND a.outcome->>'manual_review' = 'true'
    AND ($1::text IS NULL OR a.product = $1)
    AND ($2 = 'all' OR ($2 = 'me' AND r.staff_id = $3::uuid) OR ($2 = 'unassigned' AND r.staff_id IS NULL))`;

/** The reason codes of an audit detail's `reasons`. */
export function reasonsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Applications awaiting manual review, the longest waiting first: who applied (name only), the
 * amount, why the rules sent it to review, since when, and to whom it is assigned.
 */
export async function reviewQueue(q: Queryable, secrets: Secrets, filter: QueueFilter, now: Date) {
  const { rows } = await q.query<Row>(
    `SELECT a.id, a.reference, a.product, a.version, a.language, a.data->'loan_amount' AS loan_amount, a.applicant_enc, a.created_at,
       COALESCE(d.at, a.updated_at) AS waiting_since, d.detail->'reasons' AS reasons, r.staff_id, u.email, u.display_name,
       count(*) OVER () AS total
     ${AWAITING}
     ORDER BY COALESCE(d.at, a.updated_at), a.id LIMIT $4 OFFSET $5`,
    [filter.product, filter.assigned, filter.staffId, filter.limit, filter.offset],
  );
  const total = rows.length ? Number(rows[0].total) : (await q.query<{ n: string | number }>(`SELECT count(*) AS n ${AWAITING}`, [filter.product, filter.assigned, filter.staffId])).rows[0].n;
  return {
    total: Number(total),
    items: rows.map((r) => {
      const contact = r.applicant_enc ? (JSON.parse(secrets.decrypt(r.applicant_enc)) as ApplicantContact) : null;
      const since = new Date(r.waiting_since);
      return {
        application_id: r.id,
        reference: r.reference,
        product: r.product,
        version: r.version,
        applicant_name: contact ? `${contact.firstName} ${contact.lastName}` : '',
        language: r.language === 'es' ? 'es' : 'en',
        loan_amount: typeof r.loan_amount === 'number' ? r.loan_amount : r.loan_amount == null ? null : Number(r.loan_amount),
        reasons: reasonsOf(r.reasons),
        created_at: new Date(r.created_at).toISOString(),
        waiting_since: since.toISOString(),
        waiting_seconds: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)),
        assigned_to: r.staff_id ? { staff_id: r.staff_id, email: r.email ?? '', display_name: r.display_name ?? '' } : null,
      };
    }),
  };
}
