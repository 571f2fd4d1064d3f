import type { Clock, DetachedJobQueue, JobQueue } from '../domain/ports';
import type { Env } from '../config/env';
import { jobsRepo, type JobKind } from './jobsRepo';
import { retryPolicy, type RetrySettings } from './retryPolicy';

/**
 * The durable job queue on the jobs table (the domain's JobQueue port): `enqueue` inserts in the
 * caller's transaction (so the job exists exactly when the state change that asks for it is
 * committed), due now (JOB_HOLD_MS later in tests), with the tries of its kind's retry policy (retryPolicy.ts); a second
 * enqueue is a no-op. `enqueueDetached` adds a job about no application (a text message to send
 * again), due at the time given.
 */
export function pgJobQueue(clock: Clock, settings: RetrySettings & Partial<Pick<Env, 'JOB_HOLD_MS'>>): JobQueue & DetachedJobQueue {
  const maxAttempts = (kind: JobKind) => retryPolicy(settings, kind).maxAttempts;
  // JOB_HOLD_MS (tests only): due later, so a browser test sees the screens that wait on a job.
  const hold = settings.JOB_HOLD_MS ?? 0;
  return {
    enqueue: (tx, kind, applicationId, payload = {}) => {
      const now = clock();
      return jobsRepo.enqueue(tx, { kind, applicationId, payload, createdAt: now, runAt: new Date(now.getTime() + hold), maxAttempts: maxAttempts(kind) });
    },
    enqueueDetached: (tx, kind, payload, runAt) => jobsRepo.enqueueDetached(tx, { kind, payload, runAt, maxAttempts: maxAttempts(kind), createdAt: clock() }),
  };
}
