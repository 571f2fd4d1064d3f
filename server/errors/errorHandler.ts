import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, FieldErrorDetail } from '../../src/core/errors';
import { ApiError } from './apiError';

/** The error payload of `error`. */
export function errorBody(error: ApiError): ApiErrorBody {
  return { error: { message: error.message, status_code: error.statusCode, error_code: error.errorCode, details: error.details ?? null } };
}

function fromValidation(error: FastifyError): ApiError {
  const details: FieldErrorDetail[] = (error.validation ?? []).map((v) => {
    const missing = v.keyword === 'required' ? String((v.params as { missingProperty?: string }).missingProperty ?? '') : '';
    const extra = v.keyword === 'additionalProperties' ? String((v.params as { additionalProperty?: string }).additionalProperty ?? '') : '';
    const field = missing || extra || v.instancePath.split('/')[1] || '';
    return { field, code: v.keyword, message: v.message ?? 'is invalid' };
  });
  return new ApiError(400, 'VALIDATION_ERROR', 'The request is not valid.', details);
}

/** 503 with the error payload: the database (or the process, while it shuts down) cannot serve now. */
export function unavailable(): ApiError {
  return new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable for a moment. Please try again.', { retry_after_seconds: 5 });
}

/** Socket-level and server-side codes of a PostgreSQL that is away (restarting, shut down, unreachable). */
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

/** True for an error that says the database is unreachable rather than that the request is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && DB_DOWN_CODES.has(e.code)) return true;
  return typeof e.message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(e.message);
}

/** PostgreSQL errors caused by the text a client sent: invalid byte sequence, untranslatable character. */
const TEXT_ENCODING_ERRORS = new Set(['22021', '22P05']);

/** Maps any thrown error to an ApiError; unknown ones become a 500 with no internals. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as FastifyError;
  if (e?.validation) return fromValidation(e);
  if (typeof e?.code === 'string' && TEXT_ENCODING_ERRORS.has(e.code)) {
    return new ApiError(400, 'VALIDATION_ERROR', 'The request is not valid.', [{ field: '', code: 'text', message: 'holds a character the database cannot store' }]);
  }
  switch (e?.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
  if (e instanceof SyntaxError || (e?.statusCode === 400 && /JSON/i.test(e.message ?? ''))) {
    return new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
  if (isDatabaseUnavailable(error)) return unavailable();
  if (e?.statusCode === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (e?.statusCode === 415) return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  if (e?.statusCode && e.statusCode >= 400 && e.statusCode < 500) return new ApiError(e.statusCode, 'BAD_REQUEST', 'The request is not valid.');
  return new ApiError(500, 'INTERNAL_ERROR', 'An unexpected error occurred.');
}

/** The one error handler: every failure answers the error payload; 5xx are logged without bodies. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const api = toApiError(error);
    if (api.statusCode === 503) request.log.warn({ error_code: api.errorCode }, 'request refused: service unavailable');
    else if (api.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ error_code: api.errorCode, status: api.statusCode }, 'request refused');
    if ((api.statusCode === 429 || api.statusCode === 503) && api.details && typeof api.details === 'object' && 'retry_after_seconds' in api.details) {
      reply.header('retry-after', String((api.details as { retry_after_seconds: number }).retry_after_seconds));
    }
    return reply.code(api.statusCode).type('application/json').send(errorBody(api));
  });
}
