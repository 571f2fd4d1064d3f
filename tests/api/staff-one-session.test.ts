import { dbTargets } from '../helpers/dbTargets';
import { addStaff, StaffClient } from '../helpers/staff';
import { suiteApp } from '../helpers/testApp';
import { staffSessionsRepo } from '../../server/staff/auth/staffSessions';

describe.each(dbTargets())('a staff member has one live session ($name)', (target) => {
  const s = suiteApp(target);
  let ip = 0;
  const client = () => new StaffClient(s.app, `10.7.${Math.floor(++ip / 200)}.${ip % 200 + 1}`);
  const live = async (staffId: string) => {
    const { rows } = await s.db.query<{ n: string | number }>('SELECT count(*) AS n FROM staff_sessions WHERE staff_id = $1 AND revoked_at IS NULL', [staffId]);
    return Number(rows[0].n);
  };

  it('a new sign-in ends the earlier session: the first browser is signed out, the audit says so', async () => {
    const staff = await addStaff(s.app, ['reviewer']);
    const first = client();
    expect((await first.login(staff, s.clock.now())).status).toBe(200);
    expect((await first.call('GET', '/api/staff/reviews')).status).toBe(200);
    s.clock.advance(30); // the next TOTP step (a step is used once)
    const second = client();
    expect((await second.login(staff, s.clock.now())).status).toBe(200);
    const old = await first.call<{ error: { error_code: string } }>('GET', '/api/staff/reviews');
    expect(old.status).toBe(401);
    expect(old.body.error.error_code).toBe('UNAUTHORIZED');
    expect((await first.call<{ signed_in: boolean }>('GET', '/api/staff/session')).body.signed_in).toBe(false);
    expect((await second.call('GET', '/api/staff/reviews')).status).toBe(200);
    expect(await live(staff.id)).toBe(1);
    const { rows } = await s.db.query<{ detail: { ended_sessions: number } }>("SELECT detail FROM staff_events WHERE type = 'signed_in' AND staff_id = $1 ORDER BY at", [staff.id]);
    expect(rows.map((r) => r.detail.ended_sessions)).toEqual([0, 1]);
  });

  it('a burst of sign-ins for one account leaves exactly one live session', async () => {
    const staff = await addStaff(s.app, ['reviewer']);
    const now = s.clock.now();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => staffSessionsRepo.startReplacing(s.db, { staffId: staff.id, authMethod: 'password', now, idleSeconds: 900, maxAgeSeconds: 28_800, ip: `10.8.0.${i + 1}` })),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(12);
    expect(await live(staff.id)).toBe(1);
  });
});
