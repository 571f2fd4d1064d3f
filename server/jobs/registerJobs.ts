import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../plugins/app/services';
import { JOB_HANDLERS } from './registry';
import { JobWorker } from './worker';

/**
 * Creates the process's job worker, starts polling when the app is ready (unless JOBS=off) and stops it before the app closes.
 */
export function registerJobs(app: FastifyInstance, services: AppServices): void {
  services.jobs = new JobWorker(services, JOB_HANDLERS, app.log.child({ component: 'jobs' }));
  if (services.env.JOBS === 'on') app.addHook('onReady', async () => services.jobs.start());
  app.addHook('preClose', async () => services.jobs.stop());
}
