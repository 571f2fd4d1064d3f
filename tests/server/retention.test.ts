import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { erasePersonalData, erasureRefusal } from '../../server/domain/retention/erase';
import { runRetentionIfDue } from '../../server/jobs/retentionSchedule';
import { DEFAULT_RETENTION } from '../../server/domain/retention/policy';
import { parseEnv } from '../../server/config/env';
import { envProblems } from '../helpers/envProblems';
import { Applicant, injectTransport } from '../helpers/api';
import type { TestClock } from '../helpers/clock';
import { dbTargets, dumpDatabase } from '../helpers/dbTargets';
import { acceptLongestOffer, count, current, drain, signAs, toProcessing } from '../helpers/loanFlow';
import { CARLOS, MARIA, type Person } from '../helpers/people';
import { testApp } from '../helpers/testApp';

const DAY = 86_400;
/** What must not be readable after erasure, of a person: name, phone, date of birth (also as stored in the demo directory's member tables, which are left out of the dump). */
const traces = (p: Person) => [p.firstName, p.lastName, p.phoneNumber, p.dob];

/** The database without the member directory (the credit union's own records of its members). */
async function applicantData(db: Db): Promise<string> {
  return (await dumpDatabase(db)).split('\n## ').filter((part) => !/^(members|member_accounts|member_loans)\n/.test(part)).join('\n## ');
}

