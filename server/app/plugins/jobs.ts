import fp from 'fastify-plugin';
import { JOB_HANDLERS } from '../../jobs/registry';
import { registerJobs } from '../../jobs/registerJobs';
import { JobWorker } from '../../jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job worker (polling unless JOBS=off; `drain()` runs due jobs now). */
    jobs: JobWorker;
  }
}

/**
 * Decorates `jobs`: the job worker on the services' ports. It starts polling (with the retention
 * schedule) when the app is ready, unless JOBS=off, and stops before the app closes.
 */
export const jobsPlugin = fp(async (app) => {
  const worker = new JobWorker(app.services, JOB_HANDLERS, app.log.child({ component: 'jobs' }));
  app.decorate('jobs', worker);
  registerJobs(app, worker, app.services);
}, { name: 'jobs', dependencies: ['services'], decorators: { fastify: ['services'] } });
