import type pg from 'pg';
import type { BenchMember } from './benchMembers';

/** What the database says went wrong for a batch of bench members (every count must be 0). */
export interface Anomalies {
  /** Members with no application at all. */
  lost: number;
  /** Applications not at a final step. */
  stuck: number;
  /** Members with more than one application that went past review. */
  duplicated: number;
  /** Applications or members with more than one booked loan. */
  doubleFunded: number;
  /** Jobs that failed for good. */
  failedJobs: number;
  examples: string[];
}

const FINAL = ['APPLICATION_COMPLETED', 'APPLICATION_DENIED', 'APPLICATION_CANCELED', 'APPLICATION_PROCESSING_ERROR', 'APPLICATION_ERROR'];

/** Reads the anomalies of `members`' applications (member ids `M-<ssn>`, as benchMembers' CSV writes them). */
export async function clusterAnomalies(pool: pg.Pool, members: BenchMember[]): Promise<Anomalies> {
  const ids = members.map((m) => `M-${m.ssn}`);
  const apps = await pool.query<{ member_id: string; id: string; step: string }>('SELECT member_id, id, step FROM applications WHERE member_id = ANY($1)', [ids]);
  const byMember = new Map<string, Array<{ id: string; step: string }>>();
  for (const r of apps.rows) byMember.set(r.member_id, [...(byMember.get(r.member_id) ?? []), r]);
  const examples: string[] = [];
  const lost = ids.filter((id) => !byMember.has(id));
  const stuck = apps.rows.filter((r) => !FINAL.includes(r.step));
  const duplicated = [...byMember].filter(([, list]) => list.filter((a) => a.step !== 'APPLICATION_CANCELED').length > 1);
  const loans = await pool.query<{ application_id: string; n: string }>(
    'SELECT application_id, count(*) AS n FROM ledger_loans WHERE application_id = ANY($1::uuid[]) GROUP BY application_id HAVING count(*) > 1',
    [apps.rows.map((r) => r.id)],
  );
  const failed = await pool.query<{ kind: string; last_error: string | null }>(
    "SELECT kind, last_error FROM jobs WHERE status = 'failed' AND application_id = ANY($1::uuid[])",
    [apps.rows.map((r) => r.id)],
  );
  examples.push(...lost.slice(0, 2).map((id) => `lost: ${id}`), ...stuck.slice(0, 2).map((r) => `stuck: ${r.member_id} at ${r.step}`));
  examples.push(...failed.rows.slice(0, 2).map((r) => `failed job ${r.kind}: ${r.last_error ?? ''}`));
  return { lost: lost.length, stuck: stuck.length, duplicated: duplicated.length, doubleFunded: loans.rowCount ?? 0, failedJobs: failed.rowCount ?? 0, examples };
}
