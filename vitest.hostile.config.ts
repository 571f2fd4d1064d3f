import { defineConfig } from 'vitest/config';

/**
 * The hostile-input suite (tests/hostile): a real server process per database, 10,000+ generated
 * requests each, concurrency bursts and raw-socket probes. Files run one after another (2 cores).
 */
export default defineConfig({
  test: {
    include: ['tests/hostile/**/*.test.ts'],
    environment: 'node',
    globals: true,
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
