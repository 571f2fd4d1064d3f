import Ajv, { type Options } from 'ajv';

/** Annotations our schemas carry that Ajv must accept in strict mode. */
export const SCHEMA_ANNOTATIONS = ['x-messages'] as const;

/** Ajv options shared by the server's runtime validators and the browser's precompiled ones. */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  $data: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  coerceTypes: false,
  useDefaults: false,
  // `multipleOf: 0.01` (cents) would refuse 0.07 or 1250.57 by floating-point division alone.
  multipleOfPrecision: 6,
};

/** A configured Ajv instance for form and payload schemas. */
export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra });
  for (const keyword of SCHEMA_ANNOTATIONS) ajv.addKeyword({ keyword, schemaType: 'object' });
  return ajv;
}
