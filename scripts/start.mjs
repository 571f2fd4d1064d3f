// `npm start`: builds the web app when dist/ is missing or older than its sources, then runs
// the server (API + built app on one port) with tsx, forwarding signals.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src', 'widgets', 'locales', 'schemas', 'flows', 'index.html', 'vite.config.ts'];

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

const distIndex = join(root, 'dist', 'index.html');
const stale = !existsSync(distIndex) || SOURCES.some((p) => newest(join(root, p)) > statSync(distIndex).mtimeMs);
if (stale && existsSync(join(root, 'index.html'))) {
  console.log('Building the web app (npx vite build)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app did not build; starting the API without it.');
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
