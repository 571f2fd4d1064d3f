import type { Clock, DetachedJobQueue, JobQueue } from '../domain/ports';
import { jobsRepo, type JobKind } from './jobsRepo';
import { retryPolicy, type RetrySettings } from './retryPolicy';

/**
 * The durable job queue on the jobs table (the domain's JobQueue port): `enqueue` inserts in the
 * caller's transaction (so the job exists exactly when the state change that asks for it is
 * committed), due now, with the tries of its kind's retry policy (retryPolicy.ts); a second
 * enqueue is a no-op. `enqueueDetached` adds a job about no application (a text message to send
 * again), due at the time given.
 */
export function pgJobQueue(clock: Clock, settings: RetrySettings): JobQueue & DetachedJobQueue {
  const maxAttempts = (kind: JobKind) => retryPolicy(settings, kind).maxAttempts;
  return {
    enqueue: (tx, kind, applicationId, payload = {}) => jobsRepo.enqueue(tx, { kind, applicationId, payload, runAt: clock(), maxAttempts: maxAttempts(kind) }),
    enqueueDetached: (tx, kind, payload, runAt) => jobsRepo.enqueueDetached(tx, { kind, payload, runAt, maxAttempts: maxAttempts(kind), createdAt: clock() }),
  };
}
