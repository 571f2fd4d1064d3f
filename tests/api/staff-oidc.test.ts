import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { dbTargets } from '../helpers/dbTargets';
import { CookieJar, follow, formOf, hop, startLocalIdp, type LocalIdp } from '../helpers/oidcProvider';
import { freePort } from '../helpers/freePort';
import { testApp } from '../helpers/testApp';
import { addStaffAccount } from '../../server/staff/accounts/addAccount';

describe.each(dbTargets())('staff single sign-on against a local OpenID provider on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let idp: LocalIdp;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    idp = await startLocalIdp(`${base}/api/staff/oidc/callback`, {
      rita: { email: 'Rita.Reviewer@cu.test', name: 'Rita Reviewer', roles: ['reviewer', 'unrelated-group'] },
      mark: { email: 'mark@cu.test', name: 'Mark Marketing', roles: ['marketing'] },
      uma: { email: 'uma@cu.test', emailVerified: false, name: 'Uma Unverified', roles: ['reviewer'] },
      ben: { email: 'Ben.Builtin@cu.test', name: 'Ben Twin', roles: ['admin'] },
    });
    db = await target.open();
    ({ app } = await testApp(db, {
      env: { STAFF_OIDC_ISSUER: idp.issuer, STAFF_OIDC_CLIENT_ID: idp.clientId, STAFF_OIDC_CLIENT_SECRET: idp.clientSecret, PUBLIC_BASE_URL: base },
    }));
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await idp?.close();
  });

  /** A browser: start at the console, sign in at the provider as `login`, consent, and stop where the provider sends it back to us. */
  async function signOn(jar: CookieJar, login: string, returnTo = '/staff/reviews') {
    const start = await hop(jar, new URL(`${base}/api/staff/oidc/start?return_to=${encodeURIComponent(returnTo)}`));
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/api/staff/oidc/callback`);
    expect(jar.get(base, 'staff_oidc')).toBeTruthy();
    expect(start.headers.getSetCookie().join()).toMatch(/staff_oidc=[^;]+; Max-Age=600; Path=\/api\/staff\/oidc; HttpOnly; Secure; SameSite=Lax/);

    const isCallback = (u: URL) => u.origin === base;
    let page = await follow(jar, authorize, isCallback);
    for (let step = 0; step < 4 && !isCallback(page.url); step++) {
      const html = await page.response.text();
      const form = formOf(html, page.url);
      const fields = form.fields.prompt === 'login' ? { ...form.fields, login, password: 'any' } : form.fields;
      const submitted = await hop(jar, form.action, { method: 'POST', form: fields });
      page = await follow(jar, new URL(submitted.headers.get('location')!, form.action), isCallback);
    }
    expect(isCallback(page.url)).toBe(true);
    return page.url;
  }

  it('a reviewer signs in through the provider (code + PKCE), lands where she started and can work the queue, not more', async () => {
    const jar = new CookieJar();
    const callback = await signOn(jar, 'rita');
    expect(callback.pathname).toBe('/api/staff/oidc/callback');
    expect(callback.searchParams.get('code')).toBeTruthy();
    const done = await hop(jar, callback);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/staff/reviews');
    const cookies = done.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/staff_sid=[A-Za-z0-9_-]{43}; Path=\/api\/staff; HttpOnly; Secure; SameSite=Strict/);
    expect(jar.get(base, 'staff_oidc')).toBeUndefined();

    const session = await (await hop(jar, new URL(`${base}/api/staff/session`))).json() as { signed_in: boolean; staff: { email: string; display_name: string; roles: string[]; auth_method: string }; csrf_token: string };
    expect(session).toMatchObject({ signed_in: true, staff: { email: 'rita.reviewer@cu.test', display_name: 'Rita Reviewer', roles: ['reviewer'], auth_method: 'oidc' } });
    expect((await hop(jar, new URL(`${base}/api/staff/reviews`))).status).toBe(200);
    const funnel = await hop(jar, new URL(`${base}/api/staff/funnel?from=2025-01-01&to=2025-01-31`));
    expect(funnel.status).toBe(403);
    expect(((await funnel.json()) as { error: { error_code: string } }).error.error_code).toBe('FORBIDDEN');
    const { rows } = await db.query<{ auth: string; roles: string[]; oidc_issuer: string }>("SELECT auth, roles, oidc_issuer FROM staff_users WHERE email = 'rita.reviewer@cu.test'");
    expect(rows).toEqual([{ auth: 'oidc', roles: ['reviewer'], oidc_issuer: idp.issuer }]);

    const replay = await hop(jar, callback);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/staff/sign-in?error=OIDC_FAILED');
  });

  it('the provider changes her roles: the next sign-in takes the new ones', async () => {
    idp.accounts.set('rita', { ...idp.accounts.get('rita')!, roles: ['auditor'] });
    const jar = new CookieJar();
    const done = await hop(jar, await signOn(jar, 'rita', '/staff/'));
    expect(done.headers.get('location')).toBe('/staff/');
    const session = await (await hop(jar, new URL(`${base}/api/staff/session`))).json() as { staff: { roles: string[] } };
    expect(session.staff.roles).toEqual(['auditor']);
    expect((await hop(jar, new URL(`${base}/api/staff/funnel?from=2025-01-01&to=2025-01-31`))).status).toBe(200);
  });

  it('someone the provider knows but with no role of ours is refused, with no staff session', async () => {
    const jar = new CookieJar();
    const done = await hop(jar, await signOn(jar, 'mark'));
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/staff/sign-in?error=NO_STAFF_ROLE');
    expect(done.headers.getSetCookie().join()).not.toMatch(/staff_sid=[^;]/);
    expect((await hop(jar, new URL(`${base}/api/staff/reviews`))).status).toBe(401);
    const { rows } = await db.query("SELECT id FROM staff_users WHERE email = 'mark@cu.test'");
    expect(rows).toEqual([]);
  });

  it('a callback from another browser (no pending sign-in cookie), or with a state of its own, is refused', async () => {
    const jar = new CookieJar();
    const callback = await signOn(jar, 'rita');
    const stranger = new CookieJar();
    const elsewhere = await hop(stranger, callback);
    expect(elsewhere.headers.get('location')).toBe('/staff/sign-in?error=OIDC_FAILED');

    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-the-state');
    const wrongState = await hop(jar, forged);
    expect(wrongState.headers.get('location')).toBe('/staff/sign-in?error=OIDC_FAILED');
    expect(wrongState.headers.getSetCookie().join()).not.toMatch(/staff_sid=[^;]/);
    // The pending sign-in was used up by the refused try: the genuine callback cannot follow it.
    expect((await hop(jar, callback)).headers.get('location')).toBe('/staff/sign-in?error=OIDC_FAILED');
  });

  it('return_to outside the console lands on the console home', async () => {
    const jar = new CookieJar();
    const done = await hop(jar, await signOn(jar, 'rita', 'https://evil.example/steal'));
    expect(done.headers.get('location')).toBe('/staff/');
    const jar2 = new CookieJar();
    expect((await hop(jar2, await signOn(jar2, 'rita', '//evil.example/x'))).headers.get('location')).toBe('/staff/');
  });

  const staffRow = async (subject: string) => {
    const { rows } = await db.query<{ id: string; email: string; auth: string; oidc_subject: string }>('SELECT id, email, auth, oidc_subject FROM staff_users WHERE oidc_subject = $1', [subject]);
    return rows;
  };

  it('the identity is (issuer, sub): a changed e-mail at the provider is the same staff account', async () => {
    const jar = new CookieJar();
    await hop(jar, await signOn(jar, 'rita'));
    const [before] = await staffRow('rita');
    idp.accounts.set('rita', { ...idp.accounts.get('rita')!, email: 'rita.married@cu.test', roles: ['reviewer'] });
    const jar2 = new CookieJar();
    expect((await hop(jar2, await signOn(jar2, 'rita'))).headers.get('location')).toBe('/staff/reviews');
    expect(await staffRow('rita')).toEqual([{ ...before, email: 'rita.married@cu.test' }]);
  });

  it('an e-mail the provider does not say is verified is never used', async () => {
    const jar = new CookieJar();
    expect((await hop(jar, await signOn(jar, 'uma'))).headers.get('location')).toBe('/staff/reviews');
    const session = await (await hop(jar, new URL(`${base}/api/staff/session`))).json() as { staff: { email: string; display_name: string } };
    expect(session.staff).toMatchObject({ email: 'sso:uma', display_name: 'Uma Unverified' });
    const { rows } = await db.query("SELECT id FROM staff_users WHERE email = 'uma@cu.test'");
    expect(rows).toEqual([]);
  });

  it("a verified e-mail that is a built-in account's is not taken: the single sign-on account stays apart and the built-in one is untouched", async () => {
    const builtIn = await addStaffAccount(db, app.services.secrets, 'Test CU staff', { email: 'ben.builtin@cu.test', roles: ['reviewer'], displayName: 'Ben Builtin', password: 'a long enough password 1' }, new Date());
    const jar = new CookieJar();
    expect((await hop(jar, await signOn(jar, 'ben'))).headers.get('location')).toBe('/staff/reviews');
    const session = await (await hop(jar, new URL(`${base}/api/staff/session`))).json() as { staff: { id: string; email: string; roles: string[] } };
    expect(session.staff.id).not.toBe(builtIn.id);
    expect(session.staff.email).toBe('sso:ben');
    const { rows } = await db.query<{ id: string; roles: string[]; auth: string }>("SELECT id, roles, auth FROM staff_users WHERE email = 'ben.builtin@cu.test'");
    expect(rows).toEqual([{ id: builtIn.id, roles: ['reviewer'], auth: 'password' }]);
  });
});
