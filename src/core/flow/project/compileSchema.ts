import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../forms/ajv';

/** How a schema is compiled: `meta` for the files' meta-schemas, `form` as the server compiles form schemas. */
export type SchemaUse = 'meta' | 'form';

const compiled = new Map<string, ValidateFunction>();

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
    // Form schemas compile in strict mode, as the server and the browser's precompiled validators do.
    validate = (use === 'meta' ? createAjv({ strict: false }) : createAjv()).compile(rest);
    compiled.set(key, validate);
  }
  return validate;
}
