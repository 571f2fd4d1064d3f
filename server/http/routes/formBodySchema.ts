import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { compileSchema } from '../../../src/core/flow/project/compileSchema';
import type { CompiledForm } from '../../flows/product';

type Json = unknown;

function withoutData(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutData);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === 'object' && '$data' in value) continue;
    out[key] = withoutData(value);
  }
  return out;
}

/**
 * The form's JSON Schema as the route documents it (OpenAPI): bound fields and `$data`
 * references left out, since the server fills them from the application; with the fields the
 * route takes beside the form's (`beside`'s properties, e.g. apply's `language`).
 */
export function documentedFormBody(form: CompiledForm, beside: Record<string, unknown> = {}): Record<string, unknown> {
  const { $id: _id, ...schema } = withoutData(form.schema) as Record<string, unknown>;
  const bound = Object.keys(form.config.bind ?? {});
  const properties = { ...(schema.properties as Record<string, unknown>) };
  for (const field of bound) delete properties[field];
  Object.assign(properties, beside.properties as Record<string, unknown> | undefined);
  return { ...schema, properties, description: `Validated with ${form.config.schema} (the browser's form schema) and the flow's checks.` };
}

/** Fastify's answer to a body that is not a JSON object. */
const NOT_AN_OBJECT: FastifySchemaValidationError = { keyword: 'type', instancePath: '', schemaPath: '#/type', params: { type: 'object' }, message: 'must be object' };

const isObject = (data: unknown): boolean => !!data && typeof data === 'object' && !Array.isArray(data);

/**
 * Route-level validator for form bodies: only "a JSON object" here; the handler validates the
 * fields with the form schema (bound values in place) so that details match the browser's.
 */
export const objectOnlyValidator: FastifySchemaCompiler<unknown> = () => {
  const validate = (data: unknown): boolean => {
    const ok = isObject(data);
    validate.errors = ok ? null : [NOT_AN_OBJECT];
    return ok;
  };
  validate.errors = null as null | FastifySchemaValidationError[];
  return validate;
};

/**
 * Route-level validator of a form route that takes fields beside the form's: a JSON object
 * valid against `beside` (e.g. schemas/api/apply-body.schema.json: `language` 'en' or 'es' when
 * present); the form's own fields are left to the handler, as with objectOnlyValidator.
 */
export function besideFormValidator(beside: Record<string, unknown>): FastifySchemaCompiler<unknown> {
  const check = compileSchema(beside, 'form');
  return () => {
    const validate = (data: unknown): boolean => {
      const ok = isObject(data) && check(data);
      validate.errors = ok ? null : isObject(data) ? ((check.errors ?? []) as FastifySchemaValidationError[]) : [NOT_AN_OBJECT];
      return ok;
    };
    validate.errors = null as null | FastifySchemaValidationError[];
    return validate;
  };
}
