import type { Product } from '../flows/product';
import type { AppServices } from '../plugins/app/services';
import type { ApplicationRecord } from '../repos/applications';
import type { JobKind, JobRecord } from './jobsRepo';

/** What a job handler receives: the job, its application (as read before the run) and its product. */
export interface JobContext {
  services: AppServices;
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
