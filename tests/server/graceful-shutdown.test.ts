import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ApplicationView } from '../../src/core/application';
import { Applicant, httpTransport } from '../helpers/api';
import { ensureCompiledServer } from '../helpers/compiledServer';
import { count } from '../helpers/loanFlow';
import { MARIA } from '../helpers/people';
import { claimed, COMPILED_SERVER, startServerProcess, waitFor, type ServerProcess } from '../helpers/serverProcess';
import { newStorage, storageNames } from '../helpers/serverStorage';
import { TEST_KEY } from '../helpers/testApp';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exitOf = (server: ServerProcess) =>
  server.child.exitCode !== null ? Promise.resolve(server.child.exitCode) : new Promise<number | null>((r) => server.child.once('exit', (code) => r(code)));

describe.each(storageNames)('SIGTERM during a flow (%s)', (name) => {
  it('turns ready to 503 while still listening, finishes every request in flight and the job in hand, exits 0; nothing is lost', async () => {
    const storage = await newStorage(name);
    // The decide job waits 1.5 s once claimed, so SIGTERM lands while this process holds it.
    const env = { ...storage.env, JOB_POLL_MS: '50', JOB_DELAY_MS: '1500', SHUTDOWN_DRAIN_MS: '3000', LOG_LEVEL: 'info' };
    let server = await startServerProcess(env);
    let cookie = '';
    const applicant = () => Object.assign(new Applicant(httpTransport(server.base)), { cookie });
    try {
      const maria = applicant();
      await maria.freshApplication(MARIA);
      cookie = maria.cookie;
      await maria.fillForms('CHK-1001-02');
      expect((await maria.submit('complete-review')).step).toBe('PROCESSING_APPLICATION');
      await claimed(server, 'decide');

      // 30 requests in flight, each on its own connection, then SIGTERM.
      const inFlight = Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? applicant().call('POST', 'application/refresh-session') : applicant().call('GET', 'application'),
      );
      await sleep(20);
      const exit = exitOf(server);
      server.child.kill('SIGTERM');
      // Ready turns 503 as soon as the process handles the signal (PGlite may hold its event
      // loop a moment under the requests in flight), while the listener still takes requests.
      let ready = await fetch(`${server.base}/health/ready`);
      for (let i = 0; ready.status === 200 && i < 50; i++) {
        await sleep(50);
        ready = await fetch(`${server.base}/health/ready`);
      }
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { error: { error_code: string } }).error.error_code).toBe('SERVICE_UNAVAILABLE');
      expect((await fetch(`${server.base}/health/live`)).status).toBe(200);

      const answers = await Promise.all(inFlight);
      expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(await exit).toBe(0);
      expect(server.output()).toContain('closed: requests finished, jobs stopped, database closed');

      // The job in hand was finished by the stopping process (one attempt), not left to a lease.
      server = await startServerProcess({ ...env, JOB_DELAY_MS: '0' });
      const view = await waitFor(async () => (await applicant().call('GET', 'application')).body as ApplicationView, (v) => v.step === 'OFFER_REVIEW');
      expect(view.step).toBe('OFFER_REVIEW');
    } finally {
      await server.stop();
    }
    const db = await storage.open();
    try {
      const { rows } = await db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM jobs WHERE kind = 'decide'");
      expect(rows).toEqual([{ status: 'done', attempts: 1 }]);
      expect(await count(db, "SELECT count(*) AS n FROM application_events WHERE type = 'decided'")).toBe(1);
    } finally {
      await db.close();
      await storage.cleanup();
    }
  }, 180_000);
});

describe('the production build', () => {
  beforeAll(async () => {
    await ensureCompiledServer();
  }, 120_000);

  it('npm start in production runs the compiled server, never a TypeScript loader', async () => {
    const script = new URL('../../scripts/lib/server-process.mjs', import.meta.url).href;
    const { serverCommand } = (await import(script)) as { serverCommand(entry: string, env: Record<string, string>): string[] };
    expect(serverCommand('main', { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1' }).join(' ')).toMatch(/dist-server\/main\.js$/);
    expect(serverCommand('main', { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1' }).join(' ')).not.toContain('tsx');
    expect(serverCommand('migrate', { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1' }).join(' ')).toMatch(/dist-server\/migrate\.js$/);
  });

  it('refuses to start in production without DATABASE_URL, naming it', () => {
    let stderr = '';
    try {
      execFileSync(process.execPath, COMPILED_SERVER, { env: { ...process.env, NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', DATABASE_URL: '', ENCRYPTION_KEY: TEST_KEY, ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1' }, stdio: 'pipe' });
    } catch (error) {
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(stderr).toContain('DATABASE_URL is required when NODE_ENV=production');
  });

  const pgOnly = process.env.DATABASE_URL ? ['postgres'] : [];
  it.each(pgOnly)('serves from the compiled bundle in production on %s: ready, migrations by db:migrate, clean SIGTERM', async () => {
    const storage = await newStorage('postgres');
    try {
      const env = { ...process.env, ...storage.env, NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1' };
      const migrated = execFileSync(process.execPath, ['scripts/server-cli.mjs', 'migrate'], { env, stdio: 'pipe' }).toString();
      expect(migrated).toMatch(/Applied: 001_/);
      expect(execFileSync(process.execPath, ['scripts/server-cli.mjs', 'migrate'], { env, stdio: 'pipe' }).toString()).toContain('up to date');
      const server = await startServerProcess({ ...storage.env, NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1', OPERATOR_TOKEN: 'x'.repeat(64) }, COMPILED_SERVER);
      const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').join(' ');
      expect(cmdline).toContain('dist-server/main.js');
      expect(cmdline).not.toContain('tsx');
      const ready = (await (await fetch(`${server.base}/health/ready`)).json()) as { checks: Record<string, string> };
      expect(ready.checks).toEqual({ config: 'ok', accepting: 'ok', database: 'ok', migrations: 'ok' });
      expect((await fetch(`${server.base}/api/dev/outbox`)).status).toBe(404);
      const exit = exitOf(server);
      server.child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      await storage.cleanup();
    }
  }, 120_000);
});
