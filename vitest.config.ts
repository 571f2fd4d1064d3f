import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Every unit, component and API test file. */
const INCLUDE = ['tests/{unit,component,api,server}/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'];

/**
 * Files that need a process of their own: the browser-side tests (jsdom, React, module mocks of
 * the app) and any file that mocks modules or stubs globals. Every other file shares its worker
 * with the files run before it: Fastify, the server's modules and PGlite's WebAssembly are loaded
 * once per worker instead of once per file, which was about half of the suite's time.
 */
const ISOLATED_BY_TEXT = /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|@vitest-environment/;
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
const isolatedFiles = ['tests/unit', 'tests/component', 'tests/api', 'tests/server', 'widgets'].flatMap(testFiles).filter((file) => file.startsWith('tests/component/') || file.startsWith('widgets/') || ISOLATED_BY_TEXT.test(readFileSync(file, 'utf8')));

/**
 * Unit, component and API tests. Component tests opt into jsdom with a
 * `@vitest-environment jsdom` comment; browser tests live in tests/e2e (vitest.e2e.config.ts).
 * Two projects: `isolated` (a fresh process per file) and `shared` (node tests that clean up
 * after themselves, run one after another in long-lived workers).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Two cores: one file per core (Vitest's default leaves one core for itself).
    maxWorkers: 2,
    globalSetup: ['tests/globalSetup.ts'],
    projects: [
      { extends: true, test: { name: 'isolated', include: isolatedFiles, isolate: true, setupFiles: ['tests/component/domSetup.ts'] } },
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: isolatedFiles, isolate: false } },
    ],
  },
});
