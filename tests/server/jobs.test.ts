import { spawnSync } from 'node:child_process';
import type { ApplicationView } from '../../src/core/application';
import type { Db } from '../../server/db/db';
import { openMigratedPglite, seededDataDir } from '../helpers/pgliteTemplate';
import { backoffMs } from '../../server/jobs/retryPolicy';
import { jobsRepo } from '../../server/jobs/jobsRepo';
import { Applicant, injectTransport } from '../helpers/api';
import { count, current, drain, LINDA, toProcessing } from '../helpers/loanFlow';
import { MARIA, ROBERT } from '../helpers/people';
import { TEST_KEY, testApp } from '../helpers/testApp';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';

// The server and its tools run as production runs them: the compiled bundle, built once when stale.
beforeAll(ensureCompiledServer, 300_000);

describe('the job worker', () => {
  it('back-off doubles from JOB_BACKOFF_MS and is capped at 5 minutes', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(1000, n))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(1000, 30)).toBe(300_000);
  });

  it('runs in the app process on PGlite and decides while requests keep being answered', async () => {
    const db = await openMigratedPglite();
    const { app } = await testApp(db, { env: { JOBS: 'on', JOB_POLL_MS: '20' } });
    try {
      const maria = new Applicant(injectTransport(app));
      await toProcessing(maria, MARIA, 'CHK-1001-01');
      let view: ApplicationView;
      const deadline = Date.now() + 60_000;
      do {
        const started = Date.now();
        view = await current(maria);
        expect(Date.now() - started).toBeLessThan(2000);
        await new Promise((r) => setTimeout(r, 100)); // the browser polls every 5 s
      } while (view.step === 'PROCESSING_APPLICATION' && Date.now() < deadline);
      expect(view.step).toBe('OFFER_REVIEW');
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);

  it('JOB_HOLD_MS (a test hook) makes each job due that long after it is enqueued, without holding the worker', async () => {
    const db = await openMigratedPglite();
    const { app, clock } = await testApp(db, { env: { JOB_HOLD_MS: '60000' } });
    try {
      const maria = new Applicant(injectTransport(app));
      const robert = new Applicant(injectTransport(app));
      await toProcessing(maria, MARIA, 'CHK-1001-01');
      clock.advance(30);
      await toProcessing(robert, ROBERT, 'CHK-1004-01');
      expect(await app.jobs.runOne()).toBe(false); // neither is due yet
      clock.advance(31);
      expect(await app.jobs.drain()).toBe(1); // Maria's is, 61 s after; Robert's still waits
      expect((await current(maria)).step).toBe('OFFER_REVIEW');
      expect((await current(robert)).step).toBe('PROCESSING_APPLICATION');
      clock.advance(30);
      expect(await app.jobs.drain()).toBe(1);
      expect((await current(robert)).outcome).toEqual({ manual_review: true });
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);

  it('retries a failed job only when its back-off has passed, and reclaims a job whose lease expired', async () => {
    const db = await openMigratedPglite();
    const { app, clock } = await testApp(db, { env: { JOB_BACKOFF_MS: '60000', JOB_MAX_ATTEMPTS: '3', JOB_LEASE_MS: '60000' } });
    try {
      const linda = new Applicant(injectTransport(app));
      const { application_id: id } = await toProcessing(linda, LINDA, 'CHK-1005-01');
      const jobs = app.jobs;
      expect(await jobs.runOne()).toBe(true); // attempt 1 fails: next try in 60 s
      expect(await jobs.runOne()).toBe(false);
      clock.advance(60);
      expect(await jobs.runOne()).toBe(true); // attempt 2 fails: next try in 120 s
      clock.advance(60);
      expect(await jobs.runOne()).toBe(false);
      clock.advance(60);
      expect(await jobs.runOne()).toBe(true); // attempt 3: gives up
      expect((await current(linda)).step).toBe('APPLICATION_PROCESSING_ERROR');

      // A worker that claimed a job and died: its lease holds the job until it expires.
      const maria = new Applicant(injectTransport(app));
      await toProcessing(maria, MARIA, 'CHK-1001-01');
      expect(await jobsRepo.claim(db, 'dead-worker', clock.now(), 60_000)).not.toBeNull();
      expect(await jobs.runOne()).toBe(false);
      clock.advance(61);
      expect(await jobs.runOne()).toBe(true);
      expect((await current(maria)).step).toBe('OFFER_REVIEW');
      expect(await count(db, "SELECT count(*) AS n FROM jobs WHERE kind = 'decide' AND attempts = 2 AND status = 'done'")).toBe(1);
      expect(await count(db, "SELECT count(*) AS n FROM jobs WHERE application_id = $1 AND status = 'failed'", [id])).toBe(1);
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);

  it('npm run review:decide records an operator decision in the data folder', async () => {
    // A migrated database copied from the template: the tool is tested, not the cluster's creation.
    const dataDir = await seededDataDir('ml-review-');
    const env = { DATA_DIR: dataDir, ENCRYPTION_KEY: TEST_KEY };
    const first = await testApp(undefined as unknown as Db, { env });
    const robert = new Applicant(injectTransport(first.app));
    const { application_id: id } = await toProcessing(robert, ROBERT, 'CHK-1004-01');
    await drain(first.app);
    expect((await current(robert)).outcome).toEqual({ manual_review: true });
    await first.app.close();

    const run = (...args: string[]) => spawnSync(process.execPath, [...compiledTool('decide-review'), ...args], {
      encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env, NODE_ENV: 'test', DATABASE_URL: '' },
    });
    const bad = run(id, 'deny', 'NOT_A_REASON');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/VALIDATION_ERROR/);
    expect(run('00000000-0000-0000-0000-000000000000', 'approve').stderr).toMatch(/NOT_FOUND/);
    const ok = run(id, 'deny', 'INCOME_NOT_VERIFIABLE');
    expect(ok.stdout).toContain(`Application ${id} is now APPLICATION_DENIED.`);
    expect(ok.status).toBe(0);

    const second = await testApp(undefined as unknown as Db, { env });
    try {
      const again = new Applicant(injectTransport(second.app));
      again.cookie = robert.cookie;
      expect(await current(again)).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['INCOME_NOT_VERIFIABLE'] } });
      await drain(second.app);
      const outbox = (await again.send('GET', '/api/dev/outbox')).body as Array<{ to: string; channel: string; body: string }>;
      expect(outbox.filter((m) => m.channel === 'mail' && m.to === 'Robert Chen')).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  }, 120_000);
});

describe('job settings', () => {
  it('are checked at start: JOBS on/off, numbers in range, no JOB_DELAY_MS in production', async () => {
    const { parseEnv } = await import('../../server/config/env');
    expect(parseEnv({}).JOBS).toBe('on');
    expect(() => parseEnv({ JOBS: 'maybe' })).toThrow(/JOBS must be on or off/);
    expect(() => parseEnv({ JOB_POLL_MS: '0' })).toThrow(/JOB_POLL_MS/);
    expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, JOB_DELAY_MS: '5' })).toThrow(/JOB_DELAY_MS is a test hook/);
    expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, JOB_HOLD_MS: '5' })).toThrow(/JOB_HOLD_MS is a test hook/);
    expect(() => parseEnv({ JOB_HOLD_MS: '-1' })).toThrow(/JOB_HOLD_MS/);
  });
});
