import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { launchEnv, startLaunchPlatform, type LaunchPlatform } from '../helpers/launchPlatform';
import { demoMembers } from '../../server/adapters/members/demoMembers';
import { upsertMember } from '../../server/adapters/members/memberStore';
import { acceptLongestOffer, current, drain, openSigningPage, signAs } from '../helpers/loanFlow';
import { suiteApp } from '../helpers/testApp';

/** Each test drives HTTP calls and jobs on a shared machine: generous. */
const TEST_TIMEOUT_MS = 120_000;

/** The cookie `sid=value` a launch answer sets. */
function sidOf(headers: Record<string, unknown>): string {
  return [headers['set-cookie'] ?? []].flat().map(String).map((c) => c.split(';')[0]).filter((c) => /^sid=.+/.test(c)).at(-1) ?? '';
}

/**
 * The launch's channel declaration (flows/*.flow.json `channels.launch`): a launched member with
 * one open checking account never opens the deposit account step (the core supplies it, checked
 * by the step's own schema), and cannot post to it; a member with two chooses as on the web; a
 * launched member whose monthly housing payment the core knows skips the housing expenses step
 * the same way (a figure the step's schema refuses leaves it to the member); the web channel is
 * unchanged; no rule is skipped (the decision, the MLA, the reapply wait).
 */
