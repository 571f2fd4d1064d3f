import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { launchEnv, startLaunchPlatform, type LaunchPlatform } from '../helpers/launchPlatform';
import { current, drain, openSigningPage } from '../helpers/loanFlow';
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
 * by the step's own schema), and cannot post to it; a member with two chooses as on the web; the
 * web channel is unchanged; no rule is skipped (the decision, the MLA, the reapply wait).
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

  it('pal2 declares the same launch channel: its launched one-account member skips the deposit account too', async () => {
    const linda = await launch(t.app, 'M-1005', 'pal2');
    const view = await linda.call('GET', '/api/v1/pal2/application');
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ step: 'LOAN_AMOUNT', skipped_steps: ['DEPOSIT_ACCOUNT_SELECTION'], direct_deposit_account: { account_id: 'CHK-1005-01' } });
  }, TEST_TIMEOUT_MS);
});
