import fp from 'fastify-plugin';
import { ApplicationChangeWatcher } from '../../http/live/applicationChangeWatcher';
import { registerAgreementRoutes } from '../../http/routes/agreementRoutes';
import { registerBrandRoutes } from '../../http/routes/brandRoutes';
import { registerFormRoutes } from '../../http/routes/formRoutes';
import { registerHealthRoutes } from '../../http/routes/healthRoutes';
import { registerOperatorRoutes } from '../../http/routes/operatorRoutes';
import { registerSessionRoutes } from '../../http/routes/sessionRoutes';
import { registerStepRoutes } from '../../http/routes/stepRoutes';
import { registerStaff } from '../../staff/registerStaff';

declare module 'fastify' {
  interface FastifyInstance {
    /** The watcher behind GET application/wait (how many requests wait now: `waiting`). */
    applicationChanges: ApplicationChangeWatcher;
  }
}

/**
 * The API: per product its step, form and session routes (with the long-poll of the application); the e-signature provider's own routes
 * (built-in: the signing pages) and the agreement download; the operator and staff (server/staff)
 * API, the brand and health routes.
 * After the security and OpenAPI plugins, so that rate limits and the OpenAPI document see them.
 */
export const routesPlugin = fp(async (app) => {
  const { products, limits } = app.services;
  // One watcher per process for every product's long-poll (GET application/wait); shutting down ends every wait at once.
  const watcher = new ApplicationChangeWatcher(() => app.services.db, (error) => app.log.warn({ err: error }, 'application change re-check failed'));
  app.addHook('preClose', async () => watcher.close());
  app.decorate('applicationChanges', watcher);
  for (const product of products.values()) {
    registerStepRoutes(app, product, limits.identityRequestsPerIpPerMinute);
    registerFormRoutes(app, product);
    registerSessionRoutes(app, product, watcher);
  }
  await app.register(app.esignRoutes);
  await app.register(app.smsRoutes);
  registerAgreementRoutes(app, products.values());
  registerOperatorRoutes(app);
  registerStaff(app);
  registerBrandRoutes(app);
  registerHealthRoutes(app);
}, { name: 'routes', dependencies: ['services', 'security', 'openapi', 'request-handling'], decorators: { fastify: ['services', 'esignRoutes', 'smsRoutes'] } });
