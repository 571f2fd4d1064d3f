/**
 * A real server for the browser benchmarks (`bench:web`, `bench:interaction`): the built app on a
 * free port of 127.0.0.1 with a throwaway DATA_DIR (embedded PGlite, built-in providers, local mode
 * so the dev outbox gives the one-time codes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, waitForServer } from './server-process.mjs';

/** A port of 127.0.0.1 nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server (with `brandFile` as BRAND_FILE when given) and waits until /apply answers;
 * `stop()` ends it and removes its data folder.
 */
export async function startBenchServer(brandFile) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...(brandFile ? { BRAND_FILE: brandFile } : {}) };
  const server = spawnServer({ env, capture: true });
  await waitForServer(server, `http://127.0.0.1:${port}/apply`);
  const stop = async () => {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r).once('error', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}
