import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../plugins/app/services';
import { enqueueJob } from './enqueue';
import { JOB_HANDLERS } from './registry';
import { JobWorker } from './worker';

/**
 * Creates the process's job worker, enqueues 'decide' in the transaction of complete-review,
 * starts polling when the app is ready (unless JOBS=off) and stops it before the app closes.
 */
export function registerJobs(app: FastifyInstance, services: AppServices): void {
  services.jobs = new JobWorker(services, JOB_HANDLERS, app.log.child({ component: 'jobs' }));
  services.onReviewCompleted.push(({ application, tx }) => enqueueJob(services, tx, 'decide', application.id).then(() => undefined));
  if (services.env.JOBS === 'on') app.addHook('onReady', async () => services.jobs.start());
  app.addHook('preClose', async () => services.jobs.stop());
}
