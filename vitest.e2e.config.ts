import { defineConfig } from 'vitest/config';

/** Browser tests: Playwright driving Debian's Chromium against the real server, one file at a time. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globals: true,
    fileParallelism: false,
    testTimeout: 180000,
    hookTimeout: 180000,
  },
});
