import type { default as Ajv, ValidateFunction } from 'ajv';
import { createAjv } from '../../forms/ajv';

/** How a schema is compiled: `meta` for the files' meta-schemas, `form` as the server compiles form schemas. */
export type SchemaUse = 'meta' | 'form';

const compiled = new Map<string, ValidateFunction>();
/**
 * One Ajv per use, shared by every schema of that use: a new Ajv compiles JSON Schema's own
 * meta-schema again before its first schema (a quarter of a second of CPU, paid a dozen times per
 * server start when each schema had an instance of its own). Ids are stripped, so schemas never
 * meet in one instance.
 */
const instances = new Map<SchemaUse, Ajv>();
const ajvFor = (use: SchemaUse): Ajv => {
  let ajv = instances.get(use);
  if (!ajv) {
    // Form schemas compile in strict mode, as the server and the browser's precompiled validators do.
    ajv = use === 'meta' ? createAjv({ strict: false }) : createAjv();
    instances.set(use, ajv);
  }
  return ajv;
};

/**
 * Compiles `schema` (without its `$id`, so equal ids of different files do not clash) with the
 * project's Ajv; the same schema text is compiled once per process. Throws Ajv's error when the
 * schema is invalid.
 */
export function compileSchema(schema: Record<string, unknown>, use: SchemaUse): ValidateFunction {
  const { $id: _id, ...rest } = schema;
  const key = `${use}:${JSON.stringify(rest)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajvFor(use).compile(rest);
    compiled.set(key, validate);
  }
  return validate;
}
