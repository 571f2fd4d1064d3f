import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './apiError';
import { errorBody, toApiError } from './errorHandler';

/** Fastify's errors raised before a route is found; the address itself is never echoed. */
function fromFrameworkError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new ApiError(400, 'BAD_REQUEST', 'The address is not valid.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(414, 'URI_TOO_LONG', 'The address is too long.');
    default:
      return toApiError(error);
  }
}

/** Fastify `frameworkErrors`: bad URL encoding, over-long path parameters, ... answer the error payload. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const api = fromFrameworkError(error);
  request.log.info({ error_code: api.errorCode, status: api.statusCode }, 'request refused');
  void reply.code(api.statusCode).type('application/json').send(errorBody(api));
}

/** The answer to a request Node's HTTP parser refused (431 huge headers, 408 timeout, 400 otherwise). */
function fromClientError(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return new ApiError(431, 'HEADERS_TOO_LARGE', 'The request headers are too large.');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError(408, 'REQUEST_TIMEOUT', 'The request took too long.');
  return new ApiError(400, 'BAD_REQUEST', 'The request is not valid HTTP.');
}

/**
 * Fastify `clientErrorHandler` (Node's `clientError`): writes the error payload on the socket
 * and closes it, where Node or Fastify would answer a bare status or a payload of another shape.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const api = fromClientError(error.code);
  this.log.info({ error_code: api.errorCode, status: api.statusCode }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(api));
    socket.write(`HTTP/1.1 ${api.statusCode} ${STATUS_CODES[api.statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}

/**
 * HTTP/1.1 requests must carry a Host header (RFC 9112). Node answers their absence with an
 * empty 400 of its own unless `requireHostHeader` is off; with it off, this hook answers the
 * error payload instead.
 */
export function registerHostHeaderCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor >= 1 && !request.headers.host) {
      throw new ApiError(400, 'BAD_REQUEST', 'The Host header is missing.');
    }
  });
}
