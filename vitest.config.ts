import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Unit, component and API tests. Component tests opt into jsdom with a
 * `@vitest-environment jsdom` comment; browser tests live in tests/e2e (vitest.e2e.config.ts).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    include: ['tests/{unit,component,api,server}/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    globalSetup: ['tests/globalSetup.ts'],
  },
});
