import { randomUUID } from 'node:crypto';
import { loadConformanceData, testBooking } from '../../server/adapters/core-banking/conformance/testData';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { httpCoreSuite, toFinalizing } from '../helpers/httpCoreApp';
import { count, current, drain, toProcessing } from '../helpers/loanFlow';
import { MARIA } from '../helpers/people';
import { expectOneLoanOtherDenied, raceToFunding } from '../helpers/palRace';

/** Each test drives applications through several jobs and HTTP calls: generous on a loaded machine. */
const TEST_TIMEOUT_MS = 120_000;

describe.each(dbTargets())('one PAL at a time through a core over HTTP (the reference core) on $name', (target) => {
  // The suite empties the core's ledger before each test (httpCoreSuite).
  const t = httpCoreSuite(target);
  const core = (method: string, path: string, body?: unknown, key?: string) => fetch(`${t.core.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${t.core.token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

  it('two applications of one member racing to funding in two server instances: the core books one loan, the other is denied PAL_LOAN_OPEN', async () => {
    const result = await raceToFunding({ target, app: t.app, db: t.db, env: t.env, ledgerDb: t.core.db, person: MARIA });
    expectOneLoanOtherDenied(result);
    const refusals = t.faulty.seen.filter((r) => r.method === 'POST' && r.path.endsWith('/loans') && r.idempotencyKey === `${result.denied.application_id}.book`);
    expect(refusals.length).toBeGreaterThan(0);
  }, TEST_TIMEOUT_MS);

  it('Maria funded: the core lists her loan as an open PAL, and her next application is denied PAL_LOAN_OPEN', async () => {
    // The race above denied one of Maria's applications: past the wait before she may apply again.
    await t.db.query("UPDATE applications SET updated_at = updated_at - interval '30 days' WHERE step = 'APPLICATION_DENIED'");
    const maria = new Applicant(injectTransport(t.app));
    const funded = await toFinalizing(t.app, maria, MARIA, 'CHK-1001-01');
    await drain(t.app);
    expect((await current(maria)).step).toBe('APPLICATION_COMPLETED');
    const { rows: [loan] } = await t.core.db.query<{ principal: string; booked_at: Date }>('SELECT principal, booked_at FROM ledger_loans WHERE application_id = $1', [funded.application_id]);
    const open = await core('GET', '/members/M-1001/loans?status=open&product=PAL');
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ loans: [{ product: 'PAL', opened_on: new Date(loan.booked_at).toISOString().slice(0, 10), closed_on: null, amount: Number(loan.principal), days_past_due: 0 }] });

    const again = new Applicant(injectTransport(t.app));
    const { application_id: id } = await toProcessing(again, MARIA, 'CHK-1001-02');
    await drain(t.app);
    expect(await current(again)).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['PAL_LOAN_OPEN'] } });
    expect(await count(t.db, "SELECT count(*) AS n FROM notices WHERE application_id = $1 AND kind = 'adverse_action'", [id])).toBe(1);
    expect(await count(t.core.db, "SELECT count(*) AS n FROM ledger_loans WHERE member_id = 'M-1001'")).toBe(1);
  }, TEST_TIMEOUT_MS);

  it('POST /loans of a PAL for a member with an open PAL of another application answers 422 PAL_LOAN_OPEN and books nothing; the first application still answers its loan', async () => {
    const data = loadConformanceData();
    const today = new Date().toISOString().slice(0, 10);
    const first = { ...testBooking(data, today, randomUUID()), product: 'PAL' };
    const booked = await core('POST', '/loans', first, `${first.application_id}.book`);
    expect(booked.status).toBe(201);
    const loanId = ((await booked.json()) as { loan_id: string }).loan_id;

    const second = { ...testBooking(data, today, randomUUID()), product: 'PAL' };
    const refused = await core('POST', '/loans', second, `${second.application_id}.book`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: { message: expect.any(String), status_code: 422, error_code: 'PAL_LOAN_OPEN', details: null } });
    expect(await count(t.core.db, 'SELECT count(*) AS n FROM ledger_loans WHERE application_id = $1', [second.application_id])).toBe(0);

    const other = await core('POST', '/loans', first, `${first.application_id}.book-again`);
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: { details: unknown } }).error.details).toEqual({ loan_id: loanId });
    // A product other than PAL is not concerned (the conformance suite books those).
    expect((await core('POST', '/loans', testBooking(data, today, randomUUID()), `${randomUUID()}.book`)).status).toBe(201);
  }, TEST_TIMEOUT_MS);
});
