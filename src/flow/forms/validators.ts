import { use } from 'react';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { SchemaValidator } from '../../core/forms/validateForm';
import { loadFormFiles, type FormFiles } from './formFiles';

/** A form schema with what validates it. */
export interface FormRuntime {
  schema: RJSFSchema;
  uiSchema: Record<string, unknown>;
  /** RJSF validator built from the precompiled functions. */
  validator: ValidatorType;
  /** The root precompiled function (for core validateFormData). */
  validate: SchemaValidator;
}

const cache = new WeakMap<FormFiles, FormRuntime>();

/** The runtime of loaded form files; throws when the validators lack the schema's root. */
export function formRuntime(files: FormFiles): FormRuntime {
  const cached = cache.get(files);
  if (cached) return cached;
  const { schema, uiSchema, validators } = files;
  const id = String(schema.$id ?? '');
  const validate = validators[id] as unknown as SchemaValidator | undefined;
  if (!validate) throw new Error(`Precompiled validators of "${files.schemaPath}" lack the root schema "${id}"`);
  const runtime: FormRuntime = { schema, uiSchema, validator: createPrecompiledValidator(validators, schema), validate };
  cache.set(files, runtime);
  return runtime;
}

/** Loads the schema, uiSchema and precompiled validator of a form step. */
export async function loadFormRuntime(schemaPath: string, uiSchemaPath: string): Promise<FormRuntime> {
  return formRuntime(await loadFormFiles(schemaPath, uiSchemaPath));
}

/**
 * The runtime of a form step inside a component: at once when its files are loaded (the
 * route starts loading them with the page's code), else the component suspends until they are.
 * `use()` is called on every render, loaded or not (the promise says when it is fulfilled): a
 * render that suspended is replayed with the same hooks, which is what lets React take over a
 * server-rendered form whose files arrive after its code.
 */
export function useFormRuntime(schemaPath: string, uiSchemaPath: string): FormRuntime {
  const files = use(loadFormFiles(schemaPath, uiSchemaPath));
  return formRuntime(files);
}
