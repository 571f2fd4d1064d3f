import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate';
import { errorBody, unavailable } from '../../errors/errorHandler';

/** Readiness of this process: false from the moment it starts shutting down. */
export interface Readiness {
  /** True while this process takes new work. */
  accepting: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set `accepting = false` at the start of a graceful shutdown: /health/ready answers 503 at once. */
    readiness: Readiness;
  }
}

const healthSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, checks: { type: 'object', additionalProperties: { type: 'string' } } },
} as const;

/**
 * `GET /health/live` (the process answers) and `GET /health/ready` (accepting work, database
 * reachable, migrations current, configuration loaded). Both are cheap and logged only at
 * warn and above, so a load balancer polling them does not fill the log.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.decorate('readiness', { accepting: true });
  app.get('/health/live', { logLevel: 'warn', schema: { hide: true, response: { 200: healthSchema } } }, async () => ({ status: 'ok' }));
  app.get('/health/ready', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    const checks: Record<string, string> = { config: app.services.products.size > 0 ? 'ok' : 'no products loaded' };
    checks.accepting = app.readiness.accepting ? 'ok' : 'shutting down';
    try {
      const pending = await pendingMigrations(app.services.db);
      checks.database = 'ok';
      checks.migrations = pending.length ? `pending: ${pending.join(', ')}` : 'ok';
    } catch {
      checks.database = 'unreachable';
      checks.migrations = 'unknown';
    }
    if (Object.values(checks).every((v) => v === 'ok')) return { status: 'ok', checks };
    const body = errorBody(unavailable());
    body.error.details = { checks };
    return reply.code(503).type('application/json').send(body);
  });
}
