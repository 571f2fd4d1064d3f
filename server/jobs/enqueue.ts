import type { Clock, JobQueue } from '../domain/ports';
import { jobsRepo } from './jobsRepo';

/**
 * The durable job queue on the jobs table (the domain's JobQueue port): `enqueue` inserts in the
 * caller's transaction (so the job exists exactly when the state change that asks for it is
 * committed), due now, with `maxAttempts` tries; a second enqueue is a no-op.
 */
export function pgJobQueue(clock: Clock, maxAttempts: number): JobQueue {
  return {
    enqueue: (tx, kind, applicationId, payload = {}) => jobsRepo.enqueue(tx, { kind, applicationId, payload, runAt: clock(), maxAttempts }),
  };
}

/** Delay before the next try after `attempts` tries: base × 2^(attempts-1), capped at 5 minutes. */
export function backoffMs(baseMs: number, attempts: number): number {
  return Math.min(300_000, baseMs * 2 ** Math.max(0, attempts - 1));
}
