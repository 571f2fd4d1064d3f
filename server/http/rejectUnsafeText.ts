import type { FastifyInstance } from 'fastify';
import { fieldWithUnsafeText, UNSAFE_TEXT_MESSAGE_KEY } from '../../src/core/forms/safeText';
import { ApiError } from '../errors/apiError';

/**
 * One rule for every free-text value the server takes: a JSON body, query or path parameter
 * holding U+0000 or an unpaired surrogate is answered 400 VALIDATION_ERROR naming the field,
 * before any route schema or database sees it (the browser forms apply the same rule).
 */
export function registerRejectUnsafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const field = fieldWithUnsafeText(value);
      if (field === null) continue;
      throw new ApiError(400, 'VALIDATION_ERROR', 'The request is not valid.', [
        { field, code: 'text', message_key: UNSAFE_TEXT_MESSAGE_KEY, message: 'must not contain a NUL character or a broken character' },
      ]);
    }
  });
}
