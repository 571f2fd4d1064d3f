/**
 * Starting the server from a node script, shared by `npm start` (scripts/start.mjs) and
 * `npm run bench:web` (scripts/bench-web.mjs):
 *   - webBuildIsStale(): dist/index.html is missing or older than a source of the web app,
 *   - buildWeb(): `npx vite build --logLevel warn` (output shown), true when it succeeded,
 *   - serverCommand(): how to run the server or one of its tools: the compiled JavaScript in
 *     dist-server/ when NODE_ENV=production (never a TypeScript loader), tsx otherwise,
 *   - spawnServer(): the server (serverCommand('main')) in the repository root,
 *   - waitForServer(): polls a URL until the server answers (or exits, or times out).
 * Each script decides what a failed build means (start: the API without the app; bench: fail).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the built web app (dist/, the staff console in dist/staff, and the server's rendering in dist-ssr/) is made from. */
const WEB_SOURCES = ['src', 'widgets', 'locales', 'schemas', 'flows', 'index.html', 'vite.config.ts', 'staff.html', 'vite.staff.config.ts'];

/** Newest modification time under `path` (0 when missing), skipping node_modules and dot files. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

/**
 * True when dist/index.html is missing or older than one of the web app's sources, or the staff
 * console's page or the server's rendering of the app (dist-ssr/entry.js, built with it) is missing.
 */
export function webBuildIsStale() {
  const index = join(root, 'dist', 'index.html');
  if (!existsSync(index) || !existsSync(join(root, 'dist', 'staff', 'staff.html')) || !existsSync(join(root, 'dist-ssr', 'entry.js'))) return true;
  return WEB_SOURCES.some((p) => newest(join(root, p)) > statSync(index).mtimeMs);
}

/** Builds the web app (`npx vite build --logLevel warn`, output inherited); true when it succeeded. */
export function buildWeb() {
  console.log('Building the web app (npx vite build)...');
  return spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }).status === 0;
}

/** Sources of the compiled server, and where each entry's TypeScript lives. */
const SERVER_SOURCES = ['server', 'src/core'];
/** The server and each of its tools: output name -> TypeScript entry (compiled to dist-server/<name>.js). */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  migrate: 'server/cli/migrate.ts',
  'import-members': 'server/cli/import-members.ts',
  'decide-review': 'server/cli/decide-review.ts',
  'report-funnel': 'server/cli/report-funnel.ts',
  'erase-pii': 'server/cli/erase-pii.ts',
  'rotate-keys': 'server/cli/rotate-keys.ts',
  'print-notices': 'server/cli/print-notices.ts',
  'reference-core': 'server/cli/reference-core.ts',
  'staff-add': 'server/cli/staff-add.ts',
};

/**
 * The node arguments that run `entry` (main, migrate, import-members, decide-review): in
 * production `dist-server/<entry>.js`, which must exist and be newer than the server's
 * sources (else an Error says to run `npm run build`); otherwise the TypeScript source
 * through tsx, as in development and tests.
 */
export function serverCommand(entry, env = process.env) {
  if (!SERVER_ENTRIES[entry]) throw new Error(`unknown server entry "${entry}" (known: ${Object.keys(SERVER_ENTRIES).join(', ')})`);
  if (env.NODE_ENV !== 'production') return ['--import', 'tsx', SERVER_ENTRIES[entry]];
  const compiled = join(root, 'dist-server', `${entry}.js`);
  if (!existsSync(compiled)) throw new Error(`dist-server/${entry}.js is missing: run \`npm run build\` before starting in production`);
  if (SERVER_SOURCES.some((p) => newest(join(root, p)) > statSync(compiled).mtimeMs))
    throw new Error(`dist-server/ is older than the server's sources: run \`npm run build\` again`);
  return ['--enable-source-maps', compiled];
}

/**
 * Spawns the server (API + built app), `serverCommand('main')`, with `env` (default
 * this process's). With `capture`, its stdout and stderr are kept (for `output()`) instead of
 * shown. Returns the child process and its captured output so far.
 */
export function spawnServer({ env = process.env, capture = false } = {}) {
  const child = spawn(process.execPath, serverCommand('main', env), {
    cwd: root,
    env,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let log = '';
  if (capture) {
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
  }
  return { child, output: () => log };
}

/**
 * Resolves once a GET of `url` answers 2xx (polled every 250 ms). Throws, with the server's
 * output, when the server exits first or after `timeoutMs`; on the timeout it sends SIGTERM.
 */
export async function waitForServer({ child, output }, url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer within ${Math.round(timeoutMs / 1000)} s:\n${output()}`);
}
