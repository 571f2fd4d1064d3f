// `npm start`: builds the web app when dist/ is missing or older than its sources, then runs
// the server (API + built app on one port), forwarding signals: from TypeScript through tsx in
// local mode, the compiled dist-server/main.js (from `npm run build`) when NODE_ENV=production.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb, root, spawnServer, webBuildIsStale } from './lib/server-process.mjs';

if (webBuildIsStale() && existsSync(join(root, 'index.html')) && !buildWeb()) {
  console.error('The web app did not build; starting the API without it.');
}

let server;
try {
  ({ child: server } = spawnServer());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
