import { dbTargets } from '../helpers/dbTargets';
import { addStaff, StaffClient, type TestStaff } from '../helpers/staff';
import { suiteApp } from '../helpers/testApp';

describe.each(dbTargets())('at least one enabled admin, under concurrency ($name)', (target) => {
  const s = suiteApp(target);
  let ip = 0;
  const signedIn = async (staff: TestStaff) => {
    const c = new StaffClient(s.app, `10.9.${Math.floor(++ip / 200)}.${ip % 200 + 1}`);
    expect((await c.login(staff, s.clock.now())).status).toBe(200);
    return c;
  };
  const enabledAdmins = async () => {
    const { rows } = await s.db.query<{ n: string | number }>("SELECT count(*) AS n FROM staff_users WHERE disabled_at IS NULL AND 'admin' = ANY(roles)");
    return Number(rows[0].n);
  };
  beforeEach(async () => {
    // Only this test's admins are enabled admins.
    await s.db.query("UPDATE staff_users SET disabled_at = now() WHERE 'admin' = ANY(roles)");
  });

  it.each([
    ['disable', { disabled: true }],
    ['demote', { roles: ['reviewer'] }],
  ])('two admins who %s each other at the same moment: one succeeds, one is refused, one admin remains', async (_what, change) => {
    for (let round = 0; round < 4; round++) {
      await s.db.query("UPDATE staff_users SET disabled_at = now() WHERE 'admin' = ANY(roles)");
      s.clock.advance(30);
      const [a, b] = [await addStaff(s.app, ['admin']), await addStaff(s.app, ['admin'])];
      const [ca, cb] = [await signedIn(a), await signedIn(b)];
      const answers = await Promise.all([ca.call('PATCH', `/api/staff/accounts/${b.id}`, change), cb.call('PATCH', `/api/staff/accounts/${a.id}`, change)]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      expect(await enabledAdmins()).toBe(1);
    }
  });

  it('the last enabled admin cannot be disabled or demoted, even by an account that was an admin when its call began', async () => {
    s.clock.advance(30);
    const a = await addStaff(s.app, ['admin']);
    const b = await addStaff(s.app, ['admin']);
    const ca = await signedIn(a);
    const cb = await signedIn(b);
    expect((await ca.call('PATCH', `/api/staff/accounts/${b.id}`, { roles: ['reviewer'] })).status).toBe(200);
    expect(await enabledAdmins()).toBe(1);
    // b's session was ended by the change; b cannot act any more.
    expect((await cb.call('PATCH', `/api/staff/accounts/${a.id}`, { disabled: true })).status).toBe(401);
    const self = await ca.call<{ error: { error_code: string } }>('PATCH', `/api/staff/accounts/${a.id}`, { disabled: true });
    expect(self.status).toBe(409);
    expect(await enabledAdmins()).toBe(1);
  });
});
