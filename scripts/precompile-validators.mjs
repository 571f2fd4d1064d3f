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
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync, rmSync } from 'node:fs';
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

/** Writes `text` to `file` unless the file already holds exactly it (so its modification time says when it last changed). */
function writeIfChanged(file, text) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/**
 * Writes one validator module per form schema and removes those of schemas that are gone;
 * answers the files. A module whose text is unchanged is left as it is: `npm start` rebuilds
 * the web app only when a source is newer than the build (scripts/lib/server-process.mjs), and
 * a build that rewrote these every time made every start rebuild.
 */
export function writeValidators() {
  mkdirSync(outDir, { recursive: true });
  writeIfChanged(join(outDir, '..', 'validator-runtime.js'), readFileSync(join(root, 'scripts/validator-runtime.js'), 'utf8'));
  const formsDir = join(schemasDir, 'forms');
  const written = [];
  for (const name of readdirSync(formsDir).filter((n) => n.endsWith('.schema.json')).sort()) {
    const schema = readJson(join(formsDir, name));
    const file = join(outDir, name.replace(/\.schema\.json$/, '.js'));
    writeIfChanged(file, formValidatorModule(schema));
    written.push(relative(root, file));
  }
  for (const name of readdirSync(outDir)) {
    if (!written.includes(relative(root, join(outDir, name)))) rmSync(join(outDir, name), { recursive: true, force: true });
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
