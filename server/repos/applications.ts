import { randomUUID } from 'node:crypto';
import type { ApplicationView } from '../../src/core/application';
import type { Step } from '../../src/core/steps';
import type { Db, Queryable } from '../db/db';
import { APPLICATION_ID, newApplicationReference, normalizeReference } from '../domain/application/reference';
import { terminalSessionSeconds } from '../domain/application/sessionLifetime';
import { fail } from '../errors/apiError';
import { sessionsRepo } from './sessions';

/** Application fields kept in `applications.data` (the ApplicationView fields; never SSN or DOB). */
export type ApplicationData = Omit<ApplicationView, 'application_id' | 'step' | 'allowed_steps' | 'expires_in_seconds' | 'is_polling_step' | 'outcome'> &
  Record<string, unknown>;

/** Outcome of an application (denial reasons, manual review...). */
export type Outcome = NonNullable<ApplicationView['outcome']>;

/** One stored application. */
export interface ApplicationRecord {
  id: string;
  /** The short reference a member can read aloud (`PAL-7Q4K-2M`, domain/application/reference.ts); unique. */
  reference: string;
  product: string;
  member_id: string | null;
  /** How the member arrived: the apply form and a one-time code ('web'), or a launch from online banking ('launch'). */
  channel: ApplicationChannel;
  step: Step;
  data: ApplicationData;
  outcome: Outcome | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** How an application's member arrived (DESIGN 6b). */
export type ApplicationChannel = 'web' | 'launch';

/** Changes to an application; the version is checked and bumped. */
export interface ApplicationChange {
  step?: Step;
  data?: ApplicationData;
  outcome?: Outcome | null;
}

/** Who did a change on the staff side, and from which address (absent: the applicant or the server). */
export interface AuditActor {
  staffId: string;
  ip: string | null;
}

/** An audit event (no personal data in `detail`). */
export interface AuditEvent {
  type: string;
  detail?: Record<string, unknown>;
  actor?: AuditActor;
}

/** Runs `fn` in a transaction when `q` is the database, or in the caller's transaction. */
function atomically<T>(q: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const db = q as Partial<Db>;
  return typeof db.transaction === 'function' ? db.transaction(fn) : fn(q);
}

async function appendEvent(q: Queryable, id: string, at: Date, event: AuditEvent, from: Step | null, to: Step | null): Promise<void> {
  await q.query(
    'INSERT INTO application_events (application_id, at, type, from_step, to_step, detail, staff_id, client_ip) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)',
    [id, at.toISOString(), event.type, from, to, JSON.stringify(event.detail ?? {}), event.actor?.staffId ?? null, event.actor?.ip ?? null],
  );
}

type NewApplication = Omit<ApplicationRecord, 'id' | 'reference' | 'channel' | 'version' | 'created_at' | 'updated_at'> & { channel?: ApplicationChannel };

/** Draws of a reference before giving up (each collides with odds of applications / 2^30). */
const REFERENCE_TRIES = 8;

async function createIn(q: Queryable, at: Date, init: NewApplication, event: AuditEvent, drawReference: () => string): Promise<ApplicationRecord> {
  const id = randomUUID();
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
    // ON CONFLICT DO NOTHING: a taken reference answers no row (without aborting the transaction), and we draw again.
    const { rows } = await q.query<ApplicationRecord>(
      `INSERT INTO applications (id, reference, product, member_id, step, data, outcome, version, created_at, updated_at, channel)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, 1, $8, $8, $9) ON CONFLICT (reference) DO NOTHING RETURNING *`,
      [id, drawReference(), init.product, init.member_id, init.step, JSON.stringify(init.data), init.outcome ? JSON.stringify(init.outcome) : null, at.toISOString(), init.channel ?? 'web'],
    );
    if (rows[0]) {
      await appendEvent(q, id, at, event, null, init.step);
      return rows[0];
    }
  }
  throw new Error(`No free application reference after ${REFERENCE_TRIES} draws`);
}

async function updateIn(q: Queryable, app: ApplicationRecord, at: Date, change: ApplicationChange, event: AuditEvent): Promise<ApplicationRecord> {
  const next = { step: change.step ?? app.step, data: change.data ?? app.data, outcome: change.outcome === undefined ? app.outcome : change.outcome };
  const { rows } = await q.query<ApplicationRecord>(
    `UPDATE applications SET step = $3, data = $4::jsonb, outcome = $5::jsonb, version = version + 1, updated_at = $6
     WHERE id = $1 AND version = $2 RETURNING *`,
    [app.id, app.version, next.step, JSON.stringify(next.data), next.outcome ? JSON.stringify(next.outcome) : null, at.toISOString()],
  );
  if (!rows[0]) throw fail.conflict();
  await appendEvent(q, app.id, at, event, app.step, next.step);
  const ending = terminalSessionSeconds(next.step);
  if (ending !== null && terminalSessionSeconds(app.step) === null) await sessionsRepo.capForApplication(q, app.id, new Date(at.getTime() + ending * 1000));
  return rows[0];
}

/**
 * Stores applications with optimistic concurrency and an append-only audit trail (row and event
 * in one transaction). The change that makes an application final also brings the end of its
 * sessions forward (domain/application/sessionLifetime.ts), in the same transaction.
 */
export const applicationsRepo = {
  /** A new application with a fresh unique reference (`drawReference` is for tests of a collision). */
  create(q: Queryable, at: Date, init: NewApplication, event: AuditEvent, drawReference: () => string = newApplicationReference): Promise<ApplicationRecord> {
    return atomically(q, (tx) => createIn(tx, at, init, event, drawReference));
  },

  async get(q: Queryable, id: string): Promise<ApplicationRecord | null> {
    const { rows } = await q.query<ApplicationRecord>('SELECT * FROM applications WHERE id = $1', [id]);
    return rows[0] ?? null;
  },

  /** The application with this canonical reference (`PAL-7Q4K-2M`), if any. */
  async byReference(q: Queryable, reference: string): Promise<ApplicationRecord | null> {
    const { rows } = await q.query<ApplicationRecord>('SELECT * FROM applications WHERE reference = $1', [reference]);
    return rows[0] ?? null;
  },

  /**
   * The application named by its id or by its reference as a person typed it (`pal 7q4k 2m`,
   * normalized by domain/application/reference.ts); null when neither names one.
   */
  async byIdOrReference(q: Queryable, idOrReference: string): Promise<ApplicationRecord | null> {
    if (APPLICATION_ID.test(idOrReference)) return this.get(q, idOrReference);
    const reference = normalizeReference(idOrReference);
    return reference ? this.byReference(q, reference) : null;
  },

  /** Latest applications of a member for a product, newest first. */
  async latestForMember(q: Queryable, memberId: string, product: string): Promise<ApplicationRecord[]> {
    const { rows } = await q.query<ApplicationRecord>(
      'SELECT * FROM applications WHERE member_id = $1 AND product = $2 ORDER BY created_at DESC LIMIT 20',
      [memberId, product],
    );
    return rows;
  },

  /** `UPDATE ... WHERE id AND version`; throws 409 CONFLICT when another write came first. */
  update(q: Queryable, app: ApplicationRecord, at: Date, change: ApplicationChange, event: AuditEvent): Promise<ApplicationRecord> {
    return atomically(q, (tx) => updateIn(tx, app, at, change, event));
  },
};
