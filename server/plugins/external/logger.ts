import type { FastifyServerOptions } from 'fastify';

/** Keys never written to the log, wherever they appear. */
const REDACT = [
  'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]',
  'ssn', 'dob', 'code', 'otp_token', 'body',
  '*.ssn', '*.dob', '*.code', '*.otp_token', '*.body', '*.cookie', '*.authorization',
];

/** Pino options of the Fastify logger: level, redaction, optional stream (tests capture it). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}
