import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { exited, freePort } from '../helpers/serverProcess';
import { TEST_V8_FLAGS } from '../helpers/nodeFlags';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A running server process of the suite. */
export interface ServerUnderTest {
  base: string;
  /** Everything the process wrote to stdout and stderr so far (its log). */
  output(): string;
  stop(): Promise<void>;
}

/** A database for one run: PGlite in a temp folder, or a fresh PostgreSQL database dropped afterwards. */
export interface StorageTarget {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function storageNames(): StorageTarget['name'][] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Creates the storage of a run. */
export async function openStorage(name: StorageTarget['name']): Promise<StorageTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ml-hostile-'));
  if (name === 'pglite') return { name, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const url = new URL(process.env.DATABASE_URL!);
  const database = `hostile_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  await admin(`CREATE DATABASE ${database}`);
  const own = new URL(url.toString());
  own.pathname = `/${database}`;
  return {
    name,
    env: { DATA_DIR: dataDir, DATABASE_URL: own.toString() },
    async dispose() {
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built app when there is one, else a minimal page standing in for it. */
export function appPageDir(): string {
  const dist = join(ROOT, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  const stub = mkdtempSync(join(tmpdir(), 'ml-hostile-dist-'));
  mkdirSync(stub, { recursive: true });
  writeFileSync(join(stub, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>');
  return stub;
}


/** Starts tests/hostile/serverEntry.ts on 127.0.0.1 with `env`; waits until `/api/brand` answers. */
export async function startServer(env: Record<string, string>): Promise<ServerUnderTest> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [...TEST_V8_FLAGS, '--import', 'tsx', 'tests/hostile/serverEntry.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'info', TRUST_PROXY: '1', JOB_POLL_MS: '50', HOSTILE_DIST_DIR: appPageDir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/api/brand`)).ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
