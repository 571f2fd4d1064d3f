import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreBankingContract, OperationId } from '../contract';
import { CoreHttpError } from './coreErrors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** 401 UNAUTHORIZED for every call without `Authorization: Bearer <token>` (compared in constant time), before anything else. */
export function requireBearer(app: FastifyInstance, token: string): void {
  const expected = digest(`Bearer ${token}`);
  app.addHook('onRequest', async (request) => {
    const given = request.headers.authorization;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw new CoreHttpError(401, 'UNAUTHORIZED', 'A valid bearer token is required');
  });
}

/**
 * Checks a request against the contract's operation: for a write, 400 IDEMPOTENCY_KEY_MISSING
 * without the header; then 400 VALIDATION_ERROR listing every problem of the parameters and the
 * body (Ajv on the contract's component schemas).
 */
export function checkContract(contract: CoreBankingContract, id: OperationId, request: FastifyRequest): void {
  const op = contract.operation(id);
  if (op.write && request.headers['idempotency-key'] === undefined) throw new CoreHttpError(400, 'IDEMPOTENCY_KEY_MISSING', 'This write needs an Idempotency-Key header');
  const problems = contract.checkRequest(id, {
    params: request.params as Record<string, unknown>,
    query: request.query as Record<string, unknown>,
    headers: request.headers,
    body: request.body,
  });
  if (problems.length) throw new CoreHttpError(400, 'VALIDATION_ERROR', 'The request does not match the contract', problems);
}
