import type { FastifyInstance } from 'fastify';
import type { JobServices } from './types';
import type { JobWorker } from './worker';
import { scheduleRetention } from './retentionSchedule';

/**
 * Starts the process's job worker and the retention schedule when the app is ready (unless
 * JOBS=off) and stops both before the app closes.
 */
export function registerJobs(app: FastifyInstance, worker: JobWorker, services: Pick<JobServices, 'env' | 'db' | 'now'>): void {
  let stopRetention: () => Promise<void> = async () => undefined;
  if (services.env.JOBS === 'on')
    app.addHook('onReady', async () => {
      worker.start();
      const { RETENTION_APPLICATION_MONTHS: applicationMonths, RETENTION_SHORT_LIVED_DAYS: shortLivedDays, RETENTION_IDEMPOTENCY_KEY_DAYS: idempotencyKeyDays, RETENTION_CHECK_MS } = services.env;
      stopRetention = scheduleRetention(services.db, { applicationMonths, shortLivedDays, idempotencyKeyDays }, services.now, app.log.child({ component: 'retention' }), RETENTION_CHECK_MS);
    });
  app.addHook('preClose', async () => {
    await stopRetention();
    await worker.stop();
  });
}
