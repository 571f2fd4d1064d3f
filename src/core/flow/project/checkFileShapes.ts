import type { FlowProblem } from '../checkFlow';
import { compileSchema } from './compileSchema';
import { ajvProblems } from './ajvProblems';
import { knownNamesHint } from './didYouMean';
import { fileAt, filesMatching, isObject, pointerSegment, type ProjectFiles } from './projectFiles';

/** Meta-schemas of the config files beside the flows (the flows themselves go through checkFlow). */
const CONFIG_SCHEMAS = [
  { suffix: '.product.json', schema: 'schemas/product.schema.json' },
] as const;

/**
 * Files that are not JSON, product files against `schemas/product.schema.json`,
 * `flows/brand.json` against `schemas/brand.schema.json` (when both exist).
 */
export function checkConfigShapes(files: ProjectFiles): FlowProblem[] {
  const problems: FlowProblem[] = Object.entries(files.invalid ?? {}).map(([file, error]) => ({
    file, pointer: '/', message: `is not valid JSON (${error}); fix the syntax (a missing comma or quote is the usual cause)`,
  }));
  const validateWith = (file: string, schemaPath: string) => {
    const schema = fileAt(files, schemaPath);
    if (!isObject(schema)) return [{ file, pointer: '/', message: `cannot be checked: ${schemaPath} is missing; restore it` }];
    const validate = compileSchema(schema, 'meta');
    const content = fileAt(files, file);
    return validate(content) ? [] : ajvProblems(file, validate.errors, content);
  };
  for (const { suffix, schema } of CONFIG_SCHEMAS) {
    for (const file of filesMatching(files, 'flows/', suffix)) problems.push(...validateWith(file, schema));
  }
  if (fileAt(files, 'flows/brand.json') !== undefined && fileAt(files, 'schemas/brand.schema.json') !== undefined)
    problems.push(...validateWith('flows/brand.json', 'schemas/brand.schema.json'));
  return problems;
}

/**
 * Every `schemas/forms/*.schema.json` compiles with the project's Ajv (strict, as the server
 * compiles it), and every `*.ui.json` is an object whose keys are `ui:` options or properties
 * of its schema (`x.ui.json` belongs to `x.schema.json`).
 */
export function checkFormFiles(files: ProjectFiles): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const file of filesMatching(files, 'schemas/forms/', '.schema.json')) {
    const schema = fileAt(files, file);
    if (!isObject(schema)) {
      problems.push({ file, pointer: '/', message: 'must be a JSON object (a JSON Schema)' });
      continue;
    }
    try {
      compileSchema(schema, 'form');
    } catch (error) {
      problems.push({ file, pointer: '/', message: `is not a valid JSON Schema: ${(error as Error).message}; fix or remove the keyword named` });
    }
  }
  for (const file of filesMatching(files, 'schemas/forms/', '.ui.json')) problems.push(...checkUiFile(files, file));
  return problems;
}

function checkUiFile(files: ProjectFiles, file: string): FlowProblem[] {
  const ui = fileAt(files, file);
  if (!isObject(ui)) return [{ file, pointer: '/', message: 'must be a JSON object keyed by the form fields' }];
  // `<form>.ui.json` is the form's own look; `<form>.<variant>.ui.json` another look of the same form (a channel's, flow JSON channels.<name>.ui).
  const own = file.replace(/\.ui\.json$/, '.schema.json');
  const variantOf = file.replace(/\.[a-z0-9-]+\.ui\.json$/, '.schema.json');
  const schemaFile = isObject(fileAt(files, own)) || variantOf === own ? own : variantOf;
  const schema = fileAt(files, schemaFile);
  if (!isObject(schema)) return [{ file, pointer: '/', message: `has no form schema: add ${schemaFile} or remove this file` }];
  const properties = Object.keys(isObject(schema.properties) ? schema.properties : {});
  return Object.keys(ui)
    .filter((key) => !key.startsWith('ui:') && !properties.includes(key))
    .map((key) => ({
      file, pointer: `/${pointerSegment(key)}`,
      message: `"${key}" is not a field of ${schemaFile}; rename or remove it (${knownNamesHint('fields', key, properties)})`,
    }));
}
