import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { dbTargets } from '../helpers/dbTargets';
import { count } from '../helpers/loanFlow';
import { CookieJar, follow, formOf, hop, startLocalIdp, type LocalIdp } from '../helpers/oidcProvider';
import { testApp } from '../helpers/testApp';
import { freePort } from '../helpers/freePort';

describe.each(dbTargets())('launch from online banking by OpenID Connect against a local provider on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let idp: LocalIdp;
  let base: string;
  let port: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    idp = await startLocalIdp(`${base}/launch/oidc/callback`, {
      maria: { email: 'maria@members.test', name: 'Maria Garcia', roles: [], memberNumber: 'M-1001' },
      nobody: { email: 'nobody@members.test', name: 'No Member', roles: [], memberNumber: 'M-9999' },
      // Maria signing in at the platform's multi-factor level (acr) with a password and a second factor (amr), or with a password only.
      'maria-mfa': { email: 'maria@members.test', name: 'Maria Garcia', roles: [], memberNumber: 'M-1001', acr: 'urn:cu:mfa', amr: ['pwd', 'mfa'] },
      'maria-pwd': { email: 'maria@members.test', name: 'Maria Garcia', roles: [], memberNumber: 'M-1001', acr: 'urn:cu:pwd', amr: ['pwd'] },
    });
    env = { LAUNCH_OIDC_ISSUER: idp.issuer, LAUNCH_OIDC_CLIENT_ID: idp.clientId, LAUNCH_OIDC_CLIENT_SECRET: idp.clientSecret, PUBLIC_BASE_URL: base };
    db = await target.open();
    ({ app } = await testApp(db, { env }));
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await idp?.close();
  });

  /** The app again with `extra` settings beside the provider's. */
  async function restart(extra: Record<string, string>): Promise<void> {
    await app.close();
    ({ app } = await testApp(db, { env: { ...env, ...extra } }));
    await app.listen({ port, host: '127.0.0.1' });
  }

  /**
   * The callback's answer reached the application: 303 to the first form step, a session cookie
   * (the jar keeps no paths: the clearing of an old Path=/api cookie would hide it there) that
   * reads the application. Answers the application's id.
   */
  async function expectAdmitted(done: Response): Promise<string> {
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/application/loan-amount?lang=en');
    const sid = done.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => /^sid=.{20,}/.test(c));
    expect(sid).toBeTruthy();
    const view = await fetch(`${base}/api/v1/microloan/application`, { headers: { cookie: sid! } });
    expect(view.status).toBe(200);
    const body = (await view.json()) as { step: string; application_id: string };
    expect(body.step).toBe('LOAN_AMOUNT');
    return body.application_id;
  }

  /** The launch of `login` is refused for `reason`: 401 LAUNCH_SIGN_IN_FAILED, no session cookie, no session and no application made. */
  async function expectRefused(login: string, reason: string): Promise<void> {
    const jar = new CookieJar();
    const applications = await count(db, 'SELECT count(*) AS n FROM applications');
    const sessions = await count(db, 'SELECT count(*) AS n FROM sessions');
    const done = await hop(jar, await signOn(jar, login));
    expect(done.status).toBe(401);
    expect((await done.json()).error).toMatchObject({ error_code: 'LAUNCH_SIGN_IN_FAILED', details: { reason } });
    expect(done.headers.getSetCookie().some((c) => /^sid=.{20,}/.test(c))).toBe(false);
    expect(await count(db, 'SELECT count(*) AS n FROM applications')).toBe(applications);
    expect(await count(db, 'SELECT count(*) AS n FROM sessions')).toBe(sessions);
  }

  /** A browser: the platform's "apply" link, the sign-in and consent at the provider, stopping where it sends the browser back to us. */
  async function signOn(jar: CookieJar, login: string): Promise<URL> {
    const start = await hop(jar, new URL(`${base}/launch/microloan`));
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/launch/oidc/callback`);
    expect(start.headers.getSetCookie().join()).toMatch(/launch_oidc=[^;]+; Max-Age=600; Path=\/launch\/oidc; HttpOnly; Secure; SameSite=Lax/);
    const isCallback = (u: URL) => u.origin === base;
    let page = await follow(jar, authorize, isCallback);
    for (let step = 0; step < 4 && !isCallback(page.url); step++) {
      const form = formOf(await page.response.text(), page.url);
      const fields = form.fields.prompt === 'login' ? { ...form.fields, login, password: 'any' } : form.fields;
      const submitted = await hop(jar, form.action, { method: 'POST', form: fields });
      page = await follow(jar, new URL(submitted.headers.get('location')!, form.action), isCallback);
    }
    expect(page.url.pathname).toBe('/launch/oidc/callback');
    return page.url;
  }

  it('a member signs in at the platform (code + PKCE): no apply form, no code, at the first form step with a session; the callback works once', async () => {
    const jar = new CookieJar();
    const callback = await signOn(jar, 'maria');
    const applicationId = await expectAdmitted(await hop(jar, callback));
    expect(await count(db, "SELECT count(*) AS n FROM applications WHERE id = $1 AND channel = 'launch'", [applicationId])).toBe(1);
    expect(await count(db, 'SELECT count(*) AS n FROM otp_challenges')).toBe(0);

    const before = await count(db, 'SELECT count(*) AS n FROM sessions');
    const again = await hop(jar, callback);
    expect(again.status).toBe(401);
    expect((await again.json()).error).toMatchObject({ error_code: 'LAUNCH_SIGN_IN_FAILED', details: { reason: 'no_pending_sign_in' } });
    expect(await count(db, 'SELECT count(*) AS n FROM sessions')).toBe(before);
  }, 120_000);

  it('a sign-in whose member number the core does not know is refused, with no session', async () => {
    const jar = new CookieJar();
    const done = await hop(jar, await signOn(jar, 'nobody'));
    expect(done.status).toBe(403);
    expect((await done.json()).error.error_code).toBe('LAUNCH_MEMBER_UNKNOWN');
    expect(done.headers.getSetCookie().some((c) => /^sid=.{20,}/.test(c))).toBe(false);
  }, 120_000);

  it('with LAUNCH_OIDC_ACR_VALUES, a sign-in without that acr is refused (acr_values requested)', async () => {
    await restart({ LAUNCH_OIDC_ACR_VALUES: 'urn:cu:mfa' });
    const jar = new CookieJar();
    const start = await hop(jar, new URL(`${base}/launch/microloan`));
    expect(new URL(start.headers.get('location')!).searchParams.get('acr_values')).toBe('urn:cu:mfa');
    await expectRefused('maria', 'acr'); // the sign-in has no acr
    await expectRefused('maria-pwd', 'acr'); // another level: urn:cu:pwd
  }, 120_000);

  it('with LAUNCH_OIDC_ACR_VALUES, a sign-in at that level (the ID token\'s acr urn:cu:mfa) reaches the application', async () => {
    await restart({ LAUNCH_OIDC_ACR_VALUES: 'urn:cu:pwd-only, urn:cu:mfa' });
    const jar = new CookieJar();
    await expectAdmitted(await hop(jar, await signOn(jar, 'maria-mfa')));
  }, 120_000);

  it('with LAUNCH_OIDC_AMR_VALUES, a sign-in whose amr holds one of them reaches the application (none requested)', async () => {
    await restart({ LAUNCH_OIDC_AMR_VALUES: 'mfa' });
    const jar = new CookieJar();
    const start = await hop(jar, new URL(`${base}/launch/microloan`));
    expect(new URL(start.headers.get('location')!).searchParams.has('acr_values')).toBe(false);
    await expectAdmitted(await hop(jar, await signOn(jar, 'maria-mfa'))); // amr ['pwd', 'mfa']
  }, 120_000);

  it('with LAUNCH_OIDC_AMR_VALUES, a sign-in whose amr holds none of them, or that has no amr, is refused with reason amr', async () => {
    await restart({ LAUNCH_OIDC_AMR_VALUES: 'mfa,hwk' });
    await expectRefused('maria-pwd', 'amr'); // amr ['pwd']
    await expectRefused('maria', 'amr'); // no amr claim
  }, 120_000);
});
