import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '../config/brand';
import type { Env } from '../config/env';
import type { Secrets } from '../crypto/secrets';
import type { Db } from '../db/db';
import type { Clock, EmbeddedSigning, ESignProvider, FundingLedger, JobQueue, Mailer, MemberDirectory, SmsRetries, SmsSender } from '../domain/ports';
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
  /** Further tries of the text messages the SMS adapter kept ('send-sms' jobs); unset when the adapter keeps none. */
  smsRetries?: SmsRetries;
  brand: Brand;
  ledger: FundingLedger;
  /** The queue the handlers enqueue follow-up jobs on. */
  queue: JobQueue;
  /** E-mail of the notices; null when no SMTP server is configured (every notice is printed). */
  mailer: Mailer | null;
  /** The e-signature provider (the funded notice attaches the signed agreement). */
  esign: ESignProvider;
  /** The configured e-signature adapter's envelopes per application (sign step, signature confirmation). */
  embeddedSigning: EmbeddedSigning;
}

/** What a job handler receives: the job, its application (as read before the run) and its product. */
export interface JobContext {
  services: JobServices;
  job: JobRecord;
  application: ApplicationRecord;
  product: Product;
  /** The worker's log (job and notice outcomes; never personal data); absent when a test runs a handler by hand. */
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
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

/** What a detached job's handler receives (a job about no application, e.g. a text message to send again). */
export interface DetachedJobContext {
  services: JobServices;
  job: JobRecord;
}

/**
 * The code behind a kind of detached job (jobs.application_id is null). `run` must be idempotent;
 * a throw retries it with back-off; after the last attempt `giveUp` settles it.
 */
export interface DetachedJobHandler {
  kind: JobKind;
  detached: true;
  run(ctx: DetachedJobContext): Promise<void>;
  /** Called once when the job failed for good (optional). */
  giveUp?(ctx: DetachedJobContext, error: unknown): Promise<void>;
}

/** A job handler of either shape. */
export type AnyJobHandler = JobHandler | DetachedJobHandler;
