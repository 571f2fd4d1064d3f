import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app/buildApp';
import { EnvError, parseEnv } from '../../server/config/env';
import { envProblems } from '../helpers/envProblems';
import type { Db } from '../../server/db/db';
import { pgJobQueue } from '../../server/jobs/enqueue';
import { retryPolicy, retrySpanMs } from '../../server/jobs/retryPolicy';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fakeSmtp';
import { LINDA, toProcessing } from '../helpers/loanFlow';
import { ANA, JAMES } from '../helpers/people';
import type { TestClock } from '../helpers/clock';
import { TEST_KEY, testApp } from '../helpers/testApp';

const SENDER = 'notices@harborccu.example';
const MINUTE = 60_000;
/** The retry settings as a deployment has them when it sets none (testApp sets both back-offs to 0 otherwise). */
const DEFAULT_RETRIES = { JOB_MAX_ATTEMPTS: undefined, JOB_BACKOFF_MS: undefined, NOTICE_MAX_ATTEMPTS: undefined, NOTICE_BACKOFF_MS: undefined };

interface JobRow { id: string; kind: string; status: string; attempts: number; max_attempts: number; run_at: Date }
interface NoticeRow { channel: string; status: string; attempts: number }

describe('retry settings of the member notices', () => {
  it('default to 16 tries from a 60 s back-off (67 minutes of tries); every other job keeps 5 tries from 1 s (15 s)', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ NOTICE_MAX_ATTEMPTS: 16, NOTICE_BACKOFF_MS: 60_000, JOB_MAX_ATTEMPTS: 5, JOB_BACKOFF_MS: 1000 });
    for (const kind of ['notice-adverse-action', 'notice-review-decided', 'notice-funded'] as const) {
      expect(retryPolicy(env, kind)).toEqual({ maxAttempts: 16, backoffBaseMs: 60_000 });
      // 1 + 2 + 4 minutes, then twelve waits of 5 minutes (the cap).
      expect(retrySpanMs(retryPolicy(env, kind))).toBe(67 * MINUTE);
    }
    for (const kind of ['decide', 'confirm-signature', 'fund', 'send-sms'] as const) {
      expect(retryPolicy(env, kind)).toEqual({ maxAttempts: 5, backoffBaseMs: 1000 });
      expect(retrySpanMs(retryPolicy(env, kind))).toBe(15_000);
    }
    expect(parseEnv({ NOTICE_MAX_ATTEMPTS: '3', NOTICE_BACKOFF_MS: '0' })).toMatchObject({ NOTICE_MAX_ATTEMPTS: 3, NOTICE_BACKOFF_MS: 0, JOB_MAX_ATTEMPTS: 5, JOB_BACKOFF_MS: 1000 });
  });

  it('a bad NOTICE_MAX_ATTEMPTS or NOTICE_BACKOFF_MS is refused, naming the variable', () => {
    for (const bad of ['0', '101', 'abc', '2.5', '-3'])
      expect(envProblems({ NOTICE_MAX_ATTEMPTS: bad })).toContain(`NOTICE_MAX_ATTEMPTS must be an integer from 1 to 100 (got "${bad}")`);
    for (const bad of ['-1', '3600001', 'soon'])
      expect(envProblems({ NOTICE_BACKOFF_MS: bad })).toContain(`NOTICE_BACKOFF_MS must be an integer from 0 to 3600000 (got "${bad}")`);
  });

  it('stops start-up: the app is not built with a bad NOTICE_MAX_ATTEMPTS', async () => {
    const error = await buildApp({ env: { NODE_ENV: 'test', ENCRYPTION_KEY: TEST_KEY, NOTICE_MAX_ATTEMPTS: 'forever' } }).then(
      () => { throw new Error('buildApp should have failed'); },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toContain('NOTICE_MAX_ATTEMPTS must be an integer from 1 to 100 (got "forever")');
  });
});

