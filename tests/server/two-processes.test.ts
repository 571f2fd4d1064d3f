import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ApplicationView } from '../../src/core/application';
import { openPostgres } from '../../server/db/postgres';
import { Applicant, httpTransport } from '../helpers/api';
import { count } from '../helpers/loanFlow';
import { dbTargets } from '../helpers/dbTargets';
import { drain, toProcessing } from '../helpers/loanFlow';
import { injectTransport } from '../helpers/api';
import { CARLOS, EMILY, JAMES, MARIA } from '../helpers/people';
import { testApp } from '../helpers/testApp';
import { startServerProcesses, waitFor, type ServerProcess } from '../helpers/serverProcess';

const url = process.env.DATABASE_URL;
const targets = url ? [{ name: 'postgres', url }] : [];

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(sql);
  await c.end();
}

describe.each(targets)('two server processes on one $name database', ({ url: base }) => {
  it('serve one applicant each call in turn; every job runs once: nothing decided or funded twice', async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE SCHEMA ${schema}`);
    const env = { DATABASE_URL: `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`, JOB_POLL_MS: '20', JOB_BACKOFF_MS: '50' };
    const servers: ServerProcess[] = [];
    try {
      servers.push(...(await startServerProcesses(2, env)));
      // Each call goes to the other process.
      let turn = 0;
      const send = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => httpTransport(servers[turn++ % 2].base)(method, path, body, headers);
      const people = [{ person: MARIA, account: 'CHK-1001-01' }, { person: CARLOS, account: 'CHK-1006-01' }, { person: JAMES, account: 'CHK-1002-01' }];
      const ids = await Promise.all(people.map(async ({ person, account }) => {
        const a = new Applicant(send);
        await a.freshApplication(person);
        await a.fillForms(account);
        const id = (await a.submit('complete-review')).application_id;
        const step = async () => ((await a.call('GET', 'application')).body as ApplicationView).step;
        const decided = await waitFor(step, (s) => s !== 'PROCESSING_APPLICATION');
        if (decided !== 'OFFER_REVIEW') return { id, step: decided };
        await a.submit('select-offer', { offer_id: 'offer-3m' });
        await Promise.all([a.call('POST', 'application/accept-offer'), a.call('POST', 'application/accept-offer')]);
        const link = ((await a.call('POST', 'application/sign', { language: 'en' })).body as { signing_url: string }).signing_url;
        const signed = await Promise.all([0, 1].map(() => a.call('POST', `${link}/complete`, { typed_name: `${person.firstName} ${person.lastName}`, consent: true })));
        expect(signed.map((r) => r.status).sort()).toEqual([200, 409]);
        return { id, step: await waitFor(step, (s) => s === 'APPLICATION_COMPLETED') };
      }));
      expect(ids.map((r) => r.step)).toEqual(['APPLICATION_COMPLETED', 'APPLICATION_COMPLETED', 'APPLICATION_DENIED']);
      await new Promise((r) => setTimeout(r, 500)); // let the notice jobs finish

      const db = openPostgres(base, schema);
      try {
        for (const { id, step } of ids) {
          const events = (type: string) => count(db, 'SELECT count(*) AS n FROM application_events WHERE application_id = $1 AND type = $2', [id, type]);
          expect(await events('decided')).toBe(1);
          expect(await events('offer_accepted')).toBe(step === 'APPLICATION_COMPLETED' ? 1 : 0);
          expect(await events('funded')).toBe(step === 'APPLICATION_COMPLETED' ? 1 : 0);
          expect(await count(db, 'SELECT count(*) AS n FROM ledger_loans WHERE application_id = $1', [id])).toBe(step === 'APPLICATION_COMPLETED' ? 1 : 0);
        }
        expect(await count(db, "SELECT count(*) AS n FROM jobs WHERE status <> 'done'")).toBe(0);
        expect(await count(db, "SELECT count(*) AS n FROM jobs WHERE attempts <> 1")).toBe(0);
        expect(await count(db, "SELECT count(*) AS n FROM outbox WHERE channel = 'mail'")).toBe(3);
      } finally {
        await db.close();
      }
    } finally {
      for (const s of servers) await s.stop();
      await admin(`DROP SCHEMA ${schema} CASCADE`);
    }
  }, 180_000);
});

describe.each(dbTargets())('two apps with their own job workers on one $name database', (target) => {
  it('each job is claimed by one worker only; every application is decided once', async () => {
    const db = await target.open();
    const first = await testApp(db);
    const second = await testApp(db);
    try {
      const people = [{ p: MARIA, a: 'CHK-1001-01' }, { p: CARLOS, a: 'CHK-1006-01' }, { p: JAMES, a: 'CHK-1002-01' }, { p: EMILY, a: 'CHK-1007-01' }];
      for (const [i, { p, a }] of people.entries()) await toProcessing(new Applicant(injectTransport(i % 2 ? first.app : second.app)), p, a);
      const [x, y] = await Promise.all([drain(first.app), drain(second.app)]);
      expect(x + y).toBeGreaterThanOrEqual(people.length + 1); // 4 decisions + James's notice
      expect(await count(db, "SELECT count(*) AS n FROM application_events WHERE type = 'decided'")).toBe(people.length);
      expect(await count(db, "SELECT count(*) AS n FROM jobs WHERE status <> 'done' OR attempts <> 1")).toBe(0);
    } finally {
      await first.app.close();
      await second.app.close();
      await db.close();
    }
  }, 120_000); // two apps and four applicants walked to the decision: tens of seconds on a busy machine
});
