import { readFileSync } from 'node:fs';
import { projectPath } from '../config/projectRoot';

type JsonSchema = Record<string, unknown>;

function load(name: string): JsonSchema {
  const { $id: _id, ...schema } = JSON.parse(readFileSync(projectPath('schemas', 'api', `${name}.schema.json`), 'utf8')) as JsonSchema;
  return schema;
}

/** API schemas from schemas/api (without `$id`, so each route embeds its own copy). */
export const apiSchemas = {
  applicationView: load('application-view'),
  error: load('error'),
  otpToken: load('otp-token'),
  otpVerify: load('otp-verify'),
  otpResend: load('otp-resend'),
  empty: load('empty'),
  formBody: load('form-body'),
  applyBody: load('apply-body'),
  completeReview: load('complete-review'),
  applyAnswer: load('apply-answer'),
  otpTokenCheck: load('otp-token-check'),
  otpResendAnswer: load('otp-resend-answer'),
  signAnswer: load('sign-answer'),
} as const;

/** Error answers every route documents. */
export function errorResponses(): Record<string, JsonSchema> {
  return { '4xx': apiSchemas.error, '5xx': apiSchemas.error };
}
