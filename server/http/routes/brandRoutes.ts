import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../schemas/apiSchemas';

const perLanguage = { type: 'object', properties: { en: { type: 'string' }, es: { type: 'string' } } } as const;

/** JSON Schema of the brand answer (schemas/brand.schema.json without `$schema`). */
export const brandResponseSchema = {
  type: 'object',
  properties: {
    institutionName: { type: 'string' },
    address: { type: 'string' },
    support: { type: 'object', properties: { phone: { type: 'string' }, email: { type: 'string' }, hours: perLanguage } },
    onlineBankingUrl: { type: 'string' },
    disclosure: perLanguage,
    logo: { type: 'string' },
    colors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** GET /api/brand: the brand of this deployment, so one web build serves any brand. */
export function registerBrandRoutes(app: FastifyInstance): void {
  app.get('/api/brand', {
    schema: {
      summary: 'The brand of this deployment (BRAND_FILE, default flows/brand.json).',
      tags: ['brand'],
      response: { 200: brandResponseSchema, ...errorResponses() },
    },
  }, () => app.services.brand);
}
