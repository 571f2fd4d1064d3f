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

/**
 * A promise that says, once fulfilled, what it holds, as React's `use()` reads it: `use()` then
 * answers its value in the same render instead of suspending again.
 */
type SettlingPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Every form's files, loading or loaded, by schema paths. */
const loads = new Map<string, SettlingPromise<FormFiles>>();

/** Marks `promise` fulfilled with its value once it is (React reads `status` and `value`). */
function settling<T>(promise: Promise<T>): SettlingPromise<T> {
  const marked: SettlingPromise<T> = promise;
  promise.then(
    (value) => Object.assign(marked, { status: 'fulfilled' as const, value }),
    () => undefined,
  );
  return marked;
}

/** A promise already fulfilled with `value`, marked so for `use()`. */
function fulfilled<T>(value: T): SettlingPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

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
  let promise = loads.get(key);
  if (!promise) {
    const name = schemaPath.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
    const load = async (): Promise<FormFiles> => {
      const [schema, uiSchema, validators] = await Promise.all([
        loader(schemaFiles, `../../../schemas/${schemaPath}`, 'Form schema under schemas/')(),
        loader(schemaFiles, `../../../schemas/${uiSchemaPath}`, 'uiSchema under schemas/')(),
        loader(validatorFiles, `../../generated/validators/${name}.js`, 'Precompiled validator (run scripts/precompile-validators.mjs)')(),
      ]);
      return { schemaPath, schema, uiSchema: uiSchema as Record<string, unknown>, validators };
    };
    promise = settling(load());
    loads.set(key, promise);
  }
  return promise;
}

/** The files of a form already loaded by {@link loadFormFiles}, else undefined. */
export function loadedFormFiles(schemaPath: string, uiSchemaPath: string): FormFiles | undefined {
  const promise = loads.get(keyOf(schemaPath, uiSchemaPath));
  return promise?.status === 'fulfilled' ? promise.value : undefined;
}

/**
 * Makes these the files of their form (replacing what was loaded): the server's rendering of a
 * page passes the files it serves in local mode, where they may differ from the built ones.
 */
export function primeFormFiles(uiSchemaPath: string, files: FormFiles): void {
  const key = keyOf(files.schemaPath, uiSchemaPath);
  loads.set(key, fulfilled(files));
}
