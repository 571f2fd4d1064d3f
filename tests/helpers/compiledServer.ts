import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_V8_FLAGS } from './nodeFlags';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** One lock per checkout, shared by every test process of it. */
const LOCK = join(tmpdir(), `microloan-build-server-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}.lock`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** True when dist-server/ holds every entry, newer than the server's sources (scripts/lib/server-process.mjs serverCommand). */
async function compiledIsFresh(): Promise<boolean> {
  const { serverCommand } = (await import(new URL('../../scripts/lib/server-process.mjs', import.meta.url).href)) as { serverCommand(entry: string, env: Record<string, string>): string[] };
  try {
    for (const entry of ['main', 'migrate', 'import-members']) serverCommand(entry, { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure dist-server/ is the compiled build of the current sources (scripts/build-server.mjs),
 * building it at most once however many test files ask at the same time: the check and the build
 * run under a lock directory shared by the test processes, so no file deletes the bundle another
 * file's server is running from. A lock left by a dead process is taken over after 3 minutes.
 */
export async function ensureCompiledServer(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 180_000) rmdirSync(LOCK);
      } catch { /* released meanwhile */ }
      await sleep(200);
    }
  }
  try {
    if (!(await compiledIsFresh())) execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'pipe' });
  } finally {
    rmdirSync(LOCK);
  }
}

/**
 * How a test runs the server or one of its tools as production does: the compiled bundle
 * (`dist-server/<entry>.js`, an entry of scripts/lib/server-process.mjs). Call
 * {@link ensureCompiledServer} first (in a `beforeAll`).
 */
export function compiledTool(entry: string): string[] {
  return [...TEST_V8_FLAGS, '--enable-source-maps', `dist-server/${entry}.js`];
}
