import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken } from '../crypto/secrets';
import { applicationsRepo } from '../repos/applications';
import { jobsRepo, type JobKind, type JobRecord } from './jobsRepo';
import { retryDelayMs } from './retryPolicy';
import type { AnyJobHandler, JobServices } from './types';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A job error as stored in `last_error`: its name and message only (no payloads, no personal data). */
function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * The job worker of one process: polls the jobs table every JOB_POLL_MS, claims one due job at
 * a time under a lease (so a PGlite connection is never held for long and requests keep
 * flowing), runs its handler, and retries a failure with the exponential back-off of its kind
 * (retryPolicy.ts: notices NOTICE_BACKOFF_MS, other jobs JOB_BACKOFF_MS).
 */
export class JobWorker {
  /** Identifies this worker in `jobs.locked_by`. */
  readonly id = `${hostname()}:${process.pid}:${randomToken(6)}`;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly services: JobServices,
    private readonly handlers: ReadonlyMap<JobKind, AnyJobHandler>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts polling. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the job in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current?.catch(() => undefined);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    let ran = false;
    try {
      this.current = this.runOne();
      ran = (await this.current) as boolean;
    } catch (error) {
      this.log.error({ err: error }, 'job worker poll failed');
    } finally {
      this.current = null;
    }
    this.schedule(ran ? 0 : this.services.env.JOB_POLL_MS);
  }

  /** Claims and runs one due job; false when none was due. */
  async runOne(): Promise<boolean> {
    const { db, env } = this.services;
    const job = await jobsRepo.claim(db, this.id, this.services.now(), env.JOB_LEASE_MS, [...this.handlers.keys()]);
    if (!job) return false;
    if (env.JOB_DELAY_MS) {
      // Test hook: the line tells a test the lease is held, so it can kill or stop the process mid-job.
      this.log.info({ job: job.id, kind: job.kind, attempts: job.attempts }, 'job claimed; held for JOB_DELAY_MS');
      await sleep(env.JOB_DELAY_MS);
    }
    await this.execute(job);
    return true;
  }

  /** Runs due jobs until none is left (at most `max`); answers how many ran. For tests and the operator command. */
  async drain(max = 200): Promise<number> {
    let n = 0;
    while (n < max && (await this.runOne())) n++;
    return n;
  }

  /** The handler's run and give-up bound to the job's context; null when the job cannot run (no handler, application or product). */
  private async bind(job: JobRecord): Promise<{ run: () => Promise<void>; giveUp: (error: unknown) => Promise<void> } | null> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return null;
    if ('detached' in handler) {
      const ctx = { services: this.services, job };
      return { run: () => handler.run(ctx), giveUp: async (error) => handler.giveUp?.(ctx, error) };
    }
    const application = job.application_id ? await applicationsRepo.get(this.services.db, job.application_id) : null;
    const product = application ? this.services.products.get(application.product) : undefined;
    if (!application || !product) return null;
    const ctx = { services: this.services, job, application, product, log: this.log };
    return { run: () => handler.run(ctx), giveUp: async (error) => handler.giveUp?.(ctx, error) };
  }

  private async execute(job: JobRecord): Promise<void> {
    const { db, env } = this.services;
    const bound = await this.bind(job);
    if (!bound) {
      await jobsRepo.failed(db, job, this.id, this.services.now(), `no handler, application or product for ${job.kind}`, null);
      return;
    }
    try {
      await bound.run();
      await jobsRepo.done(db, job, this.id, this.services.now());
      this.log.info({ job: job.id, kind: job.kind, attempts: job.attempts }, 'job done');
    } catch (error) {
      const text = describeError(error);
      const now = this.services.now();
      if (job.attempts < job.max_attempts) {
        this.log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, error: text }, 'job failed; retrying');
        await jobsRepo.failed(db, job, this.id, now, text, new Date(now.getTime() + retryDelayMs(env, job.kind, job.attempts)));
        return;
      }
      this.log.error({ job: job.id, kind: job.kind, attempts: job.attempts, error: text }, 'job failed for good');
      try {
        await bound.giveUp(error);
      } catch (giveUpError) {
        // Left queued: the next claim (attempts over the maximum) gives up again.
        await jobsRepo.failed(db, job, this.id, now, describeError(giveUpError), new Date(now.getTime() + retryDelayMs(env, job.kind, job.attempts)));
        return;
      }
      await jobsRepo.failed(db, job, this.id, now, text, null);
    }
  }
}
