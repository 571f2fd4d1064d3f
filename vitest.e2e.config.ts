import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Playwright driving Debian's Chromium against the real server. Each file starts
 * its own server and browser; two files run at a time (most of a flow is waiting on the server's
 * polls and jobs, so two share 2 cores well).
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globals: true,
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 180000,
    hookTimeout: 180000,
  },
});
