import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordReviewDecision } from '../../domain/lifecycle';
import { ApiError } from '../../errors/apiError';
import { errorResponses } from '../../schemas/apiSchemas';

/** Operator calls allowed per client and minute (a wrong token counts too). */
const OPERATOR_REQUESTS_PER_MINUTE = 30;

/**
 * A check of `Authorization: Bearer <OPERATOR_TOKEN>`: both tokens are hashed with HMAC-SHA256
 * under a per-process random key and compared in constant time, so neither the length nor the
 * content of the token leaks through timing. Without a token configured every call is refused.
 */
function operatorCheck(expected: string | undefined): (request: FastifyRequest) => boolean {
  if (!expected) return () => false;
  const key = randomBytes(32);
  const digest = (text: string) => createHmac('sha256', key).update(text).digest();
  const wanted = digest(expected);
  return (request) => {
    const given = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    return timingSafeEqual(digest(given), wanted);
  };
}

/**
 * POST /api/operator/applications/:id/review-decision {decision: approve|deny, reasons?}:
 * records the decision on an application under manual review. Needs the OPERATOR_TOKEN bearer
 * token (unset: the endpoint answers 401 to everyone; `npm run review:decide` works on the
 * database directly). The token is checked before the body is validated; calls are rate-limited.
 */
export function registerOperatorRoutes(app: FastifyInstance): void {
  const isOperator = operatorCheck(app.services.env.OPERATOR_TOKEN);
  app.post<{ Params: { id: string }; Body: { decision: 'approve' | 'deny'; reasons?: string[] } }>('/api/operator/applications/:id/review-decision', {
    config: { rateLimit: { max: OPERATOR_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
    // After the rate limit (onRequest, so wrong tokens count) and before the body is read or validated.
    preParsing: async (request, _reply, payload) => {
      if (!isOperator(request)) throw new ApiError(401, 'UNAUTHORIZED', 'Operator token required.');
      return payload;
    },
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
    const { decision, reasons = [] } = request.body;
    const updated = await recordReviewDecision(app.services, request.params.id, decision === 'approve' ? { decision } : { decision, reasons });
    return { application_id: updated.id, step: updated.step };
  });
}
