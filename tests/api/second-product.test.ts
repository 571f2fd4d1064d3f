import type { Db } from '../../server/db/db';
import { Applicant, errorOf, injectTransport, type Answer, type Send } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA } from '../helpers/people';
import { testApp, type TestApp } from '../helpers/testApp';

/** An applicant of another product: every relative path goes under /api/v1/{product}/. */
class ProductApplicant extends Applicant {
  constructor(send: Send, readonly product: string) {
    super(send);
  }

  override call(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.send(method, path.startsWith('/') ? path : `/api/v1/${this.product}/${path}`, body, this.cookie ? { cookie: this.cookie } : {});
  }
}

describe.each(dbTargets())('a second product from configuration alone (pal2) on $name', (target) => {
  let db: Db;
  let t: TestApp;

  beforeAll(async () => {
    db = await target.open();
    t = await testApp(db);
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  const refusedAmount = async (applicant: Applicant, amount: number) => {
    const r = await applicant.call('POST', 'application/loan-amount', { amount });
    expect(r.status).toBe(400);
    expect(errorOf(r).details).toEqual([expect.objectContaining({ field: 'amount', message_key: 'forms:validation.loanAmount.range' })]);
  };

  it('pal2 has its own range ($1,000 to $2,000, inclusive) while microloan keeps $200 to $1,000 on the same server', async () => {
    const pal2 = new ProductApplicant(injectTransport(t.app), 'pal2');
    const view = await pal2.freshApplication(MARIA);
    expect(view).toMatchObject({ step: 'LOAN_AMOUNT', min_loan_amount: 1000, max_loan_amount: 2000 });
    await refusedAmount(pal2, 999);
    await refusedAmount(pal2, 2001);
    expect((await pal2.submit('loan-amount', { amount: 1000 })).loan_amount).toBe(1000);
    expect((await pal2.submit('loan-amount', { amount: 2000 })).loan_amount).toBe(2000);

    const microloan = new ProductApplicant(injectTransport(t.app), 'microloan');
    const small = await microloan.freshApplication(MARIA);
    expect(small).toMatchObject({ min_loan_amount: 200, max_loan_amount: 1000 });
    expect(small.application_id).not.toBe(view.application_id);
    await refusedAmount(microloan, 1500);
    expect((await microloan.submit('loan-amount', { amount: 200 })).loan_amount).toBe(200);
  });

  it('pal2 goes through every form step and the review to processing', async () => {
    const pal2 = new ProductApplicant(injectTransport(t.app), 'pal2');
    await pal2.freshApplication(MARIA);
    await pal2.submit('loan-amount', { amount: 1500 });
    await pal2.submit('monthly-housing-expenses', { expenses: 1200 });
    await pal2.submit('loan-purpose', { purpose: 'RENT' });
    const review = await pal2.submit('deposit-account', { account_id: 'CHK-1001-01' });
    expect(review).toMatchObject({ step: 'USER_REVIEW', loan_amount: 1500 });
    const processing = await pal2.submit('complete-review');
    expect(processing.step).toBe('PROCESSING_APPLICATION');
  });

  it('a session of pal2 does not open the microloan application, and unknown products answer 404 UNKNOWN_PRODUCT', async () => {
    const pal2 = new ProductApplicant(injectTransport(t.app), 'pal2');
    await pal2.freshApplication(MARIA);
    const other = await pal2.call('GET', '/api/v1/microloan/application');
    expect(other.status).toBe(401);
    const unknown = await pal2.call('GET', '/api/v1/pal3/application');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).error_code).toBe('UNKNOWN_PRODUCT');
  });
});
