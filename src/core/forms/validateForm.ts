import type { FieldErrorDetail } from '../errors';
import type { FormStepConfig } from '../flow/types';
import { fieldRule } from '../rules/registry';
import { readPath } from './paths';

/** The part of an Ajv error this module reads (Ajv's and RJSF's precompiled validators both give it). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled JSON Schema validator (runtime Ajv on the server, precompiled in the browser). */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** JSON Schema of a form with its per-field `x-messages` (keyword -> i18n key). */
export interface FormSchema {
  properties?: Record<string, { 'x-messages'?: Record<string, string>; title?: string }>;
  [key: string]: unknown;
}

/** Copies the bound application values into the form data (`form.bind`). */
export function bindApplication(
  form: FormStepConfig,
  data: Record<string, unknown>,
  application: unknown,
): Record<string, unknown> {
  const bound = { ...data };
  for (const [field, path] of Object.entries(form.bind ?? {})) bound[field] = readPath(application, path);
  return bound;
}

/** Applies `form.clearUnless`: drops a field when its controlling field has another value. */
export function applyClearRules(form: FormStepConfig, data: Record<string, unknown>): Record<string, unknown> {
  const next = { ...data };
  for (const rule of form.clearUnless ?? []) {
    if (next[rule.when] !== rule.equals) delete next[rule.field];
  }
  return next;
}

function fieldOf(error: SchemaError): string {
  if (error.keyword === 'required') return String(error.params.missingProperty ?? '');
  return error.instancePath.split('/')[1] ?? '';
}

/**
 * Validates form data: no text field may hold U+0000 or an unpaired surrogate (one rule for
 * every field), then the JSON Schema (with bound values in place) and the flow's `checks`.
 * Answers one detail per failed field, with the schema's i18n message key.
 */
export function validateFormData(
  form: FormStepConfig,
  schema: FormSchema,
  validate: SchemaValidator,
  data: Record<string, unknown>,
  today: Date = new Date(),
): FieldErrorDetail[] {
  const details: FieldErrorDetail[] = [];
  const seen = new Set<string>();
  if (!validate(data)) {
    for (const error of validate.errors ?? []) {
      if (error.keyword === 'if') continue;
      const field = fieldOf(error);
      if (seen.has(field)) continue;
      seen.add(field);
      const key = schema.properties?.[field]?.['x-messages']?.[error.keyword];
      details.push({ field, code: error.keyword, message_key: key, message: error.message ?? 'is invalid' });
    }
  }
  for (const check of form.checks ?? []) {
    if (seen.has(check.field) || data[check.field] === undefined) continue;
    if (!fieldRule(check.rule)(data[check.field], check.params ?? {}, today)) {
      seen.add(check.field);
      details.push({ field: check.field, code: check.rule, message_key: check.message, message: `failed ${check.rule}` });
    }
  }
  return details;
}

/** Keeps only the payload fields of `form` that have a value. */
export function pickPayload(form: FormStepConfig, data: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of form.payload) {
    const value = data[field];
    if (value !== undefined && value !== '') payload[field] = value;
  }
  return payload;
}
