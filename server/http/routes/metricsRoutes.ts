import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/apiError';
import type { Metrics } from '../../observability/metrics';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Same length, constant time: both sides as HMACs under a key of this process. */
function sameSecret(given: string, expected: string): boolean {
  const key = randomBytes(32);
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  return timingSafeEqual(mac(given), mac(expected));
}

/** Who may read /metrics: a bearer of METRICS_TOKEN when set, else only this machine (the socket's own address, never a forwarded one). */
function checkAccess(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !sameSecret(given, token)) throw new ApiError(401, 'UNAUTHORIZED', 'A valid metrics token is required.');
    return;
  }
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) throw new ApiError(403, 'FORBIDDEN', 'Metrics are served on loopback only unless METRICS_TOKEN is set.');
}

/**
 * `GET /metrics` (Prometheus text) and the latency of every request, per method, route pattern
 * and status. Scrapes are not logged at info.
 */
export function registerMetricsRoutes(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', {
    logLevel: 'warn',
    schema: { hide: true },
    onRequest: async (request) => checkAccess(request, token),
  }, async (_request, reply) => {
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
