import { errorOf } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { addStaff, cookiesOf, StaffClient, type TestStaff } from '../helpers/staff';
import { suiteApp } from '../helpers/testApp';
import { totpCode } from '../../server/staff/auth/totp';
import { MAX_SIGN_IN_FAILURES, SIGN_IN_WINDOW_SECONDS } from '../../server/staff/auth/loginThrottle';

describe.each(dbTargets())('staff sign-in with a built-in account on $name', (target) => {
  const s = suiteApp(target);
  let ip = 0;
  /** A console on its own client address (the per-client rate limit stays out of the way). */
  const client = () => new StaffClient(s.app, `10.1.${Math.floor(++ip / 200)}.${ip % 200 + 1}`);
  const failures = async (email: string) => {
    const { rows } = await s.db.query<{ n: string | number }>("SELECT count(*) AS n FROM staff_events WHERE type = 'sign_in_failed' AND detail->>'email' = $1", [email]);
    return Number(rows[0].n);
  };

  it('password + the current TOTP code sign in: the cookie is HttpOnly, Secure, SameSite=Strict on /api/staff; the session answers the CSRF token', async () => {
    const staff = await addStaff(s.app, ['reviewer', 'auditor']);
    const c = client();
    const r = await c.login(staff, s.clock.now());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ signed_in: true, staff: { email: staff.email, roles: ['reviewer', 'auditor'], auth_method: 'password' }, idle_timeout_seconds: 900 });
    expect(String(r.headers['set-cookie'])).toMatch(/^staff_sid=[A-Za-z0-9_-]{43}; Path=\/api\/staff; HttpOnly; Secure; SameSite=Strict$/);
    const session = await c.call<{ csrf_token: string }>('GET', '/api/staff/session');
    expect(session.body.csrf_token).toBe(c.csrf);
    const { rows } = await s.db.query<{ id_hash: string }>('SELECT id_hash FROM staff_sessions WHERE staff_id = $1', [staff.id]);
    expect(rows[0].id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].id_hash).not.toBe(cookiesOf(r).staff_sid);
    const password = await s.db.query<{ password_hash: string; totp_secret_enc: string }>('SELECT password_hash, totp_secret_enc FROM staff_users WHERE id = $1', [staff.id]);
    expect(password.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(password.rows[0].totp_secret_enc).not.toContain(staff.totpSecret);
  });

  it('the code of the step before or after is accepted, two steps away is not, and a step once used is refused', async () => {
    const staff = await addStaff(s.app, ['reviewer']);
    // The server reads the clock when it checks the code, a moment after the test made it: start
    // just after a 30 s step begins, or a step that ends in between moves every code one step
    // (a code made for "the step before" is then two steps away: seen under load).
    s.clock.advance((30_000 - (s.clock.now().getTime() % 30_000) + 200) / 1000);
    const now = s.clock.now();
    expect((await client().login(staff, now, { totp: totpCode(staff.totpSecret, new Date(now.getTime() - 61_000)) })).status).toBe(401);
    expect((await client().login(staff, now, { totp: totpCode(staff.totpSecret, new Date(now.getTime() + 61_000)) })).status).toBe(401);
    expect((await client().login(staff, now, { totp: totpCode(staff.totpSecret, new Date(now.getTime() - 30_000)) })).status).toBe(200);
    const reused = await client().login(staff, now, { totp: totpCode(staff.totpSecret, new Date(now.getTime() - 30_000)) });
    expect(reused.status).toBe(401);
    expect(errorOf(reused).error_code).toBe('SIGN_IN_FAILED');
    expect((await client().login(staff, now)).status).toBe(200);
    expect((await client().login(staff, now)).status).toBe(401);
    s.clock.advance(30);
    expect((await client().login(staff, s.clock.now())).status).toBe(200);
  });

  it('unknown e-mail, wrong password, wrong code and a disabled account get the same answer', async () => {
    const staff = await addStaff(s.app, ['reviewer']);
    const disabled = await addStaff(s.app, ['reviewer']);
    await s.db.query('UPDATE staff_users SET disabled_at = now() WHERE id = $1', [disabled.id]);
    s.clock.advance(30);
    const now = s.clock.now();
    const wrongCode = String((Number(totpCode(staff.totpSecret, now)) + 1) % 1_000_000).padStart(6, '0');
    const answers = [
      await client().login({ ...staff, email: 'nobody@staff.test' }, now),
      await client().login(staff, now, { password: 'wrong password, long enough' }),
      await client().login(staff, now, { totp: wrongCode }),
      await client().login(disabled, now),
    ];
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toEqual({ error: { message: 'The e-mail, password or code is not right.', status_code: 401, error_code: 'SIGN_IN_FAILED', details: null } });
      expect(a.headers['set-cookie']).toBeUndefined();
    }
    expect(await failures(staff.email)).toBe(2);
    expect(await failures('nobody@staff.test')).toBe(1);
  });

  it(`locks an e-mail after ${MAX_SIGN_IN_FAILURES} failures in ${SIGN_IN_WINDOW_SECONDS / 60} minutes, known or not, even for the right password; it opens again after the window`, async () => {
    const staff = await addStaff(s.app, ['reviewer']);
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) expect((await client().login(staff, s.clock.now(), { password: 'not the password at all' })).status).toBe(401);
    const locked = await client().login(staff, s.clock.now());
    expect(locked.status).toBe(429);
    expect(errorOf(locked)).toMatchObject({ error_code: 'RATE_LIMITED', details: { retry_after_seconds: expect.any(Number) } });
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) await client().login({ ...staff, email: 'ghost@staff.test' }, s.clock.now());
    expect((await client().login({ ...staff, email: 'ghost@staff.test' }, s.clock.now())).status).toBe(429);
    s.clock.advance(SIGN_IN_WINDOW_SECONDS + 1);
    expect((await client().login(staff, s.clock.now())).status).toBe(200);
  });

  it('a burst of parallel wrong tries checks at most the allowed number of passwords; the rest are 429', async () => {
    const staff = await addStaff(s.app, ['reviewer']);
    s.clock.advance(30);
    const tries = await Promise.all(Array.from({ length: 20 }, () => client().login(staff, s.clock.now(), { password: 'a wrong password in a burst' })));
    const statuses = tries.map((t) => t.status);
    expect(statuses.filter((x) => x === 401)).toHaveLength(MAX_SIGN_IN_FAILURES);
    expect(statuses.filter((x) => x === 429)).toHaveLength(20 - MAX_SIGN_IN_FAILURES);
    expect(await failures(staff.email)).toBe(MAX_SIGN_IN_FAILURES);
    expect((await client().login(staff, s.clock.now())).status).toBe(429);
  });

  it('the session ends after the idle timeout, and at its absolute end however active', async () => {
    const staff = await addStaff(s.app, ['reviewer']);
    s.clock.advance(30);
    const idle = client();
    await idle.login(staff, s.clock.now());
    s.clock.advance(899);
    expect((await idle.call('GET', '/api/staff/reviews')).status).toBe(200);
    s.clock.advance(901);
    const expired = await idle.call('GET', '/api/staff/reviews');
    expect(expired.status).toBe(401);
    expect(errorOf(expired).error_code).toBe('UNAUTHORIZED');
    expect((await idle.call('GET', '/api/staff/session')).body).toMatchObject({ signed_in: false });

    s.clock.advance(30);
    const busy = client();
    await busy.login(staff, s.clock.now());
    for (let minutes = 0; minutes < 8 * 60 - 10; minutes += 10) {
      s.clock.advance(600);
      expect((await busy.call('GET', '/api/staff/reviews')).status).toBe(200);
    }
    s.clock.advance(601);
    expect((await busy.call('GET', '/api/staff/reviews')).status).toBe(401);
  });

  it('signing out ends the session; the cookie is cleared', async () => {
    const staff = await addStaff(s.app, ['reviewer']);
    const c = client();
    await c.login(staff, s.clock.now());
    const out = await c.call('POST', '/api/staff/logout', {});
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ signed_in: false });
    expect(String(out.headers['set-cookie'])).toMatch(/^staff_sid=; Max-Age=0; .*Path=\/api\/staff/);
    expect((await c.call('GET', '/api/staff/reviews')).status).toBe(401);
  });

  it('state-changing calls need the session\'s X-CSRF-Token and refuse cross-site requests; refused, they change nothing', async () => {
    const staff = await addStaff(s.app, ['reviewer']);
    const c = client();
    await c.login(staff, s.clock.now());
    const token = c.csrf;
    const tries: Array<Record<string, string>> = [{ 'x-csrf-token': '' }, { 'x-csrf-token': 'x'.repeat(43) }, { 'x-csrf-token': token, 'sec-fetch-site': 'cross-site' }];
    for (const headers of tries) {
      const r = await c.call('POST', '/api/staff/logout', {}, headers);
      expect(r.status).toBe(403);
      expect(errorOf(r).error_code).toBe('CSRF_INVALID');
    }
    c.csrf = '';
    expect(errorOf(await c.call('POST', '/api/staff/logout', {})).error_code).toBe('CSRF_INVALID');
    expect((await c.call('GET', '/api/staff/session')).body).toMatchObject({ signed_in: true });
    const viaForm = await s.app.inject({ method: 'POST', url: '/api/staff/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${staff.email}&password=x&totp=123456` });
    expect(viaForm.statusCode).toBe(415);
    const fromElsewhere = await client().call('POST', '/api/staff/login', { email: staff.email, password: staff.password, totp: '123456' }, { 'sec-fetch-site': 'cross-site' });
    expect(errorOf(fromElsewhere).error_code).toBe('CSRF_INVALID');
  });

  it('the applicant\'s session cookie is no staff session', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/api/staff/reviews', headers: { cookie: 'sid=whatever; staff_sid=' } });
    expect(r.statusCode).toBe(401);
  });
});

describe('staff accounts from the command line\'s function', () => {
  const s = suiteApp(dbTargets()[0]);
  it('a second account for one e-mail is refused and changes nothing; weak input names each problem', async () => {
    const staff: TestStaff = await addStaff(s.app, ['admin']);
    const { addStaffAccount } = await import('../../server/staff/accounts/addAccount');
    await expect(addStaffAccount(s.db, s.app.services.secrets, 'CU', { email: staff.email.toUpperCase(), roles: ['reviewer'], password: 'another long password' }, s.clock.now())).rejects.toThrow(/exists already/);
    await expect(addStaffAccount(s.db, s.app.services.secrets, 'CU', { email: 'not-an-email', roles: ['boss'], password: 'short' }, s.clock.now())).rejects.toThrow(/not an e-mail address[\s\S]*"boss" is not one of[\s\S]*at least 12 characters/);
    const { rows } = await s.db.query<{ roles: string[] }>('SELECT roles FROM staff_users WHERE email = $1', [staff.email]);
    expect(rows).toEqual([{ roles: ['admin'] }]);
  });
});
