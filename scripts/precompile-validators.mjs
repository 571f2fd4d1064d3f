#!/usr/bin/env node
/**
 * Build-time generation (run with tsx: it imports TypeScript from src/core):
 * 1. checks every flow (flows/*.flow.json) with core checkFlow against the meta-schema, the
 *    widget registry (widgets/index.ts) and the screen registry (src/screens/registry.ts);
 *    any problem fails with one line per problem naming the step and key;
 *    then runs the whole project checker (checkProjectFolder: product files, forms, locales);
 * 2. writes one precompiled Ajv validator module per form schema (schemas/forms/*.schema.json)
 *    to src/generated/validators/<name>.js, as ESM (no eval / new Function in the browser),
 *    for @rjsf/validator-ajv8's createPrecompiledValidator.
 *
 * Usage: npx tsx scripts/precompile-validators.mjs
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAjv } from '../src/core/forms/ajv.ts';
import { formValidatorModule, toEsm } from '../server/dev/formValidatorModule.ts';
import { checkFlow, formatProblems } from '../src/core/flow/checkFlow.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = join(root, 'schemas');
const outDir = join(root, 'src/generated/validators');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Names of the registered widgets and screens (pure lists the browser registries are typed against). */
async function registryNames() {
  const mod = await import(pathToFileURL(join(root, 'src/core/registryNames.ts')).href);
  return { widgets: [...mod.widgetNames], screens: [...mod.screenNames] };
}

/** Checks every flow file; throws with every problem. */
export async function checkFlows() {
  const validateMeta = createAjv({ strict: false }).compile(readJson(join(schemasDir, 'flow.schema.json')));
  const lookup = (path) => {
    const file = join(schemasDir, path);
    return existsSync(file) ? readJson(file) : undefined;
  };
  const registries = await registryNames();
  const problems = readdirSync(join(root, 'flows'))
    .filter((name) => name.endsWith('.flow.json'))
    .flatMap((name) => checkFlow(`flows/${name}`, readJson(join(root, 'flows', name)), validateMeta, lookup, registries));
  if (problems.length) throw new Error(`Flow check failed:\n${formatProblems(problems)}`);
}

/** Ajv's CommonJS standalone output as an ES module (server/dev/formValidatorModule.ts). */
export { toEsm };

/** Writes one validator module per form schema; answers the written files. */
export function writeValidators() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  copyFileSync(join(root, 'scripts/validator-runtime.js'), join(outDir, '..', 'validator-runtime.js'));
  const formsDir = join(schemasDir, 'forms');
  const written = [];
  for (const name of readdirSync(formsDir).filter((n) => n.endsWith('.schema.json')).sort()) {
    const schema = readJson(join(formsDir, name));
    const file = join(outDir, name.replace(/\.schema\.json$/, '.js'));
    writeFileSync(file, formValidatorModule(schema));
    written.push(relative(root, file));
  }
  return written;
}

/** Runs the project checker (docs/flow-checker.md: flows, product files, forms, locales); throws with every problem. */
export async function checkWholeProject() {
  const { checkProjectFolder } = await import('../server/config/projectFiles.ts');
  const { formatProblems: format } = await import('../src/core/flow/project/index.ts');
  const { problems, notes } = await checkProjectFolder(root);
  for (const note of notes) console.warn(`precompile-validators: note: ${note}`);
  if (problems.length) throw new Error(`Project check failed (npm run check:flows):\n${format(problems)}`);
}

/** Runs every step. */
export async function main() {
  await checkFlows();
  await checkWholeProject();
  const files = writeValidators();
  console.log(`precompile-validators: flows OK; wrote ${files.length} validators to src/generated/validators`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
