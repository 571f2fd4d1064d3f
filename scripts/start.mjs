// `npm start`: builds the web app when dist/ is missing or older than its sources, then runs
// the server (API + built app on one port) with tsx, forwarding signals.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb, root, spawnServer, webBuildIsStale } from './lib/server-process.mjs';

if (webBuildIsStale() && existsSync(join(root, 'index.html')) && !buildWeb()) {
  console.error('The web app did not build; starting the API without it.');
}

const { child: server } = spawnServer();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
