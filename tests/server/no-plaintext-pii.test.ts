import type { Db } from '../../server/db/db';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets, dumpDatabase } from '../helpers/dbTargets';
import { ANA, MARIA, STRANGER } from '../helpers/people';
import { testApp, type TestApp } from '../helpers/testApp';
import { logWithoutTimings } from '../helpers/piiScan';

/** Every way an SSN or date of birth could be written in clear. */
function plainForms(ssn: string, dob: string): string[] {
  const [y, m, d] = dob.split('-');
  return [ssn, `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`, dob, `${m}/${d}/${y}`, `${y}${m}${d}`];
}

describe.each(dbTargets())('no SSN or date of birth in clear on $name', (target) => {
  let db: Db;
  let t: TestApp;

  beforeAll(async () => {
    db = await target.open();
    t = await testApp(db, { env: { LOG_LEVEL: 'trace' } });
    for (const person of [MARIA, STRANGER, ANA]) {
      const u = new Applicant(injectTransport(t.app));
      const view = await u.signIn(person);
      if (view.step === 'LOAN_AMOUNT') {
        await u.fillForms();
        await u.submit('complete-review');
      }
      // A failed apply with a bad date logs a refusal too.
      await u.call('POST', 'apply', { ...person, dob: '2020-01-01' });
    }
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  it('the database dump holds none', async () => {
    const dump = await dumpDatabase(db);
    expect(dump).toContain('## members');
    expect(dump).toContain('## otp_challenges');
    for (const person of [MARIA, STRANGER, ANA]) {
      for (const text of plainForms(person.ssn, person.dob)) expect(dump).not.toContain(text);
    }
  });

  it('the log holds none (and holds the code in local mode)', async () => {
    const log = logWithoutTimings(t.log.join(''));
    expect(log).toMatch(/verification code is \d{6}/);
    expect(log).not.toMatch(/sid=/);
    for (const person of [MARIA, STRANGER, ANA]) {
      for (const text of plainForms(person.ssn, person.dob)) expect(log).not.toContain(text);
    }
  });

  it('no answer carries them either', async () => {
    const u = new Applicant(injectTransport(t.app));
    const view = await u.signIn(MARIA);
    for (const text of plainForms(MARIA.ssn, MARIA.dob)) expect(JSON.stringify(view)).not.toContain(text);
  });
});
