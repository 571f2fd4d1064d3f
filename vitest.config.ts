import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_V8_FLAGS } from './tests/helpers/nodeFlags';

/** Every unit, component and API test file. */
const INCLUDE = ['tests/{unit,component,api,server}/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'];

/**
 * Module mocks and stubbed globals outlive a file in a shared worker: a file that uses them, or
 * whose test helpers do, gets a process of its own; so does a file that says `@vitest-own-process`
 * (it reads module state of the app that another file may have changed: what is loaded, Griffel's
 * inserted rules).
 */
const ISOLATED_BY_TEXT = /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|@vitest-own-process/;
/** A file that runs in jsdom (component and widget tests, or one that asks for it). */
const DOM_BY_TEXT = /@vitest-environment jsdom/;
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
const allFiles = ['tests/unit', 'tests/component', 'tests/api', 'tests/server', 'widgets'].flatMap(testFiles);
const textOf = (file: string): string => readFileSync(file, 'utf8');
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** A test file's text with that of the test helpers it imports, directly or not (its own folders' modules, not the app's). */
function textWithHelpers(file: string, seen = new Set<string>()): string {
  seen.add(file);
  const text = textOf(file);
  const helpers = [...text.matchAll(RELATIVE_IMPORT)]
    .map((m) => join(dirname(file), m[1]))
    .flatMap((base) => [base, `${base}.ts`, `${base}.tsx`].filter((candidate) => /^(tests|widgets)\//.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()).slice(0, 1))
    .filter((helper) => !seen.has(helper) && !/\.test\.tsx?$/.test(helper));
  return [text, ...helpers.map((helper) => textWithHelpers(helper, seen))].join('\n');
}
const isolatedFiles = allFiles.filter((file) => ISOLATED_BY_TEXT.test(textWithHelpers(file)));
const domFiles = allFiles.filter((file) => !isolatedFiles.includes(file) && (file.startsWith('tests/component/') || file.startsWith('widgets/') || DOM_BY_TEXT.test(textOf(file))));

/**
 * Unit, component and API tests. Component tests opt into jsdom with a
 * `@vitest-environment jsdom` comment; browser tests live in tests/e2e (vitest.e2e.config.ts).
 * Three projects:
 * - `isolated`: files that mock modules or stub globals, a fresh process each;
 * - `dom`: the other jsdom files (components, widgets), one after another in long-lived jsdom
 *   workers: React, Fluent UI, RJSF and i18next are loaded once per worker instead of once per
 *   file (that import was most of these files' time). Testing Library unmounts after each test;
 *   tests/component/domSetup.ts also clears what a file may leave behind (storage, the
 *   document's language, i18next's language);
 * - `shared`: node tests that clean up after themselves, in long-lived workers too.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Three files at a time on 2 cores: many files wait on server processes, child processes and
    // timers, so two workers kept only about 1.4 cores busy (the whole stage: 268-293 s with 2,
    // 239 s with 3, 232 s with 4, one quiet host, 2026-11-28; 3 keeps memory and load modest).
    maxWorkers: 3,
    // The workers' PGlites, as the processes the tests start, run on V8's baseline WebAssembly compiler (tests/helpers/nodeFlags.ts).
    execArgv: [...TEST_V8_FLAGS],
    globalSetup: ['tests/globalSetup.ts'],
    projects: [
      { extends: true, test: { name: 'isolated', include: isolatedFiles, isolate: true, setupFiles: ['tests/component/domSetup.ts'] } },
      { extends: true, test: { name: 'dom', include: domFiles, environment: 'jsdom', isolate: false, setupFiles: ['tests/component/domSetup.ts'] } },
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: [...isolatedFiles, ...domFiles], isolate: false } },
    ],
  },
});
