import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../plugins/app/services';
import { JOB_HANDLERS } from './registry';
import { JobWorker } from './worker';
import { scheduleRetention } from './retentionSchedule';

/**
 * Creates the process's job worker, starts polling when the app is ready (unless JOBS=off) and stops it before the app closes.
 */
export function registerJobs(app: FastifyInstance, services: AppServices): void {
  services.jobs = new JobWorker(services, JOB_HANDLERS, app.log.child({ component: 'jobs' }));
  let stopRetention: () => Promise<void> = async () => undefined;
  if (services.env.JOBS === 'on')
    app.addHook('onReady', async () => {
      services.jobs.start();
      const { RETENTION_APPLICATION_MONTHS: applicationMonths, RETENTION_SHORT_LIVED_DAYS: shortLivedDays, RETENTION_CHECK_MS } = services.env;
      stopRetention = scheduleRetention(services.db, { applicationMonths, shortLivedDays }, services.now, app.log.child({ component: 'retention' }), RETENTION_CHECK_MS);
    });
  app.addHook('preClose', async () => {
    await stopRetention();
    await services.jobs.stop();
  });
}
