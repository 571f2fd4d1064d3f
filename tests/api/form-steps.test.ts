import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TFunction } from 'i18next';
import type { Db } from '../../server/db/db';
import { applicationsRepo } from '../../server/repos/applications';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA } from '../helpers/people';
import { testApp, type TestApp } from '../helpers/testApp';
import { flowOf } from '../../src/flow/flows';
import { reviewRows } from '../../src/screens/review/reviewRows';
import { reviewValue } from '../../src/screens/review/reviewValue';

const ROOT = join(import.meta.dirname, '../..');

/** A copy of schemas/ with the housing expenses in whole dollars (`multipleOf` 1), as a product owner may set them. */
function schemasWithWholeDollarHousing(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'ml-money-')), 'schemas');
  cpSync(join(ROOT, 'schemas'), dir, { recursive: true });
  const file = join(dir, 'forms/housing-expenses.schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  schema.properties.expenses.multipleOf = 1;
  schema.properties.expenses['x-messages'].multipleOf = 'forms:validation.wholeDollars';
  writeFileSync(file, JSON.stringify(schema));
  return dir;
}

/** The review screen's text of the housing row for an application (review formats do not translate money). */
function housingOnReview(application: Parameters<typeof reviewValue>[2]): string {
  const row = reviewRows(flowOf('microloan')).find((r) => r.step === 'HOUSING_EXPENSES')!;
  return reviewValue(((key: string) => key) as unknown as TFunction, row, application);
}

