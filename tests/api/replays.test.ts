import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import type { Db } from '../../server/db/db';
import { fundJob } from '../../server/jobs/handlers/fund';
import { applicationsRepo } from '../../server/repos/applications';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { count, current, drain, openSigningPage, toProcessing } from '../helpers/loanFlow';
import { CARLOS, MARIA } from '../helpers/people';
import { testApp } from '../helpers/testApp';

describe.each(dbTargets())('replayed and concurrent calls on $name: one acceptance, one signature, one loan', (target) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await target.open();
    ({ app } = await testApp(db, { env: { JOB_MAX_ATTEMPTS: '3' } }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('concurrent accepts, concurrent sign completions and concurrent funding runs book one loan', async () => {
    const maria = new Applicant(injectTransport(app));
    await toProcessing(maria, MARIA, 'CHK-1001-01', 400);
    await drain(app);
    await maria.submit('select-offer', { offer_id: 'offer-3m' });

    const accepts = await Promise.all(Array.from({ length: 5 }, () => maria.call('POST', 'application/accept-offer')));
    expect(accepts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(accepts.every((r) => (r.body as ApplicationView).step === 'DOCUSIGN')).toBe(true);
    const id = (accepts[0].body as ApplicationView).application_id;
    expect(await count(db, "SELECT count(*) AS n FROM application_events WHERE application_id = $1 AND type = 'offer_accepted'", [id])).toBe(1);

    const url = ((await maria.call('POST', 'application/sign', { language: 'en' })).body as { signing_url: string }).signing_url;
    expect((await openSigningPage(maria, url)).page.status).toBe(200);
    const completions = await Promise.all(Array.from({ length: 4 }, () => maria.call('POST', `${url}/complete`, { typed_name: 'Maria Garcia', consent: true })));
    expect(completions.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await count(db, "SELECT count(*) AS n FROM esign_envelopes WHERE application_id = $1 AND status = 'completed'", [id])).toBe(1);
    expect(await count(db, "SELECT count(*) AS n FROM jobs WHERE application_id = $1 AND kind = 'confirm-signature'", [id])).toBe(1);

    expect(await app.jobs.runOne()).toBe(true); // confirm-signature -> FINALIZING_APPLICATION, fund queued
    expect((await current(maria)).step).toBe('FINALIZING_APPLICATION');
    // Two processes running the same fund job at once (e.g. after a lease expired): one books, the other changes nothing.
    const finalizing = (await applicationsRepo.get(db, id))!;
    const product = app.services.products.get('microloan')!;
    const job = (await db.query<never>("SELECT * FROM jobs WHERE application_id = $1 AND kind = 'fund'", [id])).rows[0];
    const runs = await Promise.allSettled([1, 2, 3].map(() => fundJob.run({ services: app.services, job, application: finalizing, product })));
    expect(runs.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    await drain(app); // the queued fund job itself: a no-op now
    // A replayed fund job after completion changes nothing either.
    await db.query("UPDATE jobs SET status = 'queued', locked_by = NULL, locked_until = NULL WHERE application_id = $1 AND kind = 'fund'", [id]);
    await drain(app);
    expect((await current(maria)).step).toBe('APPLICATION_COMPLETED');
    expect(await count(db, 'SELECT count(*) AS n FROM ledger_loans WHERE application_id = $1', [id])).toBe(1);
    expect(await count(db, "SELECT count(*) AS n FROM application_events WHERE application_id = $1 AND type = 'funded'", [id])).toBe(1);
    expect(await count(db, "SELECT count(*) AS n FROM ledger_entries e JOIN ledger_loans l ON l.id = e.loan_id WHERE l.application_id = $1", [id])).toBe(3);
  });

  it('a funding failure is retried with back-off; a permanent one ends in APPLICATION_PROCESSING_ERROR with nothing booked', async () => {
    const carlos = new Applicant(injectTransport(app));
    await toProcessing(carlos, CARLOS, 'CHK-1006-01');
    await drain(app);
    await carlos.submit('select-offer', { offer_id: 'offer-6m' });
    await carlos.submit('accept-offer');
    const url = ((await carlos.call('POST', 'application/sign', { language: 'es' })).body as { signing_url: string }).signing_url;
    expect((await carlos.call('POST', `${url}/complete`, { typed_name: 'Carlos Rivera', consent: true })).status).toBe(200);
    const book = app.services.ledger.book;
    let calls = 0;
    app.services.ledger.book = async () => { calls++; throw new Error('core ledger offline'); };
    try {
      await drain(app);
    } finally {
      app.services.ledger.book = book;
    }
    expect(calls).toBe(3);
    const view = await current(carlos);
    expect(view).toMatchObject({ step: 'APPLICATION_PROCESSING_ERROR', outcome: { reasons: ['FUNDING_FAILED'] } });
    expect(await count(db, 'SELECT count(*) AS n FROM ledger_loans WHERE application_id = $1', [view.application_id])).toBe(0);
    const { rows } = await db.query<{ status: string; attempts: number; last_error: string }>("SELECT status, attempts, last_error FROM jobs WHERE application_id = $1 AND kind = 'fund'", [view.application_id]);
    expect(rows).toEqual([{ status: 'failed', attempts: 3, last_error: 'Error: core ledger offline' }]);
  });
});
