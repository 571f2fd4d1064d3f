import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/e2e/harness/longestFirst';

/**
 * Browser tests: Playwright driving Debian's Chromium against the real server. Each file starts
 * its own server; three files run at a time on 2 cores (most of a flow is waiting on the server's
 * polls and jobs: two files kept about 1.4 cores busy, 285-297 s; three, 1.8 cores and 235 s,
 * one quiet host, 2026-11-28). The files of a worker run in one process (`isolate: false`)
 * and share its Chromium (tests/e2e/harness/browser.ts `sharedBrowser`): no file sets global
 * state, and each closes its browser contexts when it ends.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globals: true,
    fileParallelism: true,
    isolate: false,
    maxWorkers: 3,
    testTimeout: 180000,
    hookTimeout: 180000,
    // Longest files first (tests/e2e/durations.json): the last minutes are short files on every worker.
    sequence: { sequencer: LongestFirst },
  },
});
