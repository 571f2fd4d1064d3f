import type { Brand } from '../config/brand';
import type { Env } from '../config/env';
import type { Secrets } from '../crypto/secrets';
import type { Db } from '../db/db';
import type { Clock, FundingLedger, JobQueue, MemberDirectory, SmsSender } from '../domain/ports';
import type { Product } from '../flows/product';
import type { ApplicationRecord } from '../repos/applications';
import type { JobKind, JobRecord } from './jobsRepo';

/**
 * What the worker and the job handlers use: the database, the ports and the settings they read.
 * The composition (AppServices) has all of it; jobs never import the composition.
 */
export interface JobServices {
  env: Env;
  db: Db;
  secrets: Secrets;
  now: Clock;
  products: ReadonlyMap<string, Product>;
  members: MemberDirectory;
  sms: SmsSender;
  brand: Brand;
  ledger: FundingLedger;
  /** The queue the handlers enqueue follow-up jobs on. */
  queue: JobQueue;
}

/** What a job handler receives: the job, its application (as read before the run) and its product. */
export interface JobContext {
  services: JobServices;
  job: JobRecord;
  application: ApplicationRecord;
  product: Product;
}

/**
 * The code behind one kind of job. `run` must be idempotent: it checks the application's step
 * and changes it with a version check, so a re-run after a crash never acts twice. A throw
 * retries the job with back-off; after the last attempt `giveUp` ends the application.
 */
export interface JobHandler {
  kind: JobKind;
  run(ctx: JobContext): Promise<void>;
  /** Called once when the job failed for good (optional). */
  giveUp?(ctx: JobContext, error: unknown): Promise<void>;
}
