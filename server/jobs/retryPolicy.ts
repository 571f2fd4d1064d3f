import type { Env } from '../config/env';
import type { JobKind } from './jobsRepo';

/**
 * How the jobs of one kind are retried: the one place that decides it. The queue stores
 * `maxAttempts` on each job when it is enqueued (jobs.max_attempts); the worker waits
 * `backoffMs(backoffBaseMs, attempts)` before the next try of a failed one.
 */
export interface RetryPolicy {
  /** Tries in all before the handler's `giveUp` (a notice: its letter goes to the printed batch). */
  maxAttempts: number;
  /** Delay before the second try, ms; doubles after each further try, capped at 5 minutes. */
  backoffBaseMs: number;
}

/** The settings the policies are made of (server/config/env.ts). */
export type RetrySettings = Pick<Env, 'JOB_MAX_ATTEMPTS' | 'JOB_BACKOFF_MS' | 'NOTICE_MAX_ATTEMPTS' | 'NOTICE_BACKOFF_MS'>;

/**
 * Which settings each kind follows. Member notices (e-mail through SMTP) wait out a mail-server
 * outage of about an hour before the letter goes to paper (NOTICE_*); every other kind keeps the
 * short job back-off (JOB_*). A new kind must be placed here (the type requires every kind).
 */
const POLICY_OF_KIND: Record<JobKind, 'notice' | 'job'> = {
  decide: 'job',
  'confirm-signature': 'job',
  fund: 'job',
  'send-sms': 'job',
  'notice-adverse-action': 'notice',
  'notice-review-decided': 'notice',
  'notice-funded': 'notice',
};

/** Longest delay between two tries, ms. */
export const MAX_BACKOFF_MS = 300_000;

/** Delay before the next try after `attempts` tries: base × 2^(attempts-1), capped at 5 minutes. */
export function backoffMs(baseMs: number, attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The retry policy of `kind` under `settings`. */
export function retryPolicy(settings: RetrySettings, kind: JobKind): RetryPolicy {
  return POLICY_OF_KIND[kind] === 'notice'
    ? { maxAttempts: settings.NOTICE_MAX_ATTEMPTS, backoffBaseMs: settings.NOTICE_BACKOFF_MS }
    : { maxAttempts: settings.JOB_MAX_ATTEMPTS, backoffBaseMs: settings.JOB_BACKOFF_MS };
}

/** Delay before the next try of a `kind` job that has failed `attempts` tries, ms. */
export function retryDelayMs(settings: RetrySettings, kind: JobKind, attempts: number): number {
  return backoffMs(retryPolicy(settings, kind).backoffBaseMs, attempts);
}

/** Time from the first try to the last one when every try fails (the tries' own durations aside), ms. */
export function retrySpanMs(policy: RetryPolicy): number {
  let span = 0;
  for (let attempts = 1; attempts < policy.maxAttempts; attempts++) span += backoffMs(policy.backoffBaseMs, attempts);
  return span;
}
