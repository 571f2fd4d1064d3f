import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** OpenAPI from the route schemas, served at GET /api/openapi.json. Register before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Microloan API', version: '1.0.0', description: 'Every failure answers { error: { message, status_code, error_code, details } }.' },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
