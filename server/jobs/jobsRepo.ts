import type { Queryable } from '../db/db';
import type { JobKind } from '../domain/ports';

export type { JobKind };

/** One row of the jobs table. */
export interface JobRecord {
  id: string;
  kind: JobKind;
  /** The application the job is about; null for a detached job (e.g. a text message to send again). */
  application_id: string | null;
  payload: Record<string, unknown>;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** What to enqueue. */
export interface NewJob {
  kind: JobKind;
  applicationId: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts: number;
  /** When it was enqueued (default: runAt). */
  createdAt?: Date;
}

/**
 * The jobs table: one job per (kind, application), claimed with `FOR UPDATE SKIP LOCKED`
 * under a lease; a lease that expired (its process died) is claimed again.
 */
export const jobsRepo = {
  /** Enqueues in the caller's transaction; answers false when this job was already enqueued. */
  async enqueue(q: Queryable, job: NewJob): Promise<boolean> {
    const r = await q.query(
      `INSERT INTO jobs (kind, application_id, payload, run_at, max_attempts, created_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6) ON CONFLICT (kind, application_id) DO NOTHING`,
      [job.kind, job.applicationId, JSON.stringify(job.payload ?? {}), job.runAt.toISOString(), job.maxAttempts, (job.createdAt ?? job.runAt).toISOString()],
    );
    return r.rowCount === 1;
  },

  /** Enqueues a job about no application in the caller's transaction, due at `runAt` (each call adds one). */
  async enqueueDetached(q: Queryable, job: Omit<NewJob, 'applicationId'> & { createdAt: Date }): Promise<void> {
    await q.query(
      `INSERT INTO jobs (kind, application_id, payload, run_at, max_attempts, created_at) VALUES ($1, NULL, $2::jsonb, $3, $4, $5)`,
      [job.kind, JSON.stringify(job.payload ?? {}), job.runAt.toISOString(), job.maxAttempts, job.createdAt.toISOString()],
    );
  },

  /**
   * Claims the oldest due job (queued, or running with an expired lease) for `workerId`; counts
   * an attempt. `kinds` limits it to the kinds this worker can run (a newer process's kinds are left alone).
   */
  async claim(q: Queryable, workerId: string, now: Date, leaseMs: number, kinds?: readonly JobKind[]): Promise<JobRecord | null> {
    const { rows } = await q.query<JobRecord>(
      `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $1, locked_until = $3
       WHERE id = (
         SELECT id FROM jobs
         WHERE run_at <= $2 AND (status = 'queued' OR (status = 'running' AND locked_until < $2)) AND ($4::text[] IS NULL OR kind = ANY($4::text[]))
         ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
       ) RETURNING *`,
      [workerId, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), kinds ? [...kinds] : null],
    );
    return rows[0] ?? null;
  },

  /** Marks a claimed job done (only while this worker still holds it). */
  async done(q: Queryable, job: JobRecord, workerId: string, now: Date): Promise<void> {
    await q.query(
      `UPDATE jobs SET status = 'done', finished_at = $3, locked_by = NULL, locked_until = NULL, last_error = NULL
       WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
      [job.id, workerId, now.toISOString()],
    );
  },

  /** Puts a claimed job back for a later try, or fails it for good (`runAt` null). */
  async failed(q: Queryable, job: JobRecord, workerId: string, now: Date, error: string, runAt: Date | null): Promise<void> {
    await q.query(
      `UPDATE jobs SET status = $4, run_at = COALESCE($5, run_at), finished_at = CASE WHEN $5::timestamptz IS NULL THEN $3::timestamptz END,
         locked_by = NULL, locked_until = NULL, last_error = $6
       WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
      [job.id, workerId, now.toISOString(), runAt ? 'queued' : 'failed', runAt ? runAt.toISOString() : null, error.slice(0, 300)],
    );
  },

  /** Makes a queued job of an application due now (what it waited for arrived, e.g. a webhook); a running or finished job is left alone. */
  async runNow(q: Queryable, kind: JobKind, applicationId: string, now: Date): Promise<void> {
    await q.query("UPDATE jobs SET run_at = $3 WHERE kind = $1 AND application_id = $2 AND status = 'queued' AND run_at > $3", [kind, applicationId, now.toISOString()]);
  },

  /** Jobs that failed for good, newest first (the staff console's list). */
  async failedJobs(q: Queryable, limit: number): Promise<JobRecord[]> {
    const { rows } = await q.query<JobRecord>("SELECT * FROM jobs WHERE status = 'failed' ORDER BY finished_at DESC NULLS LAST, id DESC LIMIT $1", [limit]);
    return rows;
  },

  /**
   * Queues a failed job again with fresh attempts, due now (a supervisor's retry); null when the
   * job is not failed (anymore): one conditional update, so two retries at once queue it once.
   */
  async requeueFailed(q: Queryable, id: string, now: Date): Promise<JobRecord | null> {
    const { rows } = await q.query<JobRecord>(
      `UPDATE jobs SET status = 'queued', attempts = 0, run_at = $2, finished_at = NULL, locked_by = NULL, locked_until = NULL
       WHERE id = $1 AND status = 'failed' RETURNING *`,
      [id, now.toISOString()],
    );
    return rows[0] ?? null;
  },

  async get(q: Queryable, id: string): Promise<JobRecord | null> {
    const { rows } = await q.query<JobRecord>('SELECT * FROM jobs WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  /** Jobs of an application, oldest first. */
  async forApplication(q: Queryable, applicationId: string): Promise<JobRecord[]> {
    const { rows } = await q.query<JobRecord>('SELECT * FROM jobs WHERE application_id = $1 ORDER BY id', [applicationId]);
    return rows;
  },
};
