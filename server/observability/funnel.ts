import type { Queryable } from '../db/db';

/** Applications that reached one step, per product and language. */
export interface FunnelRow {
  product: string;
  /** 'en' or 'es'; '' before the applicant verified (the apply and code steps). */
  language: string;
  /** How the application arrived: 'web' (the apply form and a one-time code) or 'launch' (online banking). */
  channel: string;
  step: string;
  applications: number;
}

/**
 * How many applications reached each step in [from, to), per product, language and channel: the
 * apply step counts one-time-code challenges sent, OTP_VERIFY those verified (both channel 'web':
 * a launch sends no code), every later step the distinct applications whose audit trail entered
 * it. One query per source, no personal data.
 */
export async function funnelCounts(q: Queryable, from: Date, to: Date): Promise<FunnelRow[]> {
  const range = [from.toISOString(), to.toISOString()];
  const challenges = await q.query<{ product: string; sent: string | number; verified: string | number }>(
    `SELECT product, count(*) AS sent, count(consumed_at) AS verified FROM otp_challenges
     WHERE created_at >= $1 AND created_at < $2 GROUP BY product`,
    range,
  );
  const steps = await q.query<{ product: string; language: string | null; channel: string | null; step: string; n: string | number }>(
    `SELECT a.product, a.language, a.channel, e.to_step AS step, count(DISTINCT e.application_id) AS n
     FROM application_events e JOIN applications a ON a.id = e.application_id
     WHERE e.to_step IS NOT NULL AND e.at >= $1 AND e.at < $2
     GROUP BY a.product, a.language, a.channel, e.to_step`,
    range,
  );
  return [
    ...challenges.rows.flatMap((r) => [
      { product: r.product, language: '', channel: 'web', step: 'MAIN_APPLY', applications: Number(r.sent) },
      { product: r.product, language: '', channel: 'web', step: 'OTP_VERIFY', applications: Number(r.verified) },
    ]),
    ...steps.rows.map((r) => ({ product: r.product, language: r.language ?? 'en', channel: r.channel ?? 'web', step: r.step, applications: Number(r.n) })),
  ];
}
