import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../../observability/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (server/app/plugins/metrics.ts). */
    metrics: Metrics;
  }
}

/** Decorates `metrics`: this process's registry, whose database gauges read `db`. */
export const metricsPlugin = fp(async (app) => {
  const { brand, now, env } = app.config;
  app.decorate('metrics', createMetrics({ db: app.db, brand: brand.institutionName, now, dbReadEveryMs: env.METRICS_DB_READ_MS }));
}, { name: 'metrics', dependencies: ['config', 'database'], decorators: { fastify: ['config', 'db'] } });
