// The server's layers (DESIGN.md section 3, drawn in server/README.md), enforced by lint:
// every zone names the files it governs (`target`) and the folders they may not import (`from`),
// and import cycles inside server/ are refused.
//
//   app (composition) -> http (routes, steps), staff (the staff area) -> domain (lifecycle, ports, rules) <- adapters, jobs, db
//
// `import type` counts too: a type-only import still ties a layer to another one.

const HTTP = ['server/http'];
const APP = ['server/app', 'server/main.ts'];
const JOBS = ['server/jobs'];
const ADAPTERS = ['server/adapters'];
const STAFF = ['server/staff'];
const FRAMEWORK = ['node_modules/fastify', 'node_modules/@fastify'];

/** The zones: source folder -> the folders it may not import. */
export const SERVER_ZONES = [
  { target: 'server/domain', from: [...HTTP, ...APP, ...STAFF, ...JOBS, ...ADAPTERS, ...FRAMEWORK], message: 'server/domain imports no http, app, staff, jobs, adapters or Fastify: ask for a port (server/domain/ports.ts) or a narrow dependency.' },
  { target: 'server/adapters', from: [...HTTP, ...APP, ...STAFF], message: 'server/adapters implement the domain ports; they import no http, app or staff.' },
  { target: 'server/jobs', from: [...HTTP, ...APP, ...STAFF], message: 'server/jobs sit below the composition and the routes: take narrow dependencies (jobs/types.ts JobServices).' },
  { target: ['server/db', 'server/repos'], from: [...HTTP, ...APP, ...STAFF, ...JOBS, ...ADAPTERS], message: 'server/db and repos are below every other layer.' },
  { target: 'server/http', from: APP, message: 'server/http is composed by server/app, never the other way round.' },
];

/**
 * The flat-config blocks of the server layers: zones (import-x/no-restricted-paths) and no
 * import cycles (import-x/no-cycle) inside server/.
 * @param {{ importX: import('eslint').ESLint.Plugin, resolver: unknown }} deps the plugin and the TypeScript resolver
 */
export function serverLayers({ importX, resolver }) {
  return [
    {
      files: ['server/**/*.ts'],
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver-next': [resolver], 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } },
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: SERVER_ZONES }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
  ];
}
