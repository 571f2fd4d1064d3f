import type { Queryable } from '../db/db';
import type { AppServices } from '../plugins/app/services';
import { jobsRepo, type JobKind } from './jobsRepo';

/**
 * Enqueues `kind` for the application in the caller's transaction (so the job exists exactly
 * when the state change that asks for it is committed); a second enqueue is a no-op.
 */
export function enqueueJob(services: AppServices, tx: Queryable, kind: JobKind, applicationId: string, payload: Record<string, unknown> = {}): Promise<boolean> {
  return jobsRepo.enqueue(tx, { kind, applicationId, payload, runAt: services.now(), maxAttempts: services.env.JOB_MAX_ATTEMPTS });
}

/** Delay before the next try after `attempts` tries: base × 2^(attempts-1), capped at 5 minutes. */
export function backoffMs(baseMs: number, attempts: number): number {
  return Math.min(300_000, baseMs * 2 ** Math.max(0, attempts - 1));
}
