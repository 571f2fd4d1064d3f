/**
 * `npm run check:flows [-- <project folder>]`: checks every flow, product file, form schema,
 * uiSchema and locale file of the project (default: the current folder) and prints every
 * problem as `file: /json/pointer: what is wrong, and how to fix it`. Exit 1 when there is any
 * problem, 0 otherwise. See docs/flow-checker.md.
 */
import { resolve } from 'node:path';
import { formatProblems } from '../src/core/flow/project';
import { checkProjectFolder } from '../server/config/projectFiles';

const { problems, notes, counts } = await checkProjectFolder(resolve(process.argv[2] ?? process.cwd()));
for (const note of notes) console.error(`note: ${note}`);
if (problems.length) {
  console.log(formatProblems(problems));
  console.log(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${counts}.`);
  process.exitCode = 1;
} else {
  console.log(`${counts}: no problems`);
}
