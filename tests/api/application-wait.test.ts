import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import { MAX_WAIT_SECONDS } from '../../server/http/routes/applicationWaitRoute';
import { Applicant, errorOf, injectTransport, type Answer } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { toFinalizing } from '../helpers/httpCoreApp';
import { current, drain, toProcessing } from '../helpers/loanFlow';
import { CARLOS, MARIA } from '../helpers/people';
import { suiteApp, testApp, type TestApp } from '../helpers/testApp';

/** Each test drives applications through jobs and HTTP calls on a shared machine: generous. */
const TEST_TIMEOUT_MS = 120_000;

/** Resolves once `app` holds `count` waiting long-polls (checked every 20 ms; fails after 20 s). */
async function untilWaiting(app: FastifyInstance, count: number): Promise<void> {
  const start = Date.now();
  while (app.applicationChanges.waiting !== count) {
    if (Date.now() - start > 20_000) throw new Error(`expected ${count} waiting long-polls, have ${app.applicationChanges.waiting}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The long-poll of `applicant` at `step` on `app`, timed. */
async function waitCall(app: FastifyInstance, applicant: Applicant, query: string): Promise<{ answer: Answer; ms: number }> {
  const started = Date.now();
  const answer = await new Applicant(injectTransport(app)).send('GET', `/api/v1/microloan/application/wait?${query}`, undefined, { cookie: applicant.cookie });
  return { answer, ms: Date.now() - started };
}

/** Fails when the answer carries the SSN or the date of birth of `person` in any form. */
function expectNoIdentity(answer: Answer, person: { ssn: string; dob: string }): void {
  const text = JSON.stringify(answer.body);
  expect(text).not.toContain(person.ssn);
  expect(text).not.toContain(person.dob);
  expect(text).not.toMatch(/"(ssn|dob|date_of_birth)"/);
}

describe.each(dbTargets())('the long-poll of the application (GET application/wait) on $name', (target) => {
  const t = suiteApp(target);
  /** A second app on the same database: its job worker plays another server process. */
  let other: TestApp;
  beforeAll(async () => {
    other = await testApp(t.db);
  });
  afterAll(async () => other?.app.close());

  it('processing: answers with the offers as soon as another process decided, long before its bound; never the SSN or date of birth', async () => {
    const maria = new Applicant(injectTransport(t.app));
    const processing = await toProcessing(maria, MARIA, 'CHK-1001-01');
    expect(processing).toMatchObject({ step: 'PROCESSING_APPLICATION', is_polling_step: true });
    const waiting = waitCall(t.app, maria, 'step=PROCESSING_APPLICATION');
    await untilWaiting(t.app, 1);
    expect(await drain(other.app)).toBeGreaterThan(0);
    const { answer, ms } = await waiting;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = answer.body as ApplicationView;
    expect(view).toMatchObject({ application_id: processing.application_id, step: 'OFFER_REVIEW', is_polling_step: false });
    expect(view.loan_schedules?.length).toBeGreaterThan(0);
    expect(ms).toBeLessThan(MAX_WAIT_SECONDS * 1000);
    // The wait's answer is the application as GET application answers it, but for the session's
    // countdown, read a moment later and so a second apart at times (a run under load crossed one).
    const { expires_in_seconds: waitedExpiry, ...waited } = view;
    const { expires_in_seconds: laterExpiry, ...later } = await current(maria);
    expect(waited).toEqual(later);
    expect(Math.abs(Number(waitedExpiry) - Number(laterExpiry))).toBeLessThanOrEqual(2);
    expectNoIdentity(answer, MARIA);
    expect(t.app.applicationChanges.waiting).toBe(0);
  }, TEST_TIMEOUT_MS);

  it('finalizing: answers APPLICATION_COMPLETED as soon as another process funded the loan', async () => {
    const carlos = new Applicant(injectTransport(t.app));
    const finalizing = await toFinalizing(t.app, carlos, CARLOS, 'CHK-1006-01');
    expect(finalizing.is_polling_step).toBe(true);
    const waiting = waitCall(t.app, carlos, 'step=FINALIZING_APPLICATION');
    await untilWaiting(t.app, 1);
    await drain(other.app);
    const { answer, ms } = await waiting;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ application_id: finalizing.application_id, step: 'APPLICATION_COMPLETED', is_polling_step: false });
    expect(ms).toBeLessThan(MAX_WAIT_SECONDS * 1000);
    expectNoIdentity(answer, CARLOS);
  }, TEST_TIMEOUT_MS);

  it('nothing changes: answers the same application, unchanged, when its bound (wait=1) ends; at once when the browser shows another step', async () => {
    const maria = new Applicant(injectTransport(t.app));
    const processing = await toProcessing(maria, MARIA, 'CHK-1001-02');
    const { answer, ms } = await waitCall(t.app, maria, 'step=PROCESSING_APPLICATION&wait=1');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ application_id: processing.application_id, step: 'PROCESSING_APPLICATION', is_polling_step: true });
    expect(ms).toBeGreaterThanOrEqual(900);
    // The browser still shows the review: the application moved on, so the answer comes without waiting.
    const behind = waitCall(t.app, maria, 'step=USER_REVIEW');
    const { answer: moved } = await behind;
    expect(moved.body).toMatchObject({ step: 'PROCESSING_APPLICATION' });
    expect(t.app.applicationChanges.waiting).toBe(0);
  }, TEST_TIMEOUT_MS);

  it('a server shutting down answers its waits at once (unchanged) instead of holding them for the bound', async () => {
    const maria = new Applicant(injectTransport(t.app));
    await toProcessing(maria, MARIA, 'CHK-1001-01');
    // Another app on the same database: the session works there too; it is the one shutting down.
    const closing = await testApp(t.db);
    const waiting = waitCall(closing.app, maria, 'step=PROCESSING_APPLICATION');
    await untilWaiting(closing.app, 1);
    const closed = closing.app.close();
    const { answer, ms } = await waiting;
    await closed;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ step: 'PROCESSING_APPLICATION' });
    expect(ms).toBeLessThan(MAX_WAIT_SECONDS * 1000);
  }, TEST_TIMEOUT_MS);

  it('without a session: 401 with the error payload, exactly as GET application', async () => {
    const stranger = new Applicant(injectTransport(t.app));
    const waited = await stranger.call('GET', 'application/wait?step=PROCESSING_APPLICATION');
    const polled = await stranger.call('GET', 'application');
    expect(waited.status).toBe(401);
    expect(errorOf(waited)).toEqual({ message: 'Your session has expired.', status_code: 401, error_code: 'SESSION_EXPIRED', details: null });
    expect(waited.body).toEqual(polled.body);
    const forged = await stranger.call('GET', 'application/wait?step=PROCESSING_APPLICATION', undefined, { cookie: 'sid=not-a-session' });
    expect(forged.status).toBe(401);
    expect(t.app.applicationChanges.waiting).toBe(0);
  }, TEST_TIMEOUT_MS);

  it('a step that is not one, a missing step or a wait past the bound: 400 with the error payload', async () => {
    const maria = new Applicant(injectTransport(t.app));
    await toProcessing(maria, MARIA, 'CHK-1001-01');
    for (const query of ['step=NOPE', '', `step=PROCESSING_APPLICATION&wait=${MAX_WAIT_SECONDS + 1}`, 'step=PROCESSING_APPLICATION&wait=0']) {
      const answer = await maria.call('GET', `application/wait?${query}`);
      expect(answer.status, query).toBe(400);
      expect(errorOf(answer).status_code).toBe(400);
    }
  }, TEST_TIMEOUT_MS);

  it('an unknown path next to it is answered 404 with the error payload, never by the app page', async () => {
    for (const path of ['/api/v1/microloan/application/wait/more', '/api/v1/microloan/application/waits', '/api/v1/microloan/application/stream']) {
      const answer = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
      expect(answer.statusCode, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/^application\/json/);
      expect(answer.body, path).not.toMatch(/<html|<!doctype/i);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { status_code: 404 } });
    }
  }, TEST_TIMEOUT_MS);
});
