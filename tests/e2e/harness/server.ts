import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { freePort } from '../../helpers/freePort';
import { compiledTool, ensureCompiledServer } from '../../helpers/compiledServer';
import { seededDataDir } from '../../helpers/pgliteTemplate';

/** A real server process started as the README says, on a free port with its own data folder. */
export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr. */
  output: () => string;
  stop: () => Promise<void>;
}

export { freePort } from '../../helpers/freePort';

/**
 * Starts the compiled server (dist-server/main.js, what `npm run build` makes and production
 * runs; built first when older than the sources) in local mode with embedded PGlite in a new data
 * folder, and waits until it answers. The compiled server starts on a quarter less CPU than the
 * sources through tsx, and every browser file starts one.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // env.PORT when the caller needs the address before the start (e.g. an identity provider's redirect URI).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // A data folder of its own whose database is a copy of the migrated template (no initdb at each start).
  const dataDir = env.DATA_DIR ?? (await seededDataDir('microloan-e2e-'));
  await ensureCompiledServer();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, compiledTool('main'), {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 90000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/dev/outbox`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    port,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest one-time code sent to `phoneDigits` (10 digits), read from the dev outbox. */
export async function latestCode(baseUrl: string, phoneDigits: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseUrl}/api/dev/outbox`);
    const list = (await res.json()) as Array<{ to: string; body: string; sent_at: string }>;
    // The newest text with a code: a notice of an earlier application (a funded loan's) may come after it.
    for (const m of list) {
      const code = m.to.endsWith(phoneDigits) && Date.parse(m.sent_at) >= after ? /\b\d{6}\b/.exec(m.body)?.[0] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${phoneDigits} in the outbox`);
}
