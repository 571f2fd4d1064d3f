import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { applyRetention, type RetentionPolicy, type RetentionResult } from '../domain/retention/policy';

/** The retention task runs at most once per this period across the whole deployment. */
const PERIOD_MS = 24 * 3_600_000;

/**
 * Runs the retention policy once a day for the whole deployment: the run is claimed in table
 * maintenance_runs in the same transaction that does the work, so exactly one process runs it
 * per day, a failed run rolls back its claim (the next check retries it), and a killed process
 * loses nothing. Answers the result, or null when it was not due (or another process has it).
 */
export async function runRetentionIfDue(db: Db, policy: RetentionPolicy, now: Date): Promise<RetentionResult | null> {
  return db.transaction(async (tx) => {
    const claim = await tx.query(
      `INSERT INTO maintenance_runs (task, last_run_at) VALUES ('retention', $1)
       ON CONFLICT (task) DO UPDATE SET last_run_at = EXCLUDED.last_run_at WHERE maintenance_runs.last_run_at <= $2
       RETURNING task`,
      [now.toISOString(), new Date(now.getTime() - PERIOD_MS).toISOString()],
    );
    if (claim.rowCount !== 1) return null;
    const result = await applyRetention(tx, policy, now);
    await tx.query("UPDATE maintenance_runs SET last_result = $1::jsonb WHERE task = 'retention'", [JSON.stringify(result)]);
    return result;
  });
}

/** Checks every `everyMs` whether retention is due (a timer that never keeps the process alive); answers a stop function. */
export function scheduleRetention(db: Db, policy: RetentionPolicy, now: () => Date, log: FastifyBaseLogger, everyMs: number): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const check = () => {
    running ??= runRetentionIfDue(db, policy, now())
      .then((result) => result && log.info({ retention: result }, 'retention run done'))
      .catch((error: unknown) => log.error({ err: error }, 'retention run failed; retried at the next check'))
      .finally(() => (running = null));
  };
  const first = setTimeout(check, Math.min(everyMs, 5_000));
  const timer = setInterval(check, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
