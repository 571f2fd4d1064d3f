import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Keys never written to the log, wherever they appear. */
const REDACT = [
  'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]',
  'ssn', 'dob', 'code', 'otp_token', 'body',
  '*.ssn', '*.dob', '*.code', '*.otp_token', '*.body', '*.cookie', '*.authorization',
];

/** Signing links carry a bearer token in the path: `/esign/s/<token>[/...]`. */
const SIGNING_TOKEN_IN_PATH = /(\/esign\/s\/)[^/?#]+/g;

/** A request URL as logged: signing-link tokens replaced by `[redacted]`. */
export function loggedUrl(url: string): string {
  return url.replace(SIGNING_TOKEN_IN_PATH, '$1[redacted]');
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

/** Pino options of the Fastify logger: level, redaction, optional stream (tests capture it). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' }, serializers: { req: requestSerializer }, ...(stream ? { stream } : {}) };
}
