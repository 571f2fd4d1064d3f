import type { Queryable } from '../../db/db';

/** A count of applications for one product and language (and one key: a step, an outcome or a reason). */
export interface FunnelCount {
  product: string;
  /** '' where the language is not known yet (codes sent). */
  language: string;
  /** How the applications arrived: 'web' (apply form and code; codes sent are all 'web') or 'launch' (online banking). */
  channel: string;
  key: string;
  n: number;
}

/** Outcome of an audit event, in SQL (NULL: the event is no outcome). */
const OUTCOME = `CASE
  WHEN e.type IN ('decided', 'review_decided') AND e.detail->>'decision' = 'approved' THEN 'approved'
  WHEN (e.type IN ('decided', 'review_decided') AND e.detail->>'decision' = 'denied') OR e.type = 'denied' THEN 'denied'
  WHEN e.type = 'decided' AND e.detail->>'decision' = 'manual_review' THEN 'manual_review'
  WHEN e.type = 'funded' THEN 'funded'
  WHEN e.type IN ('canceled', 'signature_declined') THEN 'canceled'
  WHEN e.type = 'offer_declined' THEN 'declined'
  WHEN e.type = 'processing_error' THEN 'processing_error'
END`;

const EVENTS = `FROM application_events e JOIN applications a ON a.id = e.application_id
  WHERE e.at >= $1 AND e.at < $2 AND ($3::text IS NULL OR a.product = $3)`;

type Row = { product: string; language: string | null; channel: string | null; key: string; n: string | number };

const rowsOf = (rows: Row[]): FunnelCount[] => rows.map((r) => ({ product: r.product, language: r.language ?? '', channel: r.channel ?? 'web', key: r.key, n: Number(r.n) }));

/**
 * The counts behind the funnel report for [from, to): one-time codes sent and codes verified
 * per product (channel 'web': MAIN_APPLY, OTP_VERIFY; a code verified in the range counts even when it was sent
 * the day before, as does the application it started), applications that verified per language ('VERIFIED'), that
 * entered each step, that reached each outcome, and the denial reasons, each also per channel. Distinct applications,
 * no personal data.
 */
export async function funnelQueries(q: Queryable, from: Date, to: Date, product: string | null) {
  const args = [from.toISOString(), to.toISOString(), product];
  const codes = await q.query<{ product: string; sent: string | number; verified: string | number }>(
    `SELECT product, count(*) FILTER (WHERE created_at >= $1 AND created_at < $2) AS sent,
       count(*) FILTER (WHERE consumed_at >= $1 AND consumed_at < $2) AS verified FROM otp_challenges
     WHERE ((created_at >= $1 AND created_at < $2) OR (consumed_at >= $1 AND consumed_at < $2)) AND ($3::text IS NULL OR product = $3) GROUP BY product`, args);
  const verified = await q.query<Row>(
    `SELECT a.product, a.language, a.channel, 'VERIFIED' AS key, count(DISTINCT e.application_id) AS n ${EVENTS} AND e.type IN ('created', 'denied') GROUP BY a.product, a.language, a.channel`, args);
  const steps = await q.query<Row>(
    `SELECT a.product, a.language, a.channel, e.to_step AS key, count(DISTINCT e.application_id) AS n ${EVENTS} AND e.to_step IS NOT NULL GROUP BY a.product, a.language, a.channel, e.to_step`, args);
  const outcomes = await q.query<Row>(
    `SELECT product, language, channel, key, count(DISTINCT id) AS n FROM (SELECT a.product, a.language, a.channel, a.id, ${OUTCOME} AS key ${EVENTS}) o
     WHERE key IS NOT NULL GROUP BY product, language, channel, key`, args);
  const reasons = await q.query<Row>(
    `SELECT a.product, a.language, a.channel, r.reason AS key, count(DISTINCT e.application_id) AS n
     FROM application_events e JOIN applications a ON a.id = e.application_id
       CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.detail->'reasons') = 'array' THEN e.detail->'reasons' ELSE '[]'::jsonb END) AS r(reason)
     WHERE e.at >= $1 AND e.at < $2 AND ($3::text IS NULL OR a.product = $3)
       AND ((e.type IN ('decided', 'review_decided') AND e.detail->>'decision' = 'denied') OR e.type = 'denied')
     GROUP BY a.product, a.language, a.channel, r.reason`, args);
  return {
    codes: codes.rows.flatMap((r): FunnelCount[] => [
      { product: r.product, language: '', channel: 'web', key: 'MAIN_APPLY', n: Number(r.sent) },
      { product: r.product, language: '', channel: 'web', key: 'OTP_VERIFY', n: Number(r.verified) },
    ]),
    verified: rowsOf(verified.rows),
    steps: rowsOf(steps.rows),
    outcomes: rowsOf(outcomes.rows),
    reasons: rowsOf(reasons.rows),
  };
}
