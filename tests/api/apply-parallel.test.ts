import type { Db } from '../../server/db/db';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { count } from '../helpers/loanFlow';
import { MARIA } from '../helpers/people';
import { testApp } from '../helpers/testApp';

describe.each(dbTargets())('per-phone apply cap under a burst of parallel applies on $name', (target) => {
  let db: Db;
  beforeAll(async () => { db = await target.open(); });
  afterAll(async () => { await db?.close(); });

  it('12 parallel applies for one phone: exactly 5 pass, 7 answer 429 RATE_LIMITED, 5 codes sent', async () => {
    const t = await testApp(db, { limits: { appliesPerPhonePerHour: 5 } });
    try {
      const user = new Applicant(injectTransport(t.app));
      const answers = await Promise.all(Array.from({ length: 12 }, () => user.call('POST', 'apply', MARIA)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(7);
      for (const r of refused) expect(errorOf(r)).toMatchObject({ status_code: 429, error_code: 'RATE_LIMITED' });
      expect(await count(db, 'SELECT count(*) AS n FROM outbox WHERE "to" = $1', ['+12025550101'])).toBe(5);
      expect(await count(db, 'SELECT count(*) AS n FROM otp_challenges')).toBe(5);
    } finally {
      await t.app.close();
    }
  });

  it('a code that cannot be sent does not count against the phone', async () => {
    const t = await testApp(db, { limits: { appliesPerPhonePerHour: 2 } });
    try {
      const user = new Applicant(injectTransport(t.app));
      const bad = { ...MARIA, phoneNumber: '1234567890' };
      for (let i = 0; i < 3; i++) expect(errorOf(await user.call('POST', 'apply', bad)).error_code).toBe('FAILED_TO_SEND_OTP');
      expect(await count(db, "SELECT count(*) AS n FROM otp_challenges WHERE phone_last_four = '7890'")).toBe(0);
    } finally {
      await t.app.close();
    }
  });
});
