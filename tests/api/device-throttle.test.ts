import type { Db } from '../../server/db/db';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { count } from '../helpers/loanFlow';
import { JAMES, MARIA } from '../helpers/people';
import { testApp } from '../helpers/testApp';

/** A non-member with phone 202-555-02nn (answered like a member at apply). */
const visitorWithPhone = (n: number, visitorId: string) => ({ firstName: 'Pat', lastName: 'Visitor', ssn: '200000011', dob: '1990-01-01', phoneNumber: `20255502${String(n).padStart(2, '0')}`, visitorId });

describe.each(dbTargets())('apply throttle per device (visitor id) on $name', (target) => {
  let db: Db;
  beforeAll(async () => { db = await target.open(); });
  afterAll(async () => { await db?.close(); });

  it('10 parallel applies from one device with 10 phones: exactly 3 pass, 7 answer 429; other and unknown devices are not held back', async () => {
    const t = await testApp(db, { limits: { appliesPerDevicePerHour: 3 } });
    try {
      const user = new Applicant(injectTransport(t.app));
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => user.call('POST', 'apply', visitorWithPhone(i, 'device-burst'))));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(7);
      for (const r of refused) expect(errorOf(r)).toMatchObject({ status_code: 429, error_code: 'RATE_LIMITED', details: { retry_after_seconds: 3600 } });
      expect(await count(db, "SELECT count(*) AS n FROM otp_challenges WHERE phone_last_four LIKE '02%'")).toBe(3);
      // Only a keyed hash of the visitor id is stored.
      expect(await count(db, "SELECT count(*) AS n FROM device_applies WHERE device_hash LIKE '%device-burst%'")).toBe(0);

      expect((await user.call('POST', 'apply', visitorWithPhone(20, 'another-device'))).status).toBe(200);
      for (let i = 30; i < 35; i++) expect((await user.call('POST', 'apply', visitorWithPhone(i, 'unknown'))).status).toBe(200);
      const { visitorId: _none, ...withoutVisitor } = visitorWithPhone(40, '');
      expect((await user.call('POST', 'apply', withoutVisitor)).status).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('applies older than an hour no longer count', async () => {
    let now = new Date('2030-01-01T10:00:00Z');
    const t = await testApp(db, { limits: { appliesPerDevicePerHour: 2 }, now: () => now });
    try {
      const user = new Applicant(injectTransport(t.app));
      for (const n of [50, 51]) expect((await user.call('POST', 'apply', visitorWithPhone(n, 'device-window'))).status).toBe(200);
      expect((await user.call('POST', 'apply', visitorWithPhone(52, 'device-window'))).status).toBe(429);
      now = new Date('2030-01-01T11:00:01Z');
      expect((await user.call('POST', 'apply', visitorWithPhone(53, 'device-window'))).status).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('the verification is audited with the verifying device and whether it applied', async () => {
    const t = await testApp(db);
    try {
      const same = new Applicant(injectTransport(t.app));
      const maria = await same.signIn(MARIA);
      const other = new Applicant(injectTransport(t.app));
      const token = await other.apply({ ...JAMES, visitorId: 'laptop' });
      const james = (await other.verify(token, await other.latestCode(JAMES.phoneNumber))).body as { application_id: string };
      const detail = async (id: string) => (await db.query<{ detail: { device: string | null; same_device_as_apply: boolean } }>(
        "SELECT detail FROM application_events WHERE application_id = $1 AND type = 'identity_verified'", [id])).rows.map((r) => r.detail);
      const [mariaEvent] = await detail(maria.application_id);
      expect(mariaEvent).toEqual({ device: expect.stringMatching(/^[0-9a-f]{16}$/), same_device_as_apply: true });
      expect(await detail(james.application_id)).toEqual([{ device: expect.stringMatching(/^[0-9a-f]{16}$/), same_device_as_apply: false }]);
    } finally {
      await t.app.close();
    }
  });
});
