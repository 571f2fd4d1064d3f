/**
 * `npm run check:flows [-- <project folder>]`: checks every flow, product file, form schema,
 * uiSchema and locale file of the project (default: the current folder) and prints every
 * problem as `file: /json/pointer: what is wrong, and how to fix it`. Exit 1 when there is any
 * problem, 0 otherwise. See docs/flow-checker.md.
 */
import { resolve } from 'node:path';
import { checkProject, formatProblems } from '../src/core/flow/project';
import { loadKnownNames, loadProjectFiles } from '../server/config/projectFiles';

const root = resolve(process.argv[2] ?? process.cwd());
const files = loadProjectFiles(root);
const { registries, notes } = await loadKnownNames();
for (const note of notes) console.error(`note: ${note}`);
const problems = checkProject(files, registries);
const paths = [...Object.keys(files.json), ...Object.keys(files.invalid ?? {})];
const count = (test: (p: string) => boolean) => paths.filter(test).length;
const flows = count((p) => p.startsWith('flows/') && p.endsWith('.flow.json'));
const schemas = count((p) => p.startsWith('schemas/'));
const locales = count((p) => p.startsWith('locales/'));
if (problems.length) {
  console.log(formatProblems(problems));
  console.log(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${flows} flows, ${schemas} schemas, ${locales} locale files.`);
  process.exitCode = 1;
} else {
  console.log(`${flows} flows, ${schemas} schemas, ${locales} locale files: no problems`);
}