describe.each(dbTargets())('notice jobs follow their own retry policy on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let clock: TestClock;
  let smtp: FakeSmtp;
  const newApplicant = () => new Applicant(injectTransport(app));
  const jobsOf = async (applicationId: string) =>
    (await db.query<JobRow>('SELECT id, kind, status, attempts, max_attempts, run_at FROM jobs WHERE application_id = $1 ORDER BY id', [applicationId])).rows;
  const noticesOf = async (applicationId: string) =>
    (await db.query<NoticeRow>('SELECT channel, status, attempts FROM notices WHERE application_id = $1 ORDER BY created_at, channel', [applicationId])).rows;
  const jobOf = async (applicationId: string, kind: string) => (await jobsOf(applicationId)).find((j) => j.kind === kind)!;

  /** Runs the one due job and answers the times around the run (the worker's `now` lies between them). */
  async function runTimed(): Promise<{ before: number; after: number }> {
    const before = clock.now().getTime();
    expect(await app.jobs.runOne()).toBe(true);
    return { before, after: clock.now().getTime() };
  }

  /** Expects the next try of a job that just failed at a time within `run` to be due `delayMs` after the failure. */
  function expectNextTry(job: JobRow, run: { before: number; after: number }, delayMs: number): void {
    expect(job.status).toBe('queued');
    expect(job.run_at.getTime()).toBeGreaterThanOrEqual(run.before + delayMs);
    expect(job.run_at.getTime()).toBeLessThanOrEqual(run.after + delayMs);
  }

  /**
   * Runs the notice job of `applicationId` at each of its tries, moving the clock to the time it
   * is due, while the SMTP server defers every message (451) until `outageMs` after the first try.
   * Answers the times of the tries, from the first one.
   */
  async function throughOutage(applicationId: string, kind: string, outageMs: number): Promise<number[]> {
    const first = clock.now().getTime();
    const tries: number[] = [];
    for (let i = 0; i < 50; i++) {
      smtp.mode = clock.now().getTime() - first < outageMs ? 'defer' : 'accept';
      tries.push(clock.now().getTime() - first);
      expect(await app.jobs.runOne()).toBe(true);
      const job = await jobOf(applicationId, kind);
      if (job.status !== 'queued') return tries;
      expect(await app.jobs.runOne()).toBe(false); // not due before its back-off has passed
      clock.advance((job.run_at.getTime() - clock.now().getTime()) / 1000 + 0.001);
    }
    throw new Error('the notice job never ended');
  }

  beforeAll(async () => {
    smtp = await startFakeSmtp({ user: 'notices', pass: 'secret', sender: SENDER });
  });
  afterAll(async () => {
    await smtp?.close();
  });
  // A fresh database and app for each test: a member signing in again would resume their application.
  beforeEach(async () => {
    smtp.mode = 'accept';
    db = await target.open();
    ({ app, clock } = await testApp(db, { env: { SMTP_URL: smtp.url, MAIL_FROM: SENDER, ...DEFAULT_RETRIES } }));
  });
  afterEach(async () => {
    await app?.close();
    await db?.close();
  });

  it('enqueued with the default settings, a notice job gets NOTICE_MAX_ATTEMPTS (16) tries and a decision or text message job JOB_MAX_ATTEMPTS (5)', async () => {
    const james = newApplicant();
    const view = await toProcessing(james, JAMES, 'CHK-1002-01');
    expect(await jobsOf(view.application_id)).toMatchObject([{ kind: 'decide', max_attempts: 5 }]);
    expect(await app.jobs.runOne()).toBe(true); // decides: denied, the adverse action notice queued
    expect(await jobsOf(view.application_id)).toMatchObject([{ kind: 'decide', status: 'done', max_attempts: 5 }, { kind: 'notice-adverse-action', status: 'queued', max_attempts: 16 }]);
    expect(await app.jobs.runOne()).toBe(true); // the notice goes out by e-mail at once
    expect(await noticesOf(view.application_id)).toEqual([{ channel: 'email', status: 'sent', attempts: 1 }]);

    // The queue as the Twilio adapter builds it: a detached text message job gets the job tries.
    const queue = pgJobQueue(clock.now, app.config.env);
    await queue.enqueueDetached(db, 'send-sms', { message_id: 'probe' }, new Date(clock.now().getTime() + 3_600_000));
    const { rows } = await db.query<{ max_attempts: number }>("SELECT max_attempts FROM jobs WHERE kind = 'send-sms' AND payload->>'message_id' = 'probe'");
    expect(rows).toEqual([{ max_attempts: 5 }]);
    await db.query("DELETE FROM jobs WHERE kind = 'send-sms' AND payload->>'message_id' = 'probe'");
  });

  it('the worker waits the notice back-off (60 s, then 120 s) after a failed notice try, and the job back-off (1 s, then 2 s) after a failed decision', async () => {
    const james = newApplicant();
    const view = await toProcessing(james, JAMES, 'CHK-1002-01');
    expect(await app.jobs.runOne()).toBe(true); // decide
    smtp.mode = 'defer';
    let run = await runTimed(); // the notice's first try: 554
    expectNextTry(await jobOf(view.application_id, 'notice-adverse-action'), run, 60_000);
    expect(await app.jobs.runOne()).toBe(false);
    clock.advance(60);
    run = await runTimed(); // second try: 554 again
    const notice = await jobOf(view.application_id, 'notice-adverse-action');
    expect(notice.attempts).toBe(2);
    expectNextTry(notice, run, 120_000);
    smtp.mode = 'accept';

    const linda = newApplicant();
    const lindaView = await toProcessing(linda, LINDA, 'CHK-1005-01');
    run = await runTimed(); // Linda's decision fails (her core banking record is unavailable)
    expectNextTry(await jobOf(lindaView.application_id, 'decide'), run, 1000);
    clock.advance(1);
    run = await runTimed();
    const decide = await jobOf(lindaView.application_id, 'decide');
    expect(decide.attempts).toBe(2);
    expectNextTry(decide, run, 2000);
    // Finish both: the notice is e-mailed once due, the decision gives up after its 5 tries.
    clock.advance(600);
    while (await app.jobs.runOne()) clock.advance(600);
    expect(await noticesOf(view.application_id)).toEqual([{ channel: 'email', status: 'sent', attempts: 3 }]);
    expect(await jobOf(lindaView.application_id, 'decide')).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('an SMTP outage of an hour ends as an e-mail, not a printed letter; one longer than the 67 minutes of tries goes to print after the 16th', async () => {
    const acceptedBefore = smtp.accepted.length;
    const refusedBefore = smtp.refused.length;
    const james = newApplicant();
    const view = await toProcessing(james, JAMES, 'CHK-1002-01');
    expect(await app.jobs.runOne()).toBe(true); // decide
    const tries = await throughOutage(view.application_id, 'notice-adverse-action', 60 * MINUTE);
    // Tries at 0, 1, 3, 7, 12, ... 57 minutes are refused; the one at 62 minutes is taken.
    expect(tries).toHaveLength(15);
    expect(tries.at(-1)).toBeGreaterThanOrEqual(62 * MINUTE);
    expect(tries.at(-1)).toBeLessThan(63 * MINUTE);
    expect(await noticesOf(view.application_id)).toEqual([{ channel: 'email', status: 'sent', attempts: 15 }]);
    expect(await jobOf(view.application_id, 'notice-adverse-action')).toMatchObject({ status: 'done', attempts: 15 });
    expect(smtp.refused.length - refusedBefore).toBe(14);
    expect(smtp.accepted.slice(acceptedBefore).map((m) => m.to)).toEqual([['james.smith@example.com']]);

    const ana = newApplicant();
    const denied = await ana.signIn(ANA); // no checking account: denied at sign-in, the notice queued
    expect(denied.step).toBe('APPLICATION_DENIED');
    const longer = await throughOutage(denied.application_id, 'notice-adverse-action', 90 * MINUTE);
    expect(longer).toHaveLength(16);
    expect(longer.at(-1)).toBeGreaterThanOrEqual(67 * MINUTE);
    expect(longer.at(-1)).toBeLessThan(68 * MINUTE);
    expect(await noticesOf(denied.application_id)).toEqual([
      { channel: 'email', status: 'failed', attempts: 16 },
      { channel: 'print', status: 'awaiting_print', attempts: 0 },
    ]);
    expect(await jobOf(denied.application_id, 'notice-adverse-action')).toMatchObject({ status: 'failed', attempts: 16, max_attempts: 16 });
  });
});