describe.each(dbTargets())('a launched member\'s steps from the flow JSON channels on $name', (target) => {
  let platform: LaunchPlatform;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    platform = await startLaunchPlatform();
    Object.assign(env, launchEnv(platform));
  });
  afterAll(async () => platform?.close());
  const t = suiteApp(target, { env });

  async function launch(app: FastifyInstance, member: string, product = 'microloan'): Promise<Applicant> {
    const r = await app.inject({ method: 'GET', url: `/launch/${product}?token=${encodeURIComponent(await platform.token({ member }, t.clock.now()))}` });
    expect(r.statusCode, r.body).toBe(303);
    const applicant = new Applicant(injectTransport(app));
    applicant.cookie = sidOf(r.headers);
    return applicant;
  }

  /** Posts the three forms a launched one-account member fills; answers each step the server named. */
  async function fillLaunched(applicant: Applicant, amount = 500): Promise<{ steps: string[]; last: ApplicationView }> {
    const steps: string[] = [(await current(applicant)).step];
    let last = await applicant.submit('loan-amount', { amount });
    steps.push(last.step);
    last = await applicant.submit('monthly-housing-expenses', { expenses: 1200 });
    steps.push(last.step);
    last = await applicant.submit('loan-purpose', { purpose: 'RENT' });
    steps.push(last.step);
    return { steps, last };
  }

  it('one open checking account: the deposit account is prefilled and skipped, the sequence is amount, housing, purpose, review', async () => {
    const carlos = await launch(t.app, 'M-1006');
    const first = await current(carlos);
    expect(first).toMatchObject({
      step: 'LOAN_AMOUNT',
      channel: 'launch',
      allowed_steps: ['LOAN_AMOUNT'],
      skipped_steps: ['DEPOSIT_ACCOUNT_SELECTION'],
      direct_deposit_account: { account_id: 'CHK-1006-01', description: 'Military Checking', last_four: expect.stringMatching(/^\d{4}$/) },
    });
    const { steps, last } = await fillLaunched(carlos);
    expect(steps).toEqual(['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'USER_REVIEW']);
    expect(last.allowed_steps).toEqual(['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'USER_REVIEW']);
    // The decision still runs: Carlos is a covered borrower (MLA): no fee, MAPR at most 36%.
    await carlos.submit('complete-review');
    await drain(t.app);
    const offers = await current(carlos);
    expect(offers.step).toBe('OFFER_REVIEW');
    for (const s of offers.loan_schedules!) {
      expect(s.application_fee).toBe(0);
      expect(s.military_apr).toBeLessThanOrEqual(0.36);
    }
    const { rows: [row] } = await t.db.query<{ channel: string; data: { skipped_steps?: string[] } }>('SELECT channel, data FROM applications WHERE id = $1', [offers.application_id]);
    expect(row.channel).toBe('launch');
    expect(row.data.skipped_steps).toEqual(['DEPOSIT_ACCOUNT_SELECTION']);
    // The channel preselects the offer costing least (preselectOffer: lowestFinanceCharge): Accept is one press.
    const cheapest = [...offers.loan_schedules!].sort((a, b) => a.finance_charge - b.finance_charge || a.number_of_payments - b.number_of_payments)[0];
    expect(offers.loan_schedules!.length).toBeGreaterThan(1);
    expect(offers).toMatchObject({ selected_offer_id: cheapest.offer_id, selected_loan_schedule: { offer_id: cheapest.offer_id, finance_charge: cheapest.finance_charge } });
    expect((await carlos.submit('accept-offer')).step).toBe('DOCUSIGN');
    // The channel signs by a press (signature: click): the page states the consent, nothing to type; the server signs as the name on file.
    const signing = await carlos.call('POST', 'application/sign', { language: 'en' });
    const url = (signing.body as { signing_url: string }).signing_url;
    const { page } = await openSigningPage(carlos, url);
    expect(String(page.body)).toContain(">Agree and sign<");
    expect(String(page.body)).not.toContain('id="typed-name"');
    const signed = await carlos.call('POST', `${url}/complete`, { typed_name: '', consent: true }, { 'user-agent': 'vitest' });
    expect([signed.status, signed.body]).toEqual([200, { status: 'signing_complete' }]);
    const { rows: [envelope] } = await t.db.query<{ signer_name: string; agreement: { signatureMethod?: string } }>('SELECT signer_name, agreement FROM esign_envelopes WHERE application_id = $1', [offers.application_id]);
    expect(envelope).toMatchObject({ signer_name: 'Carlos Rivera', agreement: { signatureMethod: 'click' } });
  }, TEST_TIMEOUT_MS);

  it('a launched member cannot post to the skipped step: 409 STEP_NOT_ALLOWED with the error payload, nothing changed', async () => {
    const robert = await launch(t.app, 'M-1004');
    const { last } = await fillLaunched(robert, 400);
    expect(last.step).toBe('USER_REVIEW');
    const r = await robert.call('POST', 'application/deposit-account', { account_id: 'CHK-1004-01' });
    expect(r.status).toBe(409);
    expect(errorOf(r)).toEqual({ message: expect.any(String), status_code: 409, error_code: 'STEP_NOT_ALLOWED', details: { step: 'USER_REVIEW', requested: 'DEPOSIT_ACCOUNT_SELECTION' } });
    expect(await current(robert)).toMatchObject({ step: 'USER_REVIEW', direct_deposit_account: { account_id: 'CHK-1004-01' }, loan_amount: 400 });
    // The PAL limits still hold on the launched member's forms.
    const over = await robert.call('POST', 'application/loan-amount', { amount: 1001 });
    expect([over.status, errorOf(over).error_code]).toEqual([400, 'VALIDATION_ERROR']);
  }, TEST_TIMEOUT_MS);

  it('two open checking accounts: nothing to prefill, the member chooses the deposit account as on the web', async () => {
    const maria = await launch(t.app, 'M-1001');
    const first = await current(maria);
    expect(first.skipped_steps).toBeUndefined();
    expect(first.direct_deposit_account).toBeUndefined();
    const { steps } = await fillLaunched(maria);
    expect(steps).toEqual(['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'DEPOSIT_ACCOUNT_SELECTION']);
    const review = await maria.submit('deposit-account', { account_id: 'CHK-1001-02' });
    expect(review).toMatchObject({ step: 'USER_REVIEW', allowed_steps: ['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'DEPOSIT_ACCOUNT_SELECTION', 'USER_REVIEW'] });
  }, TEST_TIMEOUT_MS);

  it('the web channel is unchanged: a one-account member chooses the deposit account after the code', async () => {
    const web = new Applicant(injectTransport(t.app));
    const view = await web.freshApplication({ firstName: 'Emily', lastName: 'Davis', ssn: '100000007', phoneNumber: '2025550107', dob: '1988-12-12' });
    expect(view.skipped_steps).toBeUndefined();
    expect(view.direct_deposit_account).toBeUndefined();
    const { steps } = await fillLaunched(web);
    expect(steps).toEqual(['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'DEPOSIT_ACCOUNT_SELECTION']);
    expect((await web.submit('deposit-account', { account_id: 'CHK-1007-01' })).step).toBe('USER_REVIEW');
    // On the web nothing is preselected: the member picks an offer before Accept.
    await web.submit('complete-review');
    await drain(t.app);
    expect(await current(web)).toMatchObject({ step: 'OFFER_REVIEW', selected_offer_id: null, selected_loan_schedule: null });
  }, TEST_TIMEOUT_MS);

  it('the decision and the reapply wait still apply: a launched James is denied, and launched again sees that denial', async () => {
    const james = await launch(t.app, 'M-1002');
    expect((await current(james)).skipped_steps).toEqual(['DEPOSIT_ACCOUNT_SELECTION']);
    await fillLaunched(james);
    await james.submit('complete-review');
    await drain(t.app);
    const denied = await current(james);
    expect(denied).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: expect.arrayContaining(['MEMBERSHIP_TOO_RECENT']) } });
    const again = await launch(t.app, 'M-1002');
    expect(await current(again)).toMatchObject({ step: 'APPLICATION_DENIED', application_id: denied.application_id });
  }, TEST_TIMEOUT_MS);

  it('a housing payment the core knows (Grace, M-1008): housing expenses prefilled and skipped, the sequence is amount, purpose, review; funded', async () => {
    const grace = await launch(t.app, 'M-1008');
    const first = await current(grace);
    expect(first).toMatchObject({
      step: 'LOAN_AMOUNT',
      allowed_steps: ['LOAN_AMOUNT'],
      skipped_steps: ['HOUSING_EXPENSES', 'DEPOSIT_ACCOUNT_SELECTION'],
      monthly_housing_expenses: 1150,
      direct_deposit_account: { account_id: 'CHK-1008-01' },
    });
    const purpose = await grace.submit('loan-amount', { amount: 600 });
    expect(purpose).toMatchObject({ step: 'LOAN_PURPOSE', allowed_steps: ['LOAN_AMOUNT', 'LOAN_PURPOSE'] });
    const review = await grace.submit('loan-purpose', { purpose: 'UTILITIES' });
    expect(review).toMatchObject({ step: 'USER_REVIEW', allowed_steps: ['LOAN_AMOUNT', 'LOAN_PURPOSE', 'USER_REVIEW'], monthly_housing_expenses: 1150 });
    // The skipped step cannot be posted to: the core's figure stays.
    const r = await grace.call('POST', 'application/monthly-housing-expenses', { expenses: 10 });
    expect(r.status).toBe(409);
    expect(errorOf(r)).toEqual({ message: expect.any(String), status_code: 409, error_code: 'STEP_NOT_ALLOWED', details: { step: 'USER_REVIEW', requested: 'HOUSING_EXPENSES' } });
    const { rows: [row] } = await t.db.query<{ channel: string; data: { skipped_steps?: string[]; monthly_housing_expenses?: number } }>('SELECT channel, data FROM applications WHERE id = $1', [review.application_id]);
    expect(row).toMatchObject({ channel: 'launch', data: { skipped_steps: ['HOUSING_EXPENSES', 'DEPOSIT_ACCOUNT_SELECTION'], monthly_housing_expenses: 1150 } });
    // Approved, signed and funded like Maria.
    await grace.submit('complete-review');
    await drain(t.app);
    expect((await current(grace)).step).toBe('OFFER_REVIEW');
    await acceptLongestOffer(grace, false);
    expect((await signAs(grace, 'Grace Thompson')).answer.status).toBe(200);
    await drain(t.app);
    const done = await current(grace);
    expect(done.step).toBe('APPLICATION_COMPLETED');
    // No answer carries the SSN or the date of birth.
    for (const view of [first, purpose, review, done]) expect(JSON.stringify(view)).not.toMatch(/100000008|1983-06-21/);
  }, TEST_TIMEOUT_MS);

  it('a housing payment out of the step\'s range (25,000 > 20,000): the member fills the housing expenses as on the web; without one the step stays', async () => {
    const grace = demoMembers(t.clock.now()).find((m) => m.member_id === 'M-1008')!;
    const likeGrace = async (n: number, payment: number | null) => upsertMember(t.app.services.db, t.app.services.secrets, {
      ...grace, member_id: `M-H900${n}`, first_name: 'Hugh', last_name: `Payment${n}`, ssn: `10000900${n}`, phone: `+1202555018${n}`, email: null,
      monthly_housing_payment: payment, accounts: [{ ...grace.accounts[0], account_id: `CHK-H900${n}-01` }],
    });
    await likeGrace(1, 25000);
    await likeGrace(2, null);
    const hugh = await launch(t.app, 'M-H9001');
    const first = await current(hugh);
    expect(first).toMatchObject({ step: 'LOAN_AMOUNT', skipped_steps: ['DEPOSIT_ACCOUNT_SELECTION'] });
    expect(first.monthly_housing_expenses).toBeUndefined();
    const { steps } = await fillLaunched(hugh);
    expect(steps).toEqual(['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'USER_REVIEW']);
    expect((await current(hugh)).monthly_housing_expenses).toBe(1200);
    // The same member without a housing payment at the core keeps the step too.
    const none = await launch(t.app, 'M-H9002');
    const start = await current(none);
    expect(start).toMatchObject({ step: 'LOAN_AMOUNT', skipped_steps: ['DEPOSIT_ACCOUNT_SELECTION'] });
    expect(start.monthly_housing_expenses).toBeUndefined();
    expect((await fillLaunched(none)).steps).toEqual(['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'USER_REVIEW']);
  }, TEST_TIMEOUT_MS);

  it('the web channel is unchanged for a member with a housing payment: Grace types her housing expenses after the code', async () => {
    const web = new Applicant(injectTransport(t.app));
    const view = await web.freshApplication({ firstName: 'Grace', lastName: 'Thompson', ssn: '100000008', phoneNumber: '2025550108', dob: '1983-06-21' });
    expect(view.skipped_steps).toBeUndefined();
    expect(view.monthly_housing_expenses).toBeUndefined();
    expect((await fillLaunched(web)).steps).toEqual(['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'DEPOSIT_ACCOUNT_SELECTION']);
  }, TEST_TIMEOUT_MS);

  it('pal2 declares the same launch channel: its launched one-account member skips the deposit account too', async () => {
    const linda = await launch(t.app, 'M-1005', 'pal2');
    const view = await linda.call('GET', '/api/v1/pal2/application');
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ step: 'LOAN_AMOUNT', skipped_steps: ['DEPOSIT_ACCOUNT_SELECTION'], direct_deposit_account: { account_id: 'CHK-1005-01' } });
  }, TEST_TIMEOUT_MS);
});
