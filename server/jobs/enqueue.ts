import type { Clock, DetachedJobQueue, JobQueue } from '../domain/ports';
import { jobsRepo } from './jobsRepo';

/**
 * The durable job queue on the jobs table (the domain's JobQueue port): `enqueue` inserts in the
 * caller's transaction (so the job exists exactly when the state change that asks for it is
 * committed), due now, with `maxAttempts` tries; a second enqueue is a no-op. `enqueueDetached`
 * adds a job about no application (a text message to send again), due at the time given.
 */
export function pgJobQueue(clock: Clock, maxAttempts: number): JobQueue & DetachedJobQueue {
  return {
    enqueue: (tx, kind, applicationId, payload = {}) => jobsRepo.enqueue(tx, { kind, applicationId, payload, runAt: clock(), maxAttempts }),
    enqueueDetached: (tx, kind, payload, runAt) => jobsRepo.enqueueDetached(tx, { kind, payload, runAt, maxAttempts, createdAt: clock() }),
  };
}

/** Delay before the next try after `attempts` tries: base × 2^(attempts-1), capped at 5 minutes. */
export function backoffMs(baseMs: number, attempts: number): number {
  return Math.min(300_000, baseMs * 2 ** Math.max(0, attempts - 1));
}
