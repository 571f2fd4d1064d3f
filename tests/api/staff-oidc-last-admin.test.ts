import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { dbTargets } from '../helpers/dbTargets';
import { CookieJar, follow, formOf, hop, startLocalIdp, type LocalIdp } from '../helpers/oidcProvider';
import { addStaff, StaffClient } from '../helpers/staff';
import { freePort } from '../helpers/freePort';
import { testApp } from '../helpers/testApp';

/** Sign-ins through a real provider take a few round trips each, on a loaded machine. */
const TEST_TIMEOUT_MS = 120_000;

/**
 * Single sign-on replaces an account's roles by the provider's at each sign-in, but never takes
 * the admin role from the last enabled admin: that sign-in is refused (`LAST_ADMIN`), the account
 * keeps its roles, and the refusal is logged and audited. Decided on the admins' locked rows, as
 * an admin's own change of roles is: sign-ins at the same moment, or a sign-in and an admin's
 * change, cannot leave the console without an enabled admin.
 */
describe.each(dbTargets())('single sign-on and the last enabled admin on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let idp: LocalIdp;
  let base: string;
  let serial = 0;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    idp = await startLocalIdp(`${base}/api/staff/oidc/callback`, {});
    db = await target.open();
    ({ app } = await testApp(db, {
      env: { STAFF_OIDC_ISSUER: idp.issuer, STAFF_OIDC_CLIENT_ID: idp.clientId, STAFF_OIDC_CLIENT_SECRET: idp.clientSecret, PUBLIC_BASE_URL: base },
    }));
    await app.listen({ port, host: '127.0.0.1' });
  }, TEST_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await idp?.close();
  });

  /** A person the provider knows, with the provider's roles for them. */
  function person(roles: string[]): string {
    const login = `admin${++serial}`;
    idp.accounts.set(login, { email: `${login}@cu.test`, name: `Admin ${serial}`, roles });
    return login;
  }
  const setRoles = (login: string, roles: string[]) => idp.accounts.set(login, { ...idp.accounts.get(login)!, roles });

  /** A browser of its own: start at the console, sign in at the provider as `login`, consent; answers the callback URL, not yet visited. */
  async function toCallback(jar: CookieJar, login: string): Promise<URL> {
    const start = await hop(jar, new URL(`${base}/api/staff/oidc/start?return_to=${encodeURIComponent('/staff/reviews')}`));
    const isCallback = (u: URL) => u.origin === base;
    let page = await follow(jar, new URL(start.headers.get('location')!), isCallback);
    for (let step = 0; step < 4 && !isCallback(page.url); step++) {
      const form = formOf(await page.response.text(), page.url);
      const fields = form.fields.prompt === 'login' ? { ...form.fields, login, password: 'any' } : form.fields;
      const submitted = await hop(jar, form.action, { method: 'POST', form: fields });
      page = await follow(jar, new URL(submitted.headers.get('location')!, form.action), isCallback);
    }
    expect(isCallback(page.url)).toBe(true);
    return page.url;
  }

  /** Signs `login` in through the provider; answers where the callback sends the browser, and the browser. */
  async function signOn(login: string): Promise<{ location: string | null; jar: CookieJar }> {
    const jar = new CookieJar();
    const done = await hop(jar, await toCallback(jar, login));
    expect(done.status).toBe(302);
    return { location: done.headers.get('location'), jar };
  }

  const accountOf = async (login: string) => (await db.query<{ id: string; roles: string[]; disabled_at: Date | null }>(
    "SELECT id, roles, disabled_at FROM staff_users WHERE auth = 'oidc' AND oidc_subject = $1", [login])).rows[0];
  const enabledAdmins = async () => (await db.query<{ id: string }>("SELECT id FROM staff_users WHERE disabled_at IS NULL AND 'admin' = ANY(roles)")).rows.map((r) => r.id);
  /** Only `keep` remain enabled admins (every other test's admins are disabled). */
  const onlyAdmins = async (keep: string[]) => {
    await db.query("UPDATE staff_users SET disabled_at = now() WHERE disabled_at IS NULL AND 'admin' = ANY(roles) AND NOT (id = ANY($1::uuid[]))", [keep]);
  };

  it('the last enabled admin whom the provider no longer makes admin is refused, keeps the role, and is told why; once another admin exists the next sign-in demotes', async () => {
    const ava = person(['admin', 'reviewer']);
    expect((await signOn(ava)).location).toBe('/staff/reviews');
    const account = await accountOf(ava);
    await onlyAdmins([account.id]);

    setRoles(ava, ['reviewer']);
    const refused = await signOn(ava);
    expect(refused.location).toBe('/staff/sign-in?error=LAST_ADMIN');
    expect(refused.jar.get(base, 'staff_sid')).toBeUndefined();
    expect((await hop(refused.jar, new URL(`${base}/api/staff/reviews`))).status).toBe(401);
    expect((await accountOf(ava)).roles).toEqual(['reviewer', 'admin']);
    expect(await enabledAdmins()).toEqual([account.id]);
    const { rows: [event] } = await db.query<{ staff_id: string | null; detail: Record<string, unknown> }>(
      "SELECT staff_id, detail FROM staff_events WHERE type = 'sign_in_failed' ORDER BY at DESC, id DESC LIMIT 1");
    expect(event).toEqual({ staff_id: account.id, detail: { method: 'oidc', code: 'LAST_ADMIN' } });

    // Another admin (a built-in account, npm run staff:add): the provider's roles now apply.
    const builtIn = await addStaff(app, ['admin']);
    const demoted = await signOn(ava);
    expect(demoted.location).toBe('/staff/reviews');
    expect((await accountOf(ava)).roles).toEqual(['reviewer']);
    expect(await enabledAdmins()).toEqual([builtIn.id]);
  }, TEST_TIMEOUT_MS);

  it('a provider that still grants admin signs the last admin in as before', async () => {
    const ida = person(['admin']);
    expect((await signOn(ida)).location).toBe('/staff/reviews');
    const account = await accountOf(ida);
    await onlyAdmins([account.id]);
    setRoles(ida, ['admin', 'auditor']);
    expect((await signOn(ida)).location).toBe('/staff/reviews');
    expect((await accountOf(ida)).roles).toEqual(['auditor', 'admin']);
  }, TEST_TIMEOUT_MS);

  it('the two last admins, both demoted by the provider, sign in at the same moment: one is demoted, the other refused, one admin remains', async () => {
    for (let round = 0; round < 3; round++) {
      const [ana, bea] = [person(['admin']), person(['admin'])];
      expect((await signOn(ana)).location).toBe('/staff/reviews');
      expect((await signOn(bea)).location).toBe('/staff/reviews');
      const ids = [(await accountOf(ana)).id, (await accountOf(bea)).id];
      await onlyAdmins(ids);
      setRoles(ana, ['reviewer']);
      setRoles(bea, ['reviewer']);
      const jars = [new CookieJar(), new CookieJar()];
      const callbacks = [await toCallback(jars[0], ana), await toCallback(jars[1], bea)];
      // Both callbacks at once: each would demote its admin.
      const answers = await Promise.all(callbacks.map((url, i) => hop(jars[i], url)));
      const locations = answers.map((r) => r.headers.get('location')).sort();
      expect(locations).toEqual(['/staff/reviews', '/staff/sign-in?error=LAST_ADMIN']);
      const remaining = await enabledAdmins();
      expect(remaining).toHaveLength(1);
      expect(ids).toContain(remaining[0]);
    }
  }, TEST_TIMEOUT_MS * 2);

  it('an admin disables the other admin at the moment the provider demotes her at sign-in: one of the two is refused, one admin remains', async () => {
    for (let round = 0; round < 3; round++) {
      const cara = person(['admin']);
      const first = await signOn(cara);
      expect(first.location).toBe('/staff/reviews');
      const caraId = (await accountOf(cara)).id;
      const other = await addStaff(app, ['admin']);
      await onlyAdmins([caraId, other.id]);
      // Cara's console, still signed in as an admin, disables the other admin...
      const session = await (await hop(first.jar, new URL(`${base}/api/staff/session`))).json() as { csrf_token: string };
      const disable = () => fetch(`${base}/api/staff/accounts/${other.id}`, {
        method: 'PATCH',
        headers: { cookie: first.jar.header(new URL(base)), 'content-type': 'application/json', 'x-csrf-token': session.csrf_token },
        body: JSON.stringify({ disabled: true }),
      });
      // ...while, in another browser, she signs in and the provider no longer makes her admin.
      setRoles(cara, ['supervisor']);
      const jar = new CookieJar();
      const callback = await toCallback(jar, cara);
      const [patched, signedIn] = await Promise.all([disable(), hop(jar, callback)]);
      const outcomes = [patched.status === 200 ? 'disabled' : 'not disabled', signedIn.headers.get('location') === '/staff/reviews' ? 'demoted' : 'not demoted'];
      expect(outcomes.filter((o) => !o.startsWith('not'))).toHaveLength(1);
      expect(await enabledAdmins()).toHaveLength(1);
    }
  }, TEST_TIMEOUT_MS * 2);

  it('a built-in admin and an SSO admin: the SSO one may be demoted by the provider', async () => {
    const dee = person(['admin']);
    expect((await signOn(dee)).location).toBe('/staff/reviews');
    const builtIn = await addStaff(app, ['admin']);
    const deeId = (await accountOf(dee)).id;
    await onlyAdmins([deeId, builtIn.id]);
    setRoles(dee, ['reviewer']);
    expect((await signOn(dee)).location).toBe('/staff/reviews');
    expect(await enabledAdmins()).toEqual([builtIn.id]);
    // The built-in admin still manages accounts.
    const admin = new StaffClient(app, '10.77.0.1');
    expect((await admin.login(builtIn, new Date())).status).toBe(200);
    expect((await admin.call('GET', '/api/staff/accounts')).status).toBe(200);
  }, TEST_TIMEOUT_MS);
});
