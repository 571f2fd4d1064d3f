import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI from the route schemas, served at GET /api/openapi.json. Register before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Microloan API', version: '1.0.0', description: 'Every failure answers { error: { message, status_code, error_code, details } }.' },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** The OpenAPI plugin: registered before the routes, so that it sees each of them. */
export const openApiPlugin = fp(async (app) => {
  await registerOpenApi(app);
}, { name: 'openapi' });