describe.each(dbTargets())('data retention on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let clock: TestClock;

  beforeEach(async () => {
    db = await target.open();
    ({ app, clock } = await testApp(db));
  });
  afterEach(async () => {
    await app.close();
    await db.close();
  });

  /** How many encrypted values in the applicant tables decrypt to something holding `p`'s date of birth or phone. */
  async function readable(p: Person): Promise<number> {
    const { rows } = await db.query<{ v: string }>('SELECT applicant_enc AS v FROM applications WHERE applicant_enc IS NOT NULL UNION ALL SELECT applicant_enc FROM otp_challenges');
    return rows.map((r) => app.services.secrets.decrypt(r.v)).filter((text) => traces(p).slice(2).some((t) => text.includes(t))).length;
  }

  it('after 25 months erases every readable trace of applications that never became a loan, keeps loans and the audit trail, once a day', async () => {
    const maria = new Applicant(injectTransport(app));
    await maria.freshApplication(MARIA);
    await maria.submit('loan-amount', { amount: 500 });
    await maria.submit('monthly-housing-expenses', { expenses: 1200 });
    await maria.submit('loan-purpose', { purpose: 'OTHER', other_reason: `car repair for ${MARIA.firstName} ${MARIA.lastName}` });
    await maria.call('POST', 'application/cancel');
    const mariaId = (await db.query<{ id: string }>("SELECT id FROM applications WHERE step = 'APPLICATION_CANCELED'")).rows[0].id;

    const carlos = new Applicant(injectTransport(app));
    await toProcessing(carlos, CARLOS, 'CHK-1006-01');
    await drain(app);
    await acceptLongestOffer(carlos, false);
    await signAs(carlos, `${CARLOS.firstName} ${CARLOS.lastName}`);
    await drain(app);
    await drain(app);
    expect((await current(carlos)).step).toBe('APPLICATION_COMPLETED');
    expect(await applicantData(db)).toContain('car repair');
    expect(await readable(MARIA)).toBeGreaterThanOrEqual(2); // her application and her challenge hold her (encrypted) data

    expect(await runRetentionIfDue(db, DEFAULT_RETENTION, clock.now())).toMatchObject({ erasedApplications: 0 });
    clock.advance(25 * 31 * DAY);
    const result = await runRetentionIfDue(db, DEFAULT_RETENTION, clock.now());
    expect(result).toMatchObject({ erasedApplications: 1 });
    expect(result!.challenges).toBeGreaterThanOrEqual(2);
    expect(await runRetentionIfDue(db, DEFAULT_RETENTION, clock.now())).toBeNull(); // once a day

    const dump = await applicantData(db);
    for (const t of [MARIA.firstName, MARIA.lastName, 'car repair']) expect(dump).not.toContain(t);
    expect(await readable(MARIA)).toBe(0);
    expect(await count(db, "SELECT count(*) AS n FROM application_events WHERE application_id = $1 AND detail ? 'device'", [mariaId])).toBe(0);
    expect(await readable(CARLOS)).toBe(1); // the loan's applicant record
    expect(await count(db, 'SELECT count(*) AS n FROM otp_challenges')).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM applications WHERE id = $1 AND applicant_enc IS NULL AND pii_erased_at IS NOT NULL', [mariaId])).toBe(1);
    // The decision record stays: the application, its steps and audit trail, with the erasure itself recorded.
    expect(await count(db, "SELECT count(*) AS n FROM application_events WHERE application_id = $1 AND type = 'pii_erased'", [mariaId])).toBe(1);
    expect(await count(db, 'SELECT count(*) AS n FROM application_events WHERE application_id = $1', [mariaId])).toBeGreaterThan(3);
    // The loan keeps its records (and its signed agreement).
    expect(await count(db, "SELECT count(*) AS n FROM applications WHERE step = 'APPLICATION_COMPLETED' AND applicant_enc IS NOT NULL")).toBe(1);
    expect(await count(db, 'SELECT count(*) AS n FROM esign_envelopes WHERE signed_pdf IS NOT NULL')).toBe(1);

    clock.advance(DAY + 60);
    expect(await runRetentionIfDue(db, DEFAULT_RETENTION, clock.now())).toMatchObject({ erasedApplications: 0, challenges: 0 });
  }, 120_000);

  it('erases one application on request, refuses a loan and an unknown id, and is idempotent', async () => {
    const maria = new Applicant(injectTransport(app));
    await toProcessing(maria, MARIA, 'CHK-1001-02');
    const id = (await current(maria)).application_id;
    expect(await erasureRefusal(db, id)).toBeNull();
    expect(await erasePersonalData(db, [id], clock.now(), 'request')).toEqual({ applications: 1 });
    expect(await erasePersonalData(db, [id], clock.now(), 'request')).toEqual({ applications: 0 });
    expect((await maria.call('GET', 'application')).status).toBe(401); // its sessions are gone
    expect(await erasureRefusal(db, '00000000-0000-4000-8000-000000000000')).toMatch(/no application/);
    await db.query("UPDATE applications SET step = 'APPLICATION_COMPLETED' WHERE id = $1", [id]);
    expect(await erasureRefusal(db, id)).toMatch(/is a loan/);
  });

  it('deletes Idempotency-Keys past their replay window (30 days by default, RETENTION_IDEMPOTENCY_KEY_DAYS), keeps younger ones', async () => {
    const now = new Date(clock.now().getTime() + 400 * DAY * 1000);
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY * 1000).toISOString();
    for (const [scope, key, days] of [['ledger.book', 'old.book', 31], ['core.bookLoan', 'old.core', 45], ['ledger.disburse', 'young.disburse', 29]] as const) {
      await db.query('INSERT INTO idempotency_keys (scope, key, request_sha256, response, created_at) VALUES ($1, $2, $3, $4, $5)', [scope, key, 'hash', '{}', daysAgo(days)]);
    }
    const result = await runRetentionIfDue(db, DEFAULT_RETENTION, now);
    expect(result?.idempotencyKeys).toBe(2);
    expect((await db.query<{ key: string }>('SELECT key FROM idempotency_keys ORDER BY key')).rows.map((r) => r.key)).toEqual(['young.disburse']);
    const longer = await runRetentionIfDue(db, { ...DEFAULT_RETENTION, idempotencyKeyDays: 10 }, new Date(now.getTime() + 2 * DAY * 1000));
    expect(longer?.idempotencyKeys).toBe(1);
  });
});

describe('RETENTION_IDEMPOTENCY_KEY_DAYS', () => {
  it('defaults to the contract\'s 30 days, and a shorter replay window is refused, naming the variable', () => {
    expect(parseEnv({}).RETENTION_IDEMPOTENCY_KEY_DAYS).toBe(30);
    expect(parseEnv({ RETENTION_IDEMPOTENCY_KEY_DAYS: '90' }).RETENTION_IDEMPOTENCY_KEY_DAYS).toBe(90);
    expect(envProblems({ RETENTION_IDEMPOTENCY_KEY_DAYS: '7' })).toContain('RETENTION_IDEMPOTENCY_KEY_DAYS');
  });
});