describe.each(dbTargets())('form steps and session calls on $name', (target) => {
  let db: Db;
  let t: TestApp;
  let maria: Applicant;

  beforeAll(async () => {
    db = await target.open();
    t = await testApp(db);
  });
  beforeEach(async () => {
    maria = new Applicant(injectTransport(t.app));
    await maria.freshApplication(MARIA);
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  const refused = async (path: string, body: unknown, field: string) => {
    const r = await maria.call('POST', `application/${path}`, body);
    expect(r.status).toBe(400);
    const e = errorOf(r);
    expect(e.error_code).toBe('VALIDATION_ERROR');
    expect((e.details as Array<{ field: string }>).map((d) => d.field)).toContain(field);
    return e;
  };

  it('loan amount bounds are inclusive: 199 and 1001 refused, 200 and 1000 accepted', async () => {
    const e = await refused('loan-amount', { amount: 199 }, 'amount');
    expect(e.details).toEqual([expect.objectContaining({ field: 'amount', code: 'minimum', message_key: 'forms:validation.loanAmount.range' })]);
    await refused('loan-amount', { amount: 1001 }, 'amount');
    const cents = await refused('loan-amount', { amount: 500.5 }, 'amount');
    expect(cents.details).toEqual([expect.objectContaining({ field: 'amount', code: 'multipleOf', message_key: 'forms:validation.wholeDollars' })]);
    await refused('loan-amount', { amount: '500' }, 'amount');
    // Bound values come from the application, never from the body.
    await refused('loan-amount', { amount: 5000, max_loan_amount: 10000 }, 'amount');
    expect((await maria.submit('loan-amount', { amount: 200 })).loan_amount).toBe(200);
    expect((await maria.submit('loan-amount', { amount: 1000 })).loan_amount).toBe(1000);
  });

  it('housing expenses: 0 and 20000 accepted, -1 and 20001 refused', async () => {
    await maria.submit('loan-amount', { amount: 400 });
    await refused('monthly-housing-expenses', { expenses: -1 }, 'expenses');
    await refused('monthly-housing-expenses', { expenses: 20001 }, 'expenses');
    await refused('monthly-housing-expenses', {}, 'expenses');
    expect((await maria.submit('monthly-housing-expenses', { expenses: 0 })).monthly_housing_expenses).toBe(0);
    expect((await maria.submit('monthly-housing-expenses', { expenses: 20000 })).monthly_housing_expenses).toBe(20000);
  });

  it('housing expenses keep their cents (multipleOf 0.01), shown on the review; a third decimal is refused', async () => {
    await maria.submit('loan-amount', { amount: 400 });
    const e = await refused('monthly-housing-expenses', { expenses: 1250.505 }, 'expenses');
    expect(e.details).toEqual([expect.objectContaining({ field: 'expenses', code: 'multipleOf' })]);
    expect((await maria.submit('monthly-housing-expenses', { expenses: 0.07 })).monthly_housing_expenses).toBe(0.07);
    expect((await maria.submit('monthly-housing-expenses', { expenses: 19999.99 })).monthly_housing_expenses).toBe(19999.99);
    const kept = await maria.submit('monthly-housing-expenses', { expenses: 1250.5 });
    expect(kept.monthly_housing_expenses).toBe(1250.5);
    const stored = (await maria.call('GET', 'application')).body as typeof kept;
    expect(housingOnReview(stored)).toBe('$1,250.50');
  });

  it('housing expenses edited to whole dollars (multipleOf 1) refuse cents with the whole-dollar message', async () => {
    const edited = await testApp(db, { schemasDir: schemasWithWholeDollarHousing() });
    try {
      const member = new Applicant(injectTransport(edited.app));
      await member.freshApplication(MARIA);
      await member.submit('loan-amount', { amount: 400 });
      const r = await member.call('POST', 'application/monthly-housing-expenses', { expenses: 1250.5 });
      expect(r.status).toBe(400);
      expect(errorOf(r).details).toEqual([expect.objectContaining({ field: 'expenses', code: 'multipleOf', message_key: 'forms:validation.wholeDollars' })]);
      expect((await member.submit('monthly-housing-expenses', { expenses: 1250 })).monthly_housing_expenses).toBe(1250);
    } finally {
      await edited.app.close();
    }
  });

  it('loan purpose OTHER needs a non-blank reason; the reason is dropped for other purposes', async () => {
    await maria.submit('loan-amount', { amount: 400 });
    await maria.submit('monthly-housing-expenses', { expenses: 900 });
    await refused('loan-purpose', { purpose: 'OTHER' }, 'other_reason');
    await refused('loan-purpose', { purpose: 'OTHER', other_reason: '   ' }, 'other_reason');
    await refused('loan-purpose', { purpose: 'VACATION' }, 'purpose');
    const other = await maria.submit('loan-purpose', { purpose: 'OTHER', other_reason: 'Medical bill' });
    expect(other).toMatchObject({ loan_purpose: 'OTHER', loan_purpose_other_reason: 'Medical bill' });
    const rent = await maria.submit('loan-purpose', { purpose: 'RENT', other_reason: 'ignored' });
    expect(rent.loan_purpose).toBe('RENT');
    expect(rent.loan_purpose_other_reason).toBeUndefined();
  });

  it("the deposit account must be one of the member's checking accounts", async () => {
    await maria.submit('loan-amount', { amount: 400 });
    await maria.submit('monthly-housing-expenses', { expenses: 900 });
    await maria.submit('loan-purpose', { purpose: 'GAS' });
    await refused('deposit-account', { account_id: 'SAV-1001-01' }, 'account_id');
    await refused('deposit-account', { account_id: 'CHK-1002-01' }, 'account_id');
    await refused('deposit-account', { account_id: 'X', account_ids: ['X'] }, 'account_id');
    const ok = await maria.submit('deposit-account', { account_id: 'CHK-1001-01' });
    expect(ok.direct_deposit_account).toEqual({ account_id: 'CHK-1001-01', description: 'Everyday Checking', last_four: '4521' });
  });

  it('going back from review to edit a step returns to review', async () => {
    const review = await maria.fillForms();
    expect(review.step).toBe('USER_REVIEW');
    const edited = await maria.submit('monthly-housing-expenses', { expenses: 777 });
    expect(edited).toMatchObject({ step: 'USER_REVIEW', monthly_housing_expenses: 777 });
    expect(edited.allowed_steps).toContain('LOAN_AMOUNT');
  });

  it('STEP_NOT_ALLOWED (409) for steps beyond the frontier, early review, offers, signing and terminal applications', async () => {
    const ahead = await maria.call('POST', 'application/deposit-account', { account_id: 'CHK-1001-01' });
    expect(ahead.status).toBe(409);
    expect(errorOf(ahead)).toMatchObject({ error_code: 'STEP_NOT_ALLOWED', status_code: 409 });
    expect(errorOf(await maria.call('POST', 'application/complete-review')).error_code).toBe('STEP_NOT_ALLOWED');
    expect(errorOf(await maria.call('POST', 'application/select-offer', { offer_id: 'a' })).error_code).toBe('STEP_NOT_ALLOWED');
    expect(errorOf(await maria.call('POST', 'application/accept-offer')).error_code).toBe('STEP_NOT_ALLOWED');
    expect(errorOf(await maria.call('POST', 'application/sign', { language: 'en' })).error_code).toBe('STEP_NOT_ALLOWED');
    const canceled = await maria.submit('cancel');
    expect(canceled).toMatchObject({ step: 'APPLICATION_CANCELED', allowed_steps: ['APPLICATION_CANCELED'] });
    expect((await maria.submit('cancel')).step).toBe('APPLICATION_CANCELED');
    expect(errorOf(await maria.call('POST', 'application/loan-amount', { amount: 300 })).error_code).toBe('STEP_NOT_ALLOWED');
    expect(errorOf(await maria.call('POST', 'application/refresh-session')).error_code).toBe('STEP_NOT_ALLOWED');
    expect(errorOf(await maria.call('POST', 'application/complete-review')).error_code).toBe('STEP_NOT_ALLOWED');
    expect((await maria.call('GET', 'application')).status).toBe(200);
  });

  it('SESSION_EXPIRED (401) without a cookie, with a bad one and after the idle time; calls slide it', async () => {
    const none = new Applicant(injectTransport(t.app));
    const r = await none.call('GET', 'application');
    expect(r.status).toBe(401);
    expect(errorOf(r)).toMatchObject({ error_code: 'SESSION_EXPIRED', message: 'Your session has expired.' });
    none.cookie = 'sid=forged';
    expect(errorOf(await none.call('POST', 'application/loan-amount', { amount: 300 })).error_code).toBe('SESSION_EXPIRED');

    t.clock.advance(800);
    const refreshed = await maria.submit('refresh-session');
    expect(refreshed.expires_in_seconds).toBe(900);
    t.clock.advance(800);
    expect((await maria.call('GET', 'application')).status).toBe(200);
    t.clock.advance(901);
    const late = await maria.call('GET', 'application');
    expect(late.status).toBe(401);
    expect(errorOf(late).error_code).toBe('SESSION_EXPIRED');
  });

  it('answers the true seconds left; a call within 5 s of the last one reads the session without sliding it', async () => {
    t.clock.advance(10);
    const first = (await maria.call('GET', 'application')).body as { expires_in_seconds: number };
    expect(first.expires_in_seconds).toBe(900);
    t.clock.advance(3);
    const soon = (await maria.call('GET', 'application')).body as { expires_in_seconds: number };
    expect(soon.expires_in_seconds).toBe(897);
    t.clock.advance(3);
    const later = (await maria.call('GET', 'application')).body as { expires_in_seconds: number };
    expect(later.expires_in_seconds).toBe(900);
  });

  it('a stale version is refused with 409 CONFLICT (optimistic concurrency)', async () => {
    const id = ((await maria.call('GET', 'application')).body as { application_id: string }).application_id;
    const stale = await applicationsRepo.get(db, id);
    await maria.submit('loan-amount', { amount: 250 });
    await expect(applicationsRepo.update(db, stale!, new Date(), { step: 'APPLICATION_CANCELED' }, { type: 'test' })).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'CONFLICT',
    });
  });
});
