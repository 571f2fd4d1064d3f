import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordReviewDecision } from '../domain/application/reviewDecision';
import { ApiError } from '../errors/apiError';
import { errorResponses } from '../schemas/apiSchemas';

/** True when the request carries `Authorization: Bearer <OPERATOR_TOKEN>`; without a token configured, local mode only. */
function isOperator(app: FastifyInstance, request: FastifyRequest): boolean {
  const expected = app.services.env.OPERATOR_TOKEN;
  if (!expected) return app.services.localMode;
  const given = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/operator/applications/:id/review-decision {decision: approve|deny, reasons?}:
 * records the decision on an application under manual review. Needs the OPERATOR_TOKEN bearer
 * token (without one configured: local mode only).
 */
export function registerOperatorRoutes(app: FastifyInstance): void {
  app.post<{ Params: { id: string }; Body: { decision: 'approve' | 'deny'; reasons?: string[] } }>('/api/operator/applications/:id/review-decision', {
    schema: {
      summary: 'Operator: approve or deny an application under manual review.',
      tags: ['operator'],
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } },
      body: {
        type: 'object', additionalProperties: false, required: ['decision'],
        properties: { decision: { type: 'string', enum: ['approve', 'deny'] }, reasons: { type: 'array', maxItems: 4, items: { type: 'string', maxLength: 64 } } },
      },
      response: { 200: { type: 'object', required: ['application_id', 'step'], properties: { application_id: { type: 'string' }, step: { type: 'string' } } }, ...errorResponses() },
    },
  }, async (request) => {
    if (!isOperator(app, request)) throw new ApiError(401, 'UNAUTHORIZED', 'Operator token required.');
    const { decision, reasons = [] } = request.body;
    const updated = await recordReviewDecision(app.services, request.params.id, decision === 'approve' ? { decision } : { decision, reasons });
    return { application_id: updated.id, step: updated.step };
  });
}
