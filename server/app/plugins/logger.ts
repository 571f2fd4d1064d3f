import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Keys never written to the log, wherever they appear. */
const REDACT = [
  'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]',
  'ssn', 'dob', 'birth_date', 'birthdate', 'date_of_birth', 'code', 'otp_token', 'body',
  '*.ssn', '*.dob', '*.birth_date', '*.birthdate', '*.date_of_birth', '*.code', '*.otp_token', '*.body', '*.cookie', '*.authorization',
];

/** Signing links and DocuSign return pages carry a bearer token in the path: `/esign/s/<token>[/...]`, `/esign/return/<token>`. */
const SIGNING_TOKEN_IN_PATH = /(\/esign\/(?:s|return)\/)[^/?#]+/g;

/**
 * Query parameters whose values are secrets wherever they appear: an OpenID Connect callback's
 * authorization `code` and `state` (staff single sign-on), and any `token`.
 */
const SECRET_QUERY_VALUES = /([?&](?:code|state|token|id_token|access_token)=)[^&#]*/gi;

/** A request URL as logged: signing-link tokens and secret query values replaced by `[redacted]`. */
export function loggedUrl(url: string): string {
  return url.replace(SIGNING_TOKEN_IN_PATH, '$1[redacted]').replace(SECRET_QUERY_VALUES, '$1[redacted]');
}

/** The request as logged (Fastify's fields, with the URL redacted). */
function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** An error as it is logged: what it is and where it was thrown, never the data it was about. */
export interface LoggedError {
  type: string;
  message: string;
  /** The error's `code` (a SQLSTATE, FST_..., ECONNREFUSED); not named `code`, which the redaction masks (one-time codes). */
  error_code?: string;
  statusCode?: number;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

/**
 * Serializer of logged errors: keeps only type, message, code (as `error_code`), status code, stack and the cause
 * (likewise). Everything else a driver attaches is dropped: PGlite's `query`, `params` and
 * `queryOptions`, PostgreSQL's `detail` (the conflicting values), `where`, `internalQuery`,
 * `hint`, ... which would write SQL and application data (names, account descriptions) to the log.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error === 'string' ? error : 'non-error value thrown', stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const out: LoggedError = { type: error.name || error.constructor?.name || 'Error', message: error.message, stack: error.stack ?? '' };
  if (typeof code === 'string' || typeof code === 'number') out.error_code = String(code);
  if (typeof statusCode === 'number') out.statusCode = statusCode;
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** Pino options of the Fastify logger: level, redaction, request and error serializers, optional stream (tests capture it). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { req: requestSerializer, err: serializeError, error: (value: unknown) => (value instanceof Error ? serializeError(value) : value) },
    ...(stream ? { stream } : {}),
  };
}
