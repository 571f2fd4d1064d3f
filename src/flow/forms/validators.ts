import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { SchemaValidator } from '../../core/forms/validateForm';

const schemaFiles = import.meta.glob<RJSFSchema>('../../../schemas/forms/*.json', { eager: true, import: 'default' });
const validatorFiles = import.meta.glob<ValidatorFunctions>('../../generated/validators/*.js', {
  eager: true,
  import: 'default',
});

/** A form schema with what validates it. */
export interface FormRuntime {
  schema: RJSFSchema;
  uiSchema: Record<string, unknown>;
  /** RJSF validator built from the precompiled functions. */
  validator: ValidatorType;
  /** The root precompiled function (for core validateFormData). */
  validate: SchemaValidator;
}

function schemaFile(path: string): RJSFSchema {
  const found = schemaFiles[`../../../schemas/${path}`];
  if (!found) throw new Error(`Form schema "${path}" is not under schemas/`);
  return found;
}

const cache = new Map<string, FormRuntime>();

/** The schema, uiSchema and precompiled validator of a form step; throws naming a missing file. */
export function formRuntime(schemaPath: string, uiSchemaPath: string): FormRuntime {
  const key = `${schemaPath}|${uiSchemaPath}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const schema = schemaFile(schemaPath);
  const uiSchema = schemaFile(uiSchemaPath) as Record<string, unknown>;
  const name = schemaPath.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
  const fns = validatorFiles[`../../generated/validators/${name}.js`];
  if (!fns) throw new Error(`No precompiled validator for "${schemaPath}"; run scripts/precompile-validators.mjs`);
  const id = String(schema.$id ?? '');
  const validate = fns[id] as unknown as SchemaValidator | undefined;
  if (!validate) throw new Error(`Precompiled validators of "${schemaPath}" lack the root schema "${id}"`);
  const runtime: FormRuntime = { schema, uiSchema, validator: createPrecompiledValidator(fns, schema), validate };
  cache.set(key, runtime);
  return runtime;
}
