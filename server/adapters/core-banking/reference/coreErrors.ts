import type { FastifyError, FastifyInstance } from 'fastify';
import { IdempotencyKeyReusedError } from '../../ledger/idempotency';
import { LedgerRefusal } from '../../ledger/ledgerStore';
import { contractError } from '../contractTypes';

/** An answer of the reference core other than success: status, contract error code, details. */
export class CoreHttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly details: unknown = null) {
    super(message);
    this.name = 'CoreHttpError';
  }
}

function asCoreError(error: unknown): CoreHttpError {
  if (error instanceof CoreHttpError) return error;
  if (error instanceof IdempotencyKeyReusedError) return new CoreHttpError(422, 'IDEMPOTENCY_KEY_REUSED', error.message);
  if (error instanceof LedgerRefusal) {
    if (error.code === 'LOAN_DISBURSED') return new CoreHttpError(409, error.code, error.message, { disbursement_id: error.detail });
    if (error.code === 'LOAN_VOIDED') return new CoreHttpError(409, error.code, error.message);
    return new CoreHttpError(error.code === 'NOT_FOUND' ? 404 : 422, error.code, error.message);
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status === 400) return new CoreHttpError(400, 'INVALID_JSON', 'The body is not valid JSON');
  if (status === 413) return new CoreHttpError(413, 'PAYLOAD_TOO_LARGE', 'The body is too large');
  if (status === 415) return new CoreHttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json');
  return new CoreHttpError(500, 'INTERNAL_ERROR', 'Internal error');
}

/** Every failure of the reference core (in `app`'s scope) answers the contract's error payload. */
export function installCoreErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const e = asCoreError(error);
    if (e.status >= 500) request.log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'reference core error');
    void reply.status(e.status).send(contractError(e.status, e.code, e.message, e.details));
  });
}

/** Unknown routes answer 404 NOT_FOUND with the error payload. */
export function installCoreNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).send(contractError(404, 'NOT_FOUND', 'No such resource'));
  });
}
