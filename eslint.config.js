// Lint: TypeScript rules plus the one-way dependency rule of DESIGN.md section 7
// (app -> flow/screens -> api/services -> core; widgets and server may use core only).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { serverLayers } from './server/layers.eslint.mjs';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'src/generated/**', '.data*/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Node scripts (plain ESM).
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', performance: 'readonly', fetch: 'readonly' } },
  },
  {
    // `let x = ''; try { x = ... } catch { x = '' }` is our explicit style for fallbacks.
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'no-useless-assignment': 'off' },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: restrict([
      { group: ['react', 'react-*', '@fluentui/*', '@rjsf/*', 'fastify', '@fastify/*', 'node:*', 'pg', '@electric-sql/*'], message: 'src/core is pure TypeScript shared by browser and server.' },
      { group: ['**/server/**', '**/widgets/**', '**/api/**', '**/app/**', '**/screens/**', '**/services/**', '**/flow/StepHost*', '**/flow/FlowContext*'], message: 'src/core depends on nothing else in the project.' },
    ]),
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/src/api/**', '**/src/app/**', '**/src/screens/**', '**/src/flow/**', '**/server/**'], message: 'widgets may only use src/core.' }]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([{ group: ['**/src/api/**', '**/src/app/**', '**/src/screens/**', '**/src/flow/**', '**/src/services/**', '**/widgets/**', 'react', 'react-*'], message: 'server may only use src/core from the browser side.' }]),
  },
  // The server's inward-pointing layers (DESIGN.md section 3, server/README.md "Layers").
  ...serverLayers({ importX, resolver: createTypeScriptImportResolver({ project: 'tsconfig.json' }) }),
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/services/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/screens/**', '**/app/**', '../flow/StepHost*'], message: 'api and services sit below screens and the app shell.' }]),
  },
);
