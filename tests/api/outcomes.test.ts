import type { FastifyInstance } from 'fastify';
import type { LoanSchedule } from '../../src/core/application';
import type { Db } from '../../server/db/db';
import { Applicant, BASE, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { acceptLongestOffer, count, current, drain, LINDA, openSigningPage, signAs, toProcessing } from '../helpers/loanFlow';
import { ANA, CARLOS, EMILY, JAMES, MARIA, ROBERT } from '../helpers/people';
import type { TestClock } from '../helpers/clock';
import { testApp } from '../helpers/testApp';

const OPERATOR_TOKEN = 'x'.repeat(43);

/** The UTC day `days` days after `at`, YYYY-MM-DD. */
const dayAfter = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

type Outbox = Array<{ to: string; channel: string; body: string }>;

describe.each(dbTargets())('every demo member reaches their outcome on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let clock: TestClock;
  const newApplicant = () => new Applicant(injectTransport(app));
  const outbox = async () => (await newApplicant().send('GET', '/api/dev/outbox')).body as Outbox;

  beforeAll(async () => {
    db = await target.open();
    ({ app, clock } = await testApp(db, { env: { JOB_MAX_ATTEMPTS: '2', OPERATOR_TOKEN } }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('Maria Garcia: offers, autopay, accept, sign, confirm and fund; one loan in the ledger; the signed PDF', async () => {
    const maria = newApplicant();
    const processing = await toProcessing(maria, MARIA, 'CHK-1001-02');
    expect(processing).toMatchObject({ step: 'PROCESSING_APPLICATION', is_polling_step: true });
    expect(await drain(app)).toBeGreaterThanOrEqual(1);

    const offers = await current(maria);
    expect(offers).toMatchObject({ step: 'OFFER_REVIEW', is_polling_step: false, selected_offer_id: null, is_automatic_payments_enabled: false, automatic_payment_apr_discount: 0.01 });
    expect(offers.loan_schedules!.map((s) => s.offer_id)).toEqual(['offer-3m', 'offer-6m']);
    expect(offers.outcome).toBeUndefined();

    const unknown = await maria.call('POST', 'application/select-offer', { offer_id: 'offer-99m' });
    expect(unknown.status).toBe(400);
    expect((await maria.call('POST', 'application/accept-offer')).status).toBe(409);
    let view = await maria.submit('select-offer', { offer_id: 'offer-6m' });
    expect(view.selected_offer_id).toBe('offer-6m');
    const before = view.selected_loan_schedule as LoanSchedule;
    view = await maria.submit('enable-automatic-payments', { is_automatic_payments_enabled: true });
    const after = view.selected_loan_schedule as LoanSchedule;
    expect(view).toMatchObject({ is_automatic_payments_enabled: true, selected_offer_id: 'offer-6m' });
    expect(after.annual_interest_rate).toBeLessThan(before.annual_interest_rate);
    expect(view.loan_schedules!.every((s) => s.automatic_payments === true)).toBe(true);

    const accepted = await maria.submit('accept-offer');
    expect(accepted.step).toBe('DOCUSIGN');
    expect((await maria.submit('accept-offer')).step).toBe('DOCUSIGN');
    expect((await maria.call('POST', 'application/select-offer', { offer_id: 'offer-3m' })).status).toBe(409);
    expect(await count(db, "SELECT count(*) AS n FROM application_events WHERE application_id = $1 AND type = 'offer_accepted'", [accepted.application_id])).toBe(1);
    expect((await maria.call('GET', 'application/agreement')).status).toBe(404);

    const signed = await maria.call('POST', 'application/sign', { language: 'en' });
    const url = (signed.body as { signing_url: string }).signing_url;
    expect(url).toMatch(/^\/esign\/s\/[A-Za-z0-9_-]{43}$/);
    const { page, nonce } = await openSigningPage(maria, url);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/text\/html/);
    expect(nonce.length).toBeGreaterThan(10);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-inline/);
    expect(String(page.body)).toContain(`<script nonce="${nonce}">`);
    expect(String(page.body)).toContain('signing_complete');
    const wrongName = await maria.call('POST', `${url}/complete`, { typed_name: 'Someone Else', consent: true });
    expect(errorOf(wrongName).error_code).toBe('SIGNING_NAME_MISMATCH');
    const done = await maria.call('POST', `${url}/complete`, { typed_name: 'maria garcia', consent: true }, { 'user-agent': 'vitest-agent' });
    expect(done.status).toBe(200);
    const replay = await maria.call('POST', `${url}/complete`, { typed_name: 'Maria Garcia', consent: true });
    expect(replay.status).toBe(409);
    expect(errorOf(replay).error_code).toBe('SIGNING_LINK_USED');
    expect((await maria.call('GET', url)).status).toBe(409);

    expect(await current(maria)).toMatchObject({ step: 'AWAITING_SIGNATURE_CONFIRMATION', is_polling_step: true });
    await drain(app);
    const completed = await current(maria);
    expect(completed).toMatchObject({ step: 'APPLICATION_COMPLETED', is_polling_step: false });

    const { rows: loans } = await db.query<{ id: string; amount_financed: string; deposit_account_id: string; automatic_payments: boolean }>(
      'SELECT * FROM ledger_loans WHERE application_id = $1', [completed.application_id]);
    expect(loans).toHaveLength(1);
    expect(loans[0]).toMatchObject({ deposit_account_id: 'CHK-1001-02', automatic_payments: true });
    expect(Number(loans[0].amount_financed)).toBeCloseTo(after.amount_financed, 2);
    expect(await count(db, 'SELECT count(*) AS n FROM ledger_schedule WHERE loan_id = $1', [loans[0].id])).toBe(after.number_of_payments);
    expect(await count(db, 'SELECT count(*) AS n FROM autopay_enrolments WHERE loan_id = $1', [loans[0].id])).toBe(1);
    const { rows: sums } = await db.query<{ d: string; c: string }>('SELECT sum(debit) AS d, sum(credit) AS c FROM ledger_entries WHERE loan_id = $1', [loans[0].id]);
    expect(Number(sums[0].d)).toBeCloseTo(Number(sums[0].c), 2);
    const { rows: account } = await db.query<{ balance: string }>("SELECT balance FROM member_accounts WHERE account_id = 'CHK-1001-02'");
    expect(Number(account[0].balance)).toBeCloseTo(640.1 + after.amount_financed, 2);
    const { rows: signature } = await db.query<{ signer_name: string; signer_user_agent: string; document_sha256: string }>(
      'SELECT signer_name, signer_user_agent, document_sha256 FROM esign_envelopes WHERE application_id = $1 AND status = $2', [completed.application_id, 'completed']);
    expect(signature[0]).toMatchObject({ signer_name: 'maria garcia', signer_user_agent: 'vitest-agent' });
    expect(signature[0].document_sha256).toMatch(/^[0-9a-f]{64}$/);

    const pdf = await app.inject({ method: 'GET', url: `${BASE}/application/agreement`, headers: { cookie: maria.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ method: 'GET', url: `${BASE}/application/agreement` })).statusCode).toBe(401);

    const funded = (await outbox()).find((m) => m.channel === 'mail' && m.to === 'Maria Garcia');
    expect(funded?.body).toMatch(/7788/);
    expect(funded?.body).not.toMatch(/100000001|1985-03-14/);
  });

  it('Carlos Rivera (MLA): approved with no application fee; declining on the Spanish signing page cancels', async () => {
    const carlos = newApplicant();
    await toProcessing(carlos, CARLOS, 'CHK-1006-01');
    await drain(app);
    const view = await current(carlos);
    expect(view.step).toBe('OFFER_REVIEW');
    for (const s of view.loan_schedules!) {
      expect(s.application_fee).toBe(0);
      expect(s.military_apr).toBeLessThanOrEqual(0.36);
    }
    await acceptLongestOffer(carlos, false);
    const url = ((await carlos.call('POST', 'application/sign', { language: 'es' })).body as { signing_url: string }).signing_url;
    const { page } = await openSigningPage(carlos, url);
    expect(String(page.body)).toContain('<html lang="es">');
    expect((await carlos.call('POST', `${url}/decline`, {})).status).toBe(200);
    expect(await current(carlos)).toMatchObject({ step: 'APPLICATION_CANCELED', outcome: { declined_signature: true } });
    expect((await carlos.call('POST', `${url}/complete`, { typed_name: 'Carlos Rivera', consent: true })).status).toBe(409);
  });

  it('James Smith: denied MEMBERSHIP_TOO_RECENT, with an adverse action notice', async () => {
    const james = newApplicant();
    await toProcessing(james, JAMES, 'CHK-1002-01');
    await drain(app);
    expect(await current(james)).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['MEMBERSHIP_TOO_RECENT'] }, is_polling_step: false });
    // A member for 12 days, the rule needs 30: a new application can succeed in 18 days, later than the 7-day wait.
    expect((await current(james)).outcome?.reapply_on).toBe(dayAfter(clock.now(), 18));
    const notice = (await outbox()).find((m) => m.channel === 'mail' && m.to === 'James Smith');
    expect(notice?.body).toMatch(/National Credit Union Administration/);
    // The creditor comes from the brand file (flows/brand.json), the one file that rebrands everything.
    expect(notice?.body).toMatch(/Harbor Community Credit Union/);
    expect(notice?.body).toMatch(/100 Harbor Way, Portland, ME 04101/);
    expect(notice?.body).not.toMatch(/100000002|1990-07-01/);
    expect((await outbox()).some((m) => m.channel === 'sms' && m.to === '+12025550102' && !/\d{6}/.test(m.body))).toBe(true);
  });

  it('Ana Lopez: denied NO_CHECKING_ACCOUNT at sign-in, with one adverse action notice (in Spanish when asked)', async () => {
    const ana = newApplicant();
    const token = await ana.apply(ANA);
    ana.cookie = '';
    const verified = await ana.send('POST', `${BASE}/application/otp/verify`, { otp_token: token, code: await ana.latestCode(ANA.phoneNumber) }, { 'accept-language': 'es-US,es;q=0.9' });
    expect(verified.body).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['NO_CHECKING_ACCOUNT'], reapply_on: dayAfter(clock.now(), 7) } });
    await drain(app);
    await ana.signIn(ANA);
    await drain(app);
    const notices = (await outbox()).filter((m) => m.channel === 'mail' && m.to === 'Ana Lopez');
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toMatch(/cuenta de cheques/);
  });

  it('Robert Chen: manual review (not polled), then the operator approves; a second application is denied by the operator', async () => {
    const robert = newApplicant();
    const first = await toProcessing(robert, ROBERT, 'CHK-1004-01');
    await drain(app);
    expect(await current(robert)).toMatchObject({ step: 'PROCESSING_APPLICATION', is_polling_step: false, outcome: { manual_review: true } });
    await drain(app);
    expect((await current(robert)).step).toBe('PROCESSING_APPLICATION');

    const decide = (id: string, body: unknown) => app.inject({ method: 'POST', url: `/api/operator/applications/${id}/review-decision`, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, payload: body as object });
    expect((await decide(first.application_id, { decision: 'maybe' })).statusCode).toBe(400);
    const approved = await decide(first.application_id, { decision: 'approve' });
    expect(approved.json()).toEqual({ application_id: first.application_id, step: 'OFFER_REVIEW' });
    expect((await decide(first.application_id, { decision: 'approve' })).statusCode).toBe(409);
    expect((await current(robert)).loan_schedules!.length).toBeGreaterThan(0);
    await drain(app);
    expect((await outbox()).filter((m) => m.channel === 'mail' && m.to === 'Robert Chen')).toHaveLength(1);

    expect((await robert.submit('decline-offer')).outcome).toEqual({ declined: true });
    const second = await toProcessing(robert, ROBERT, 'CHK-1004-01');
    await drain(app);
    expect((await decide(second.application_id, { decision: 'deny', reasons: ['NOT_A_CODE'] })).statusCode).toBe(400);
    expect((await decide(second.application_id, { decision: 'deny' })).json()).toMatchObject({ step: 'APPLICATION_DENIED' });
    expect(await current(robert)).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['INCOME_NOT_VERIFIABLE'], reapply_on: dayAfter(clock.now(), 7) } });
    await drain(app);
    const letters = (await outbox()).filter((m) => m.channel === 'mail' && m.to === 'Robert Chen');
    expect(letters).toHaveLength(2);
    expect(letters[0].body).toMatch(/National Credit Union Administration/);
  });

  it('Linda Johnson: core banking unavailable -> retried, then APPLICATION_PROCESSING_ERROR', async () => {
    const linda = newApplicant();
    const view = await toProcessing(linda, LINDA, 'CHK-1005-01');
    await drain(app);
    expect(await current(linda)).toMatchObject({ step: 'APPLICATION_PROCESSING_ERROR', outcome: { reasons: ['CORE_BANKING_UNAVAILABLE'] } });
    const { rows } = await db.query<{ status: string; attempts: number; last_error: string }>("SELECT status, attempts, last_error FROM jobs WHERE application_id = $1 AND kind = 'decide'", [view.application_id]);
    expect(rows).toEqual([{ status: 'failed', attempts: 2, last_error: 'CoreBankingError: Core banking is unavailable for this member' }]);
  });

  it('Emily Davis: approved, the identity check fails at signing -> APPLICATION_PROCESSING_ERROR', async () => {
    const emily = newApplicant();
    await toProcessing(emily, EMILY, 'CHK-1007-01');
    await drain(app);
    await acceptLongestOffer(emily, false);
    const { answer } = await signAs(emily, 'Emily Davis');
    expect(answer.status).toBe(403);
    expect(errorOf(answer).error_code).toBe('ID_CHECK_FAILED');
    expect((await current(emily)).step).toBe('AWAITING_SIGNATURE_CONFIRMATION');
    await drain(app);
    expect(await current(emily)).toMatchObject({ step: 'APPLICATION_PROCESSING_ERROR', outcome: { reasons: ['ID_CHECK_FAILED'] } });
    expect(await count(db, "SELECT count(*) AS n FROM ledger_loans l JOIN applications a ON a.id = l.application_id WHERE a.member_id = 'M-1007'")).toBe(0);
  });
});
