import type { FastifyInstance } from 'fastify';
import type { LaunchFrameEnv } from '../../config/launchFrameEnv';

/**
 * `GET /api/launch/frame`: what the app needs inside online banking's frame: the origins it may
 * post its events to (LAUNCH_FRAME_ORIGINS) and where "Back to online banking" goes
 * (LAUNCH_RETURN_URL, else null). Public configuration, nothing personal.
 */
export function registerLaunchFrameRoutes(app: FastifyInstance, frame: LaunchFrameEnv): void {
  app.get('/api/launch/frame', {
    schema: {
      summary: 'Launch inside online banking: allowed parent origins for postMessage and the return address.',
      hide: true,
      response: { 200: { type: 'object', required: ['parent_origins', 'return_url'], additionalProperties: false, properties: { parent_origins: { type: 'array', items: { type: 'string' } }, return_url: { type: ['string', 'null'] } } } },
    },
  }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ parent_origins: frame.origins, return_url: frame.returnUrl ?? null }));
}
