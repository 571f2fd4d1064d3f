import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
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
 * references left out, since the server fills them from the application.
 */
export function documentedFormBody(form: CompiledForm): Record<string, unknown> {
  const { $id: _id, ...schema } = withoutData(form.schema) as Record<string, unknown>;
  const bound = Object.keys(form.config.bind ?? {});
  const properties = { ...(schema.properties as Record<string, unknown>) };
  for (const field of bound) delete properties[field];
  return { ...schema, properties, description: `Validated with ${form.config.schema} (the browser's form schema) and the flow's checks.` };
}

/**
 * Route-level validator for form bodies: only "a JSON object" here; the handler validates the
 * fields with the form schema (bound values in place) so that details match the browser's.
 */
export const objectOnlyValidator: FastifySchemaCompiler<unknown> = () => {
  const validate = (data: unknown): boolean => {
    const ok = !!data && typeof data === 'object' && !Array.isArray(data);
    validate.errors = ok ? null : [{ keyword: 'type', instancePath: '', schemaPath: '#/type', params: { type: 'object' }, message: 'must be object' }];
    return ok;
  };
  validate.errors = null as null | FastifySchemaValidationError[];
  return validate;
};
