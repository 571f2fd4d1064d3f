import type { Db } from '../../server/db/db';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { ANA, MARIA, STRANGER, type Person } from '../helpers/people';
import { testApp, type TestApp } from '../helpers/testApp';

describe.each(dbTargets())('who the verified applicant is, on $name', (target) => {
  let db: Db;
  let t: TestApp;
  const user = () => new Applicant(injectTransport(t.app));
  const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0].n);

  beforeAll(async () => {
    db = await target.open();
    t = await testApp(db);
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  const notEligible = async (person: Person) => {
    const u = user();
    const view = await u.signIn(person);
    expect(view).toMatchObject({ step: 'APPLICATION_DENIED', allowed_steps: ['APPLICATION_DENIED'], outcome: { reasons: ['NOT_ELIGIBLE'] } });
    expect(view.checking_accounts).toBeUndefined();
    expect(u.cookie).not.toBe('');
    expect((await u.call('GET', 'application')).body).toMatchObject({ step: 'APPLICATION_DENIED' });
  };

  it('a non-member is denied as not eligible', () => notEligible(STRANGER));
  it('a member with a phone not on file is denied the same way', () => notEligible({ ...MARIA, phoneNumber: '2025550142' }));
  it('a member with another date of birth is denied the same way', () => notEligible({ ...MARIA, dob: '1985-03-15' }));
  it('a member with another last name is denied the same way', () => notEligible({ ...MARIA, lastName: 'Lopez' }));

  it('the last name matches without case or accents', async () => {
    const view = await user().freshApplication({ ...MARIA, lastName: ' GARCÍA ' });
    expect(view.step).toBe('LOAN_AMOUNT');
  });

  it('Ana Lopez (no checking account) is denied with NO_CHECKING_ACCOUNT, and gets the same denial back until the day it names', async () => {
    const first = await user().signIn(ANA);
    const day = (at: Date) => at.toISOString().slice(0, 10);
    const reapplyOn = day(new Date(t.clock.now().getTime() + 7 * 86_400_000));
    expect(first).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['NO_CHECKING_ACCOUNT'], reapply_on: reapplyOn } });
    t.clock.advance(6 * 86400);
    const again = await user().signIn(ANA);
    expect(again.application_id).toBe(first.application_id);
    // The first minute of the day the denied page names (UTC) already opens a new application.
    const startOfDay = Date.parse(`${reapplyOn}T00:00:30Z`);
    t.clock.advance((startOfDay - t.clock.now().getTime()) / 1000);
    const later = await user().signIn(ANA);
    expect(later.application_id).not.toBe(first.application_id);
    expect(later.outcome).toEqual({ reasons: ['NO_CHECKING_ACCOUNT'], reapply_on: day(new Date(startOfDay + 7 * 86_400_000)) });
  });

  it('a member with an open application resumes it, with no duplicate', async () => {
    const a = user();
    const start = await a.freshApplication(MARIA);
    await a.submit('loan-amount', { amount: 300 });
    const before = await count("SELECT count(*) AS n FROM applications WHERE member_id = 'M-1001'");
    const b = user();
    const resumed = await b.signIn(MARIA);
    expect(resumed).toMatchObject({ application_id: start.application_id, step: 'HOUSING_EXPENSES', loan_amount: 300 });
    expect(await count("SELECT count(*) AS n FROM applications WHERE member_id = 'M-1001'")).toBe(before);
    // The new verification replaces the older session of the same application.
    expect(((await b.call('GET', 'application')).body as { application_id: string }).application_id).toBe(start.application_id);
    expect((await a.call('GET', 'application')).status).toBe(401);
  });

  it('two verifications at once for the same member open one application', async () => {
    await db.query("UPDATE applications SET step = 'APPLICATION_CANCELED' WHERE member_id = 'M-1001'");
    const [a, b] = [user(), user()];
    const tokens = [await a.apply(MARIA)];
    const codeA = await a.latestCode(MARIA.phoneNumber);
    tokens.push(await b.apply(MARIA));
    const codeB = await b.latestCode(MARIA.phoneNumber);
    const [ra, rb] = await Promise.all([a.verify(tokens[0], codeA), b.verify(tokens[1], codeB)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect((ra.body as { application_id: string }).application_id).toBe((rb.body as { application_id: string }).application_id);
    expect(await count("SELECT count(*) AS n FROM applications WHERE member_id = 'M-1001' AND step = 'LOAN_AMOUNT'")).toBe(1);
  });
});
