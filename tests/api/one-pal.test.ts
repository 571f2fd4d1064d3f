import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import { demoMembers } from '../../server/adapters/members/demoMembers';
import { upsertMember } from '../../server/adapters/members/memberStore';
import { Applicant, BASE, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { toFinalizing } from '../helpers/httpCoreApp';
import { count, current, drain } from '../helpers/loanFlow';
import { CARLOS, MARIA } from '../helpers/people';
import { expectOneLoanOtherDenied, raceToFunding } from '../helpers/palRace';
import { suiteApp } from '../helpers/testApp';

/** Each test drives applications through several jobs and HTTP calls: generous on a loaded machine. */
const TEST_TIMEOUT_MS = 120_000;

type Outbox = Array<{ to: string; channel: string; body: string }>;

/** Signs in with a Spanish browser (the application's language, hence its notices'), fills the forms and submits the review: at PROCESSING_APPLICATION. */
async function applyInSpanish(app: FastifyInstance, person: typeof MARIA, accountId: string): Promise<Applicant> {
  const applicant = new Applicant(injectTransport(app));
  const token = await applicant.apply(person);
  const verified = await applicant.send('POST', `${BASE}/application/otp/verify`, { otp_token: token, code: await applicant.latestCode(person.phoneNumber) }, { 'accept-language': 'es-US,es;q=0.9' });
  const setCookie = [verified.headers['set-cookie']].flat()[0];
  applicant.cookie = String(setCookie).split(';')[0];
  expect((verified.body as ApplicationView).step).toBe('LOAN_AMOUNT');
  await applicant.fillForms(accountId);
  expect((await applicant.submit('complete-review')).step).toBe('PROCESSING_APPLICATION');
  return applicant;
}

describe.each(dbTargets())('one PAL at a time with the built-in directory and ledger on $name', (target) => {
  const t = suiteApp(target);
  const loansOf = async (memberId: string) => (await t.app.services.members.getMember(memberId))!.loans;

  it('Maria funded: her loan is hers (also after the demo re-seed of a restart); a second application is denied PAL_LOAN_OPEN with the notice in Spanish', async () => {
    const maria = new Applicant(injectTransport(t.app));
    const funded = await toFinalizing(t.app, maria, MARIA, 'CHK-1001-01');
    await drain(t.app);
    expect((await current(maria)).step).toBe('APPLICATION_COMPLETED');
    const { rows: [loan] } = await t.db.query<{ principal: string }>('SELECT principal FROM ledger_loans WHERE application_id = $1', [funded.application_id]);
    const principal = Number(loan.principal);
    const today = t.clock.now().toISOString().slice(0, 10);
    const booked = { product: 'PAL', opened_on: today, closed_on: null, amount: principal, days_past_due: 0 };
    expect(await loansOf('M-1001')).toEqual([expect.objectContaining({ product: 'PAL', closed_on: expect.any(String) }), booked]);

    // A local start seeds the demo members again (their history replaced): the booked loan stays.
    for (const member of demoMembers(t.clock.now())) await upsertMember(t.db, t.app.services.secrets, member);
    expect((await loansOf('M-1001')).at(-1)).toEqual(booked);

    const again = await applyInSpanish(t.app, MARIA, 'CHK-1001-02');
    await drain(t.app);
    const denied = await current(again);
    expect(denied).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['PAL_LOAN_OPEN'] } });
    const { rows: notices } = await t.db.query<{ kind: string; language: string }>('SELECT kind, language FROM notices WHERE application_id = $1', [denied.application_id]);
    expect(notices).toEqual([{ kind: 'adverse_action', language: 'es' }]);
    const outbox = (await again.send('GET', '/api/dev/outbox')).body as Outbox;
    expect(outbox.filter((m) => m.channel === 'mail' && m.to === 'Maria Garcia' && /préstamo alternativo al préstamo de día de pago abierto/.test(m.body))).toHaveLength(1);
    expect(await count(t.db, "SELECT count(*) AS n FROM ledger_loans WHERE member_id = 'M-1001'")).toBe(1);
  }, TEST_TIMEOUT_MS);

  it('three PALs in six months (two paid off, the one just funded): the next application is denied PAL_LOAN_OPEN and TOO_MANY_RECENT_PALS', async () => {
    const day = (daysAgo: number) => new Date(t.clock.now().getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const carlos = demoMembers(t.clock.now()).find((m) => m.member_id === 'M-1006')!;
    const paidOff = [{ product: 'PAL', opened_on: day(160), closed_on: day(100), amount: 400, days_past_due: 0 }, { product: 'PAL', opened_on: day(90), closed_on: day(30), amount: 600, days_past_due: 0 }];
    await upsertMember(t.db, t.app.services.secrets, { ...carlos, loans: paidOff });

    const first = new Applicant(injectTransport(t.app));
    await toFinalizing(t.app, first, CARLOS, 'CHK-1006-01');
    await drain(t.app);
    expect((await current(first)).step).toBe('APPLICATION_COMPLETED');
    expect((await loansOf('M-1006')).filter((l) => l.product === 'PAL')).toHaveLength(3);

    const second = new Applicant(injectTransport(t.app));
    await second.freshApplication(CARLOS);
    await second.fillForms('CHK-1006-01');
    const { application_id: id } = await second.submit('complete-review');
    await drain(t.app);
    expect(await current(second)).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['PAL_LOAN_OPEN', 'TOO_MANY_RECENT_PALS'] } });
    expect(await count(t.db, "SELECT count(*) AS n FROM notices WHERE application_id = $1 AND kind = 'adverse_action' AND language = 'en'", [id])).toBe(1);
    expect(await count(t.db, "SELECT count(*) AS n FROM ledger_loans WHERE member_id = 'M-1006'")).toBe(1);
  }, TEST_TIMEOUT_MS);
});

describe.each(dbTargets())('two approved applications of one member racing to funding on $name', (target) => {
  const t = suiteApp(target);

  it('fund jobs of two server instances run at once (two workers on one database): one loan, the other application denied PAL_LOAN_OPEN with its notice', async () => {
    const result = await raceToFunding({ target, app: t.app, db: t.db, env: {}, ledgerDb: t.db, person: MARIA });
    expectOneLoanOtherDenied(result);
  }, TEST_TIMEOUT_MS);
});
