// `npm run test:timings`: the 20 slowest test files and the 20 slowest tests of the last run of
// each suite, from the JSON reports `npm test` writes to test-results/ (unit, hostile, e2e).
// Another report can be named: `npm run test:timings -- path/to/report.json`.
// `--write-e2e-durations` also writes each browser file's seconds from test-results/e2e.json to
// tests/e2e/durations.json, the order the browser files run in (longest first).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const DEFAULT_REPORTS = ['test-results/unit.json', 'test-results/hostile.json', 'test-results/e2e.json'];
const TOP = 20;

/**
 * One Vitest JSON report's files and tests with their durations in ms.
 * @param {string} path the report
 */
function readReport(path) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const files = [];
  const tests = [];
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    files.push({ name, ms: file.endTime - file.startTime, count: file.assertionResults.length });
    for (const t of file.assertionResults) tests.push({ name: `${name} > ${t.fullName}`, ms: t.duration ?? 0 });
  }
  return { files, tests, startTime: report.startTime };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

const WRITE_DURATIONS = '--write-e2e-durations';
const args = process.argv.slice(2).filter((a) => a !== WRITE_DURATIONS);
if (process.argv.includes(WRITE_DURATIONS)) {
  const e2e = 'test-results/e2e.json';
  if (!existsSync(e2e)) {
    console.error(`${WRITE_DURATIONS}: no ${e2e} yet: run \`npm test\` or \`npm run test:e2e -- --reporter=json --outputFile.json=${e2e}\` first.`);
    process.exit(1);
  }
  const { files } = readReport(e2e);
  const seconds = Object.fromEntries(files.sort((a, b) => b.ms - a.ms).map((f) => [f.name.slice(f.name.lastIndexOf('tests/e2e/')), Math.round(f.ms / 100) / 10]));
  writeFileSync('tests/e2e/durations.json', `${JSON.stringify(seconds, null, 2)}\n`);
  console.log(`tests/e2e/durations.json: ${files.length} browser files, longest first`);
}
const paths = args.length ? args : DEFAULT_REPORTS.filter((p) => existsSync(p));
if (!paths.length) {
  console.error('No test report yet: run `npm test` (it writes test-results/unit.json, hostile.json and e2e.json) or name a Vitest JSON report.');
  process.exit(1);
}
for (const path of paths) {
  const { files, tests } = readReport(path);
  const total = files.reduce((s, f) => s + f.ms, 0);
  console.log(`\n== ${path} (written ${statSync(path).mtime.toISOString()}): ${files.length} files, ${tests.length} tests, ${seconds(total).trim()} summed over files`);
  console.log(`\nSlowest ${TOP} files:`);
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, TOP)) console.log(`${seconds(f.ms)}  ${f.name} (${f.count} tests)`);
  console.log(`\nSlowest ${TOP} tests:`);
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, TOP)) console.log(`${seconds(t.ms)}  ${t.name}`);
}
