import type { FastifyInstance } from 'fastify';
import { outboxRepo } from '../../repos/outbox';
import { errorResponses } from '../../schemas/apiSchemas';

/** GET /api/dev/outbox: messages of the built-in SMS adapter, newest first. Local mode only. */
export function registerDevRoutes(app: FastifyInstance): void {
  app.get('/api/dev/outbox', {
    schema: {
      summary: 'Local mode only: the SMS outbox, newest first.',
      tags: ['dev'],
      response: {
        200: {
          type: 'array',
          items: { type: 'object', properties: { to: { type: 'string' }, channel: { type: 'string' }, body: { type: 'string' }, sent_at: { type: 'string' } } },
        },
        ...errorResponses(),
      },
    },
  }, () => outboxRepo.list(app.services.db));
}
