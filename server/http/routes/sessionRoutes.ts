import type { FastifyInstance } from 'fastify';
import { isTerminal } from '../../../src/core/steps';
import { toView } from '../../domain/application/view';
import { cancel } from '../../domain/lifecycle';
import { fail } from '../../errors/apiError';
import type { Product } from '../../flows/product';
import type { ApplicationChangeWatcher } from '../live/applicationChangeWatcher';
import { requireSession } from '../session';
import { registerApplicationWaitRoute } from './applicationWaitRoute';
import { apiSchemas, errorResponses } from '../../schemas/apiSchemas';

/**
 * GET application, its long-poll GET application/wait (answered through `watcher`), POST
 * application/cancel and POST application/refresh-session.
 */
export function registerSessionRoutes(app: FastifyInstance, product: Product, watcher: ApplicationChangeWatcher): void {
  const base = `/api/v1/${product.id}/application`;
  const response = { 200: apiSchemas.applicationView, ...errorResponses() };
  const tags = [product.id];

  app.get(base, { schema: { summary: 'The application of the session.', tags, response } }, async (request) => {
    const { application, expiresInSeconds } = await requireSession(app.services, request, product);
    return toView(product, application, expiresInSeconds);
  });
  registerApplicationWaitRoute(app, product, watcher);

  app.post(`${base}/cancel`, { schema: { summary: 'Cancels the application (idempotent).', tags, body: apiSchemas.empty, response } }, async (request) => {
    const { application, expiresInSeconds } = await requireSession(app.services, request, product);
    return toView(product, await cancel(app.services, product, application), expiresInSeconds);
  });

  app.post(`${base}/refresh-session`, { schema: { summary: 'Slides the session; answers the application.', tags, body: apiSchemas.empty, response } }, async (request) => {
    const { application, expiresInSeconds } = await requireSession(app.services, request, product);
    if (isTerminal(application.step)) throw fail.stepNotAllowed(application.step, 'refresh-session');
    return toView(product, application, expiresInSeconds);
  });
}
