import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './freePort';
import { fileURLToPath } from 'node:url';
import { compiledTool, ensureCompiledServer } from './compiledServer';
import { TEST_V8_FLAGS } from './nodeFlags';
import { TEST_KEY } from './testApp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A real server process (the compiled server of `npm run build`, or `node --import tsx server/main.ts`). */
export interface ServerProcess {
  base: string;
  output: () => string;
  /** SIGKILL: the process dies at once, whatever it was doing. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** The child process (pid, exit code). */
  child: ChildProcess;
}

/** How to run the server: the TypeScript source through tsx, or the compiled bundle (default). */
export const TSX_SERVER = [...TEST_V8_FLAGS, '--import', 'tsx', 'server/main.ts'];
/**
 * The compiled server of `npm run build` (scripts/build-server.mjs), what production runs; built
 * from the current sources first when stale. It starts on a quarter less CPU than tsx (no
 * TypeScript loader), which adds up in the files that start and kill processes again and again.
 * The hostile suite runs the sources through tsx (tests/hostile/serverUnderTest.ts).
 */
export const COMPILED_SERVER = compiledTool('main');

export { freePort } from './freePort';

/** Resolves when `child` has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/**
 * Starts the server in local mode with `env` (DATA_DIR or DATABASE_URL; NODE_ENV and the rest
 * may be overridden) and waits until /health/ready answers 200.
 */
export async function startServerProcess(env: Record<string, string>, command: string[] = COMPILED_SERVER): Promise<ServerProcess> {
  if (command === COMPILED_SERVER) await ensureCompiledServer();
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn', ENCRYPTION_KEY: TEST_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const base = `http://127.0.0.1:${port}`;
  // A start takes seconds of CPU (PGlite's WebAssembly, the project check): at a load of 10 on 2 cores, up to a minute.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${base}/health/ready`)).ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    output: () => log,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/**
 * Starts `count` processes with the same `env` at once (the migrations' advisory lock lets
 * several start on one database); when one fails to start, the others are stopped and the error thrown.
 */
export async function startServerProcesses(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const results = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess(env)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value);
  await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
  throw failed.reason;
}

/** Polls `read` every 100 ms until `done` holds (at most `ms`); answers the last value. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until the process has claimed a job of `kind` and is holding it (`JOB_DELAY_MS` with
 * `LOG_LEVEL=info`: the worker logs each claim it holds), the `nth` such claim of this process.
 * A test that kills or stops a process mid-job waits for this, not for a fixed time.
 */
export async function claimed(server: ServerProcess, kind: string, nth = 1, ms = 60_000): Promise<void> {
  const count = () => server.output().split('\n').filter((line) => line.includes('job claimed; held for JOB_DELAY_MS') && line.includes(`"kind":"${kind}"`)).length;
  const deadline = Date.now() + ms;
  while (count() < nth) {
    if (server.child.exitCode !== null) throw new Error(`server exited before claiming ${kind}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`no ${kind} job claimed in ${ms} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
