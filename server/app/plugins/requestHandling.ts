import fp from 'fastify-plugin';
import { installErrorHandler } from '../../errors/errorHandler';
import { registerHostHeaderCheck } from '../../errors/protocolErrors';
import { registerRejectUnsafeText } from '../../http/rejectUnsafeText';
import { registerMetricsRoutes } from '../../http/routes/metricsRoutes';

/**
 * What every request goes through, before the security plugin and the routes: the one error
 * handler, request metrics (and `GET /metrics`), the Host header check, an empty object for a
 * call sent without a body, and the refusal of unsafe text.
 */
export const requestHandlingPlugin = fp(async (app) => {
  installErrorHandler(app);
  registerMetricsRoutes(app, app.metrics, app.config.env.METRICS_TOKEN);
  registerHostHeaderCheck(app);
  // Calls without a payload may send no body at all: validate it as an empty object.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET') request.body = {};
  });
  registerRejectUnsafeText(app);
}, { name: 'request-handling', dependencies: ['config', 'metrics'], decorators: { fastify: ['config', 'metrics'] } });
