import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** Each form's files are their own chunks: a page loads the schema and validator it shows. */
const schemaFiles = import.meta.glob<RJSFSchema>('../../../schemas/forms/*.json', { import: 'default' });
const validatorFiles = import.meta.glob<ValidatorFunctions>('../../generated/validators/*.js', { import: 'default' });

/** What one form step needs from disk: its JSON Schema, uiSchema and precompiled validators. */
export interface FormFiles {
  schemaPath: string;
  schema: RJSFSchema;
  uiSchema: Record<string, unknown>;
  validators: ValidatorFunctions;
}

const loaded = new Map<string, FormFiles>();
const pending = new Map<string, Promise<FormFiles>>();

const keyOf = (schemaPath: string, uiSchemaPath: string) => `${schemaPath}|${uiSchemaPath}`;

function loader<T>(files: Record<string, () => Promise<T>>, path: string, what: string): () => Promise<T> {
  const load = files[path];
  if (!load) throw new Error(`${what} "${path}" is missing`);
  return load;
}

/**
 * Loads (once) the files of the form with these schema paths (relative to schemas/); rejects
 * naming a file that is not there.
 */
export function loadFormFiles(schemaPath: string, uiSchemaPath: string): Promise<FormFiles> {
  const key = keyOf(schemaPath, uiSchemaPath);
  let promise = pending.get(key);
  if (!promise) {
    const name = schemaPath.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
    promise = (async () => {
      const [schema, uiSchema, validators] = await Promise.all([
        loader(schemaFiles, `../../../schemas/${schemaPath}`, 'Form schema under schemas/')(),
        loader(schemaFiles, `../../../schemas/${uiSchemaPath}`, 'uiSchema under schemas/')(),
        loader(validatorFiles, `../../generated/validators/${name}.js`, 'Precompiled validator (run scripts/precompile-validators.mjs)')(),
      ]);
      const files: FormFiles = { schemaPath, schema, uiSchema: uiSchema as Record<string, unknown>, validators };
      loaded.set(key, files);
      return files;
    })();
    pending.set(key, promise);
  }
  return promise;
}

/** The files of a form already loaded by {@link loadFormFiles}, else undefined. */
export function loadedFormFiles(schemaPath: string, uiSchemaPath: string): FormFiles | undefined {
  return loaded.get(keyOf(schemaPath, uiSchemaPath));
}

/**
 * Makes these the files of their form (replacing what was loaded): the server's rendering of a
 * page passes the files it serves in local mode, where they may differ from the built ones.
 */
export function primeFormFiles(uiSchemaPath: string, files: FormFiles): void {
  const key = keyOf(files.schemaPath, uiSchemaPath);
  loaded.set(key, files);
  pending.set(key, Promise.resolve(files));
}
