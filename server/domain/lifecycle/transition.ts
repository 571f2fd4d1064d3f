import type { Step } from '../../../src/core/steps';
import type { Db, Queryable } from '../../db/db';
import type { Product } from '../../flows/product';
import { applicationsRepo, type ApplicationChannel, type ApplicationData, type ApplicationRecord, type AuditActor, type Outcome } from '../../repos/applications';
import { isFormPhase } from '../application/formProgress';
import type { Clock, JobQueue } from '../ports';
import { findTransition, targetsOf, type LifecycleEvent } from './transitions';

/** What every lifecycle command needs: the database, the clock and the job queue. */
export interface LifecycleDeps {
  db: Db;
  now: Clock;
  queue: JobQueue;
}

/** What a transition changes besides the step, and what its audit event and job carry. */
export interface TransitionInput {
  /** The next step, when the table's target is the form phase. */
  to?: Step;
  data?: ApplicationData;
  outcome?: Outcome | null;
  /** Audit event detail (no personal data). */
  detail?: Record<string, unknown>;
  /** Payload of the job the transition enqueues. */
  jobPayload?: Record<string, unknown>;
  /** The staff member who made the change (kept on the audit event). */
  actor?: AuditActor;
}

/** A change of step the lifecycle table does not allow (a programming error: commands check their preconditions first). */
export class LifecycleError extends Error {
  constructor(from: Step | null, event: LifecycleEvent, to?: Step) {
    super(`The lifecycle refuses ${event} from ${from ?? 'a new application'}${to ? ` to ${to}` : ''}`);
    this.name = 'LifecycleError';
  }
}

function atomically<T>(q: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const db = q as Partial<Db>;
  return typeof db.transaction === 'function' ? db.transaction(fn) : fn(q);
}

function planned(product: Product, from: Step | null, event: LifecycleEvent, to: Step | undefined) {
  const formPhase = (step: Step) => isFormPhase(product, step);
  const row = findTransition(from, event, formPhase);
  if (!row) throw new LifecycleError(from, event);
  const targets = targetsOf(row, from, formPhase);
  const next = to ?? (targets.length === 1 ? targets[0] : undefined);
  if (!next || !targets.includes(next)) throw new LifecycleError(from, event, to);
  return { row, next };
}

/**
 * Moves `app` by `event` (lifecycle table): the version-checked update, its audit event and the
 * row's job in one transaction (the caller's when `q` is one). 409 CONFLICT when another write
 * came first; LifecycleError when the table refuses the event at the application's step.
 */
export async function transition(q: Queryable, deps: LifecycleDeps, product: Product, app: ApplicationRecord, event: LifecycleEvent, input: TransitionInput = {}): Promise<ApplicationRecord> {
  const { row, next } = planned(product, app.step, event, input.to);
  const change = { step: next, ...(input.data ? { data: input.data } : {}), ...(input.outcome !== undefined ? { outcome: input.outcome } : {}) };
  const audit = { type: row.audit, ...(input.detail ? { detail: input.detail } : {}), ...(input.actor ? { actor: input.actor } : {}) };
  return atomically(q, async (tx) => {
    const updated = await applicationsRepo.update(tx, app, deps.now(), change, audit);
    if (row.job) await deps.queue.enqueue(tx, row.job, app.id, input.jobPayload);
    return updated;
  });
}

/** A new application of `product` (member or not) created by `event` ('created' or 'denied_at_sign_in'). */
export interface NewApplicationInput {
  memberId: string | null;
  data: ApplicationData;
  outcome: Outcome | null;
  to?: Step;
  detail?: Record<string, unknown>;
  /** How the member arrived (default 'web'). */
  channel?: ApplicationChannel;
}

/** Creates an application by `event` (lifecycle table, from `new`), with its audit event. */
export async function createApplication(q: Queryable, now: Clock, product: Product, event: LifecycleEvent, input: NewApplicationInput): Promise<ApplicationRecord> {
  const { row, next } = planned(product, null, event, input.to);
  return applicationsRepo.create(q, now(), { product: product.id, member_id: input.memberId, step: next, data: input.data, outcome: input.outcome, channel: input.channel ?? 'web' },
    { type: row.audit, ...(input.detail ? { detail: input.detail } : {}) });
}
