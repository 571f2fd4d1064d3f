import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import type { Db } from '../../server/db/db';
import { Applicant, httpTransport, injectTransport, type Send } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA } from '../helpers/people';
import { testApp } from '../helpers/testApp';

async function mariaToProcessing(send: Send): Promise<void> {
  const maria = new Applicant(send);
  const token = await maria.apply(MARIA);
  expect(token.length).toBeGreaterThanOrEqual(22);

  const check = await maria.call('POST', 'application/otp/verify-token', { otp_token: token });
  expect(check.status).toBe(200);
  expect(check.body).toEqual({ phone_number_last_4: '0101', resend_available_in_seconds: 30 });

  const outbox = await send('GET', '/api/dev/outbox');
  expect(outbox.status).toBe(200);
  const [latest] = outbox.body as Array<Record<string, string>>;
  expect(Object.keys(latest).sort()).toEqual(['body', 'channel', 'sent_at', 'to']);
  expect(latest).toMatchObject({ to: '+12025550101', channel: 'sms' });
  expect(latest.body).toMatch(/^Your .+ verification code is \d{6}\. It expires in ten minutes\.$/);

  const verified = await maria.verify(token, await maria.latestCode(MARIA.phoneNumber));
  expect(verified.status).toBe(200);
  const cookie = String([verified.headers['set-cookie']].flat()[0]);
  expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Secure/);
  expect(cookie).toMatch(/SameSite=Strict/);
  expect(cookie).toMatch(/Path=\/;/);
  const start = verified.body as ApplicationView;
  expect(start).toMatchObject({
    step: 'LOAN_AMOUNT', allowed_steps: ['LOAN_AMOUNT'], is_polling_step: false, expires_in_seconds: 900,
    min_loan_amount: 200, max_loan_amount: 1000,
    checking_accounts: [
      { account_id: 'CHK-1001-01', description: 'Everyday Checking', last_four: '4521' },
      { account_id: 'CHK-1001-02', description: 'Bills Checking', last_four: '7788' },
    ],
  });

  const got = await maria.call('GET', 'application');
  expect(got.status).toBe(200);
  expect((got.body as ApplicationView).application_id).toBe(start.application_id);

  let view = await maria.submit('loan-amount', { amount: 750 });
  expect(view).toMatchObject({ step: 'HOUSING_EXPENSES', allowed_steps: ['LOAN_AMOUNT', 'HOUSING_EXPENSES'], loan_amount: 750 });
  view = await maria.submit('monthly-housing-expenses', { expenses: 1400 });
  expect(view).toMatchObject({ step: 'LOAN_PURPOSE', monthly_housing_expenses: 1400 });
  view = await maria.submit('loan-purpose', { purpose: 'UTILITIES' });
  expect(view).toMatchObject({ step: 'DEPOSIT_ACCOUNT_SELECTION', loan_purpose: 'UTILITIES' });
  view = await maria.submit('deposit-account', { account_id: 'CHK-1001-02' });
  expect(view).toMatchObject({
    step: 'USER_REVIEW',
    allowed_steps: ['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'DEPOSIT_ACCOUNT_SELECTION', 'USER_REVIEW'],
    direct_deposit_account: { account_id: 'CHK-1001-02', description: 'Bills Checking', last_four: '7788' },
  });
  view = await maria.submit('complete-review');
  expect(view).toMatchObject({ step: 'PROCESSING_APPLICATION', allowed_steps: ['PROCESSING_APPLICATION'], is_polling_step: true });
  expect(view.application_id).toBe(start.application_id);

  const after = await maria.call('GET', 'application');
  expect(after.body).toMatchObject({ step: 'PROCESSING_APPLICATION', is_polling_step: true });
  // Nothing to submit any more: the form steps are closed.
  expect((await maria.call('POST', 'application/loan-amount', { amount: 300 })).status).toBe(409);
}

describe.each(dbTargets())('Maria Garcia from apply to PROCESSING_APPLICATION on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  const reviewed: string[] = [];

  beforeAll(async () => {
    db = await target.open();
    ({ app } = await testApp(db));
    app.services.onReviewCompleted.push(({ application }) => void reviewed.push(application.id));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('through app.inject', async () => {
    await mariaToProcessing(injectTransport(app));
    expect(reviewed).toHaveLength(1);
  });

  it('over real HTTP', async () => {
    // Maria's previous application is processing (not open for edits): start from a new member state.
    await db.query("UPDATE applications SET step = 'APPLICATION_CANCELED'");
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await mariaToProcessing(httpTransport(address));
    expect(reviewed).toHaveLength(2);
  });

  it('keeps an append-only audit trail of every state change', async () => {
    const { rows } = await db.query<{ type: string; to_step: string }>(
      'SELECT type, to_step FROM application_events WHERE application_id = (SELECT id FROM applications ORDER BY created_at DESC LIMIT 1) ORDER BY id',
    );
    expect(rows.map((r) => r.type)).toEqual(['created', 'identity_verified', 'form_submitted', 'form_submitted', 'form_submitted', 'form_submitted', 'review_completed']);
    expect(rows.at(-1)?.to_step).toBe('PROCESSING_APPLICATION');
  });

  it('a failing onReviewCompleted listener is logged and does not undo the move to processing', async () => {
    await db.query("UPDATE applications SET step = 'APPLICATION_CANCELED'");
    app.services.onReviewCompleted.push(() => { throw new Error('decision queue down'); });
    const maria = new Applicant(injectTransport(app));
    await maria.freshApplication(MARIA);
    await maria.fillForms();
    const view = await maria.submit('complete-review');
    expect(view.step).toBe('PROCESSING_APPLICATION');
    app.services.onReviewCompleted.pop();
  });
});
