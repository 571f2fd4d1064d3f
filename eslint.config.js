// Lint: TypeScript rules plus the one-way dependency rule of DESIGN.md section 7
// (app -> preview -> flow/screens -> services/api/i18n -> core; widgets and server may use core only).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { builtinModules } from 'node:module';
import { serverLayers } from './server/layers.eslint.mjs';

// The browser's layers, enforced (DESIGN.md sections 3 and 7): each zone names the folders a
// folder must not import from, and no file of src/ or widgets/ may be part of an import cycle
// (dynamic imports count; type-only imports do not). From the top:
//   ssr (the server's rendering of the app) -> app -> preview -> flow, screens (one layer) -> services, api, i18n -> core
//   widgets -> core;  core -> nothing of the project.
const SRC = ['ssr', 'app', 'preview', 'flow', 'screens', 'services', 'api', 'i18n', 'core', 'build', 'staff'];

/** A zone: files under `src/<folder>` (or `widgets`) must not import from `forbidden`. */
function zone(folder, forbidden, message) {
  const target = folder === 'widgets' ? './widgets' : `./src/${folder}`;
  const from = forbidden.map((f) => (f === 'widgets' || f === 'server' ? `./${f}` : `./src/${f}`));
  return { target, from, message };
}

const below = (...allowed) => SRC.filter((f) => !allowed.includes(f));

/** Zones of the browser side (the server's are in the server's own block). */
const BROWSER_ZONES = [
  zone('core', [...below('core'), 'widgets', 'server'], 'src/core depends on nothing else in the project.'),
  zone('widgets', [...below('core'), 'server'], 'widgets may only use src/core.'),
  zone('i18n', [...below('i18n', 'core'), 'widgets', 'server'], 'i18n may only use src/core.'),
  zone('api', [...below('api', 'i18n', 'core'), 'widgets', 'server'], 'api sits below services, flow, screens and the shell; it may use i18n and core.'),
  zone('services', [...below('services', 'api', 'i18n', 'core'), 'widgets', 'server'], 'services sit below flow, screens and the shell; they may use api, i18n and core.'),
  zone('flow', ['ssr', 'app', 'preview', 'build', 'server', 'staff'], 'flow and screens sit below the shell and the preview.'),
  zone('screens', ['ssr', 'app', 'preview', 'build', 'server', 'staff'], 'flow and screens sit below the shell and the preview.'),
  zone('preview', ['ssr', 'app', 'build', 'server', 'staff'], 'the preview sits below the shell (the shell loads it).'),
  zone('app', ['ssr', 'build', 'server', 'staff'], 'the shell does not import the server rendering, build-time stand-ins, the server or the staff console.'),
  zone('ssr', ['build', 'server', 'staff'], 'the server rendering renders the app; the server loads it built, never the other way round.'),
  // The staff console (src/staff, a build of its own) stands beside the applicant's shell: it
  // uses services, api, i18n and core, never the applicant's shell, flow or screens.
  zone('staff', [...below('staff', 'services', 'api', 'i18n', 'core'), 'widgets', 'server'], 'the staff console may use services, api, i18n and core only, never the applicant\'s shell, flow, screens or preview.'),
];

/** Flat-config blocks: the zones and the cycle rule for src/ and widgets/ files. */
const browserLayers = [
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BROWSER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'dist-ssr/**', 'node_modules/**', 'src/generated/**', '.data*/**', 'test-results/**'] },
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
    // Packages: src/core runs in the browser and on the server (its project imports: eslint.layers.js).
    files: ['src/core/**/*.ts'],
    rules: restrict([
      { group: ['react', 'react-*', '@fluentui/*', '@rjsf/*', 'fastify', '@fastify/*', 'node:*', 'pg', '@electric-sql/*'], message: 'src/core is pure TypeScript shared by browser and server.' },
      // Node's built-ins by their bare names too (`fs`, `fs/promises`, `path`…), as `node:*` above.
      { group: builtinModules.filter((m) => !m.startsWith('_')).flatMap((m) => [m, `${m}/*`]), message: 'src/core is pure TypeScript shared by browser and server: no Node built-in (bare or node:).' },
    ]),
  },
  // The browser's layers (src/ and widgets/): zones and no import cycles.
  ...browserLayers,
  {
    files: ['server/**/*.ts'],
    rules: restrict([{ group: ['**/src/api/**', '**/src/app/**', '**/src/screens/**', '**/src/flow/**', '**/src/services/**', '**/widgets/**', 'react', 'react-*'], message: 'server may only use src/core from the browser side.' }]),
  },
  // The server's inward-pointing layers (DESIGN.md section 3, server/README.md "Layers").
  ...serverLayers({ importX, resolver: createTypeScriptImportResolver({ project: 'tsconfig.json' }) }),
);
