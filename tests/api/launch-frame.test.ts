import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/app/plugins/config';
import { BrandLoadError } from '../../server/config/brand';
import { parseLaunchFrameEnv } from '../../server/config/launchFrameEnv';
import { PROJECT_ROOT } from '../../server/config/projectRoot';
import { Applicant, injectTransport, type Answer } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { launchPlatformForSuite } from '../helpers/launchPlatform';
import { startLocalIdp, type LocalIdp } from '../helpers/oidcProvider';
import { suiteApp, TEST_KEY } from '../helpers/testApp';

/** Each test drives HTTP calls on a shared machine: generous. */
const TEST_TIMEOUT_MS = 120_000;
const PLATFORM_ORIGIN = 'https://banking.example.org';

/** The Set-Cookie header of an answer starting `name=` with a value. */
function setCookie(answer: Answer | { headers: Record<string, unknown> }, name: string): string {
  return [answer.headers['set-cookie'] ?? []].flat().map(String).find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`)) ?? '';
}

const frameAncestors = (headers: Record<string, unknown>) => /frame-ancestors [^;]*/.exec(String(headers['content-security-policy']))?.[0];

describe.each(dbTargets())('the launch inside online banking (a cross-site frame) on $name', (target) => {
  const { env, platform } = launchPlatformForSuite();
  Object.assign(env, { LAUNCH_FRAME_ORIGINS: `${PLATFORM_ORIGIN}, https://m.banking.example.org`, LAUNCH_RETURN_URL: `${PLATFORM_ORIGIN}/accounts` });
  const t = suiteApp(target, { env });

  it('a launch: the session cookie is SameSite=None, Secure, Partitioned; the launch and the launched session\'s pages may be framed by the allowed origins only', async () => {
    const jwt = await platform().token({ member: 'M-1001', locale: 'es' }, t.clock.now());
    const launch = await t.app.inject({ method: 'GET', url: `/launch/microloan?token=${encodeURIComponent(jwt)}` });
    expect(launch.statusCode).toBe(303);
    const sid = setCookie(launch, 'sid');
    expect(sid).toMatch(/^sid=.{20,}/);
    const attributes = sid.split(';').slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=none', 'partitioned', 'path=/']));
    const marker = setCookie(launch, 'launch_frame');
    expect(marker.split(';').map((a) => a.trim().toLowerCase())).toEqual(expect.arrayContaining(['launch_frame=1', 'secure', 'samesite=none', 'partitioned']));
    expect(frameAncestors(launch.headers)).toBe(`frame-ancestors 'self' ${PLATFORM_ORIGIN} https://m.banking.example.org`);

    // The launched session's app page and API answers: framed by the platform; the session works.
    const cookie = `${sid.split(';')[0]}; launch_frame=1`;
    const page = await t.app.inject({ method: 'GET', url: '/application/loan-amount', headers: { cookie, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(frameAncestors(page.headers)).toBe(`frame-ancestors 'self' ${PLATFORM_ORIGIN} https://m.banking.example.org`);
    const view = await t.app.inject({ method: 'GET', url: '/api/v1/microloan/application', headers: { cookie } });
    expect(view.statusCode).toBe(200);
    // Never a wildcard, never an origin not configured.
    expect(String(page.headers['content-security-policy'])).not.toMatch(/frame-ancestors[^;]*\*/);

    // The app's frame settings: the allowed parent origins (its postMessage targets) and the way back.
    const frame = await t.app.inject({ method: 'GET', url: '/api/launch/frame' });
    expect(frame.json()).toEqual({ parent_origins: [PLATFORM_ORIGIN, 'https://m.banking.example.org'], return_url: `${PLATFORM_ORIGIN}/accounts` });

    // A refused launch's error page (shown in the frame) is framed by the platform too.
    const refused = await t.app.inject({ method: 'GET', url: '/launch/microloan?token=abc.def.ghi', headers: { accept: 'text/html' } });
    expect(refused.statusCode).toBe(401);
    expect(frameAncestors(refused.headers)).toBe(`frame-ancestors 'self' ${PLATFORM_ORIGIN} https://m.banking.example.org`);
  }, TEST_TIMEOUT_MS);

  it('the direct web flow keeps SameSite=Strict and frame-ancestors \'self\'', async () => {
    const web = new Applicant(injectTransport(t.app));
    const token = await web.apply({ firstName: 'Carlos', lastName: 'Rivera', ssn: '100000006', phoneNumber: '2025550106', dob: '1992-09-30' });
    const verified = await web.verify(token, await web.latestCode('2025550106'));
    const sid = setCookie(verified, 'sid');
    expect(sid).toMatch(/SameSite=Strict/i);
    expect(sid).not.toMatch(/Partitioned|SameSite=None/i);
    expect(setCookie(verified, 'launch_frame')).toBe('');
    const page = await t.app.inject({ method: 'GET', url: '/apply', headers: { accept: 'text/html' } });
    expect(frameAncestors(page.headers)).toBe("frame-ancestors 'self'");
  }, TEST_TIMEOUT_MS);
});

describe('LAUNCH_FRAME_ORIGINS and LAUNCH_RETURN_URL', () => {
  it('takes https origins (http only to a loopback address outside production) and refuses paths and http in production', () => {
    const bad: string[] = [];
    expect(parseLaunchFrameEnv({ LAUNCH_FRAME_ORIGINS: 'https://a.example.org, https://b.example.org:8443/', LAUNCH_RETURN_URL: 'https://a.example.org/home' }, true, bad))
      .toEqual({ origins: ['https://a.example.org', 'https://b.example.org:8443'], returnUrl: 'https://a.example.org/home' });
    expect(bad).toEqual([]);
    expect(parseLaunchFrameEnv({ LAUNCH_FRAME_ORIGINS: 'http://localhost:4000' }, false, bad)).toEqual({ origins: ['http://localhost:4000'] });
    expect(bad).toEqual([]);
    for (const [value, production] of [['http://banking.example.org', false], ['http://localhost:4000', true], ['https://a.example.org/path', true], ['*', true], ['https://u:p@a.example.org', true]] as const) {
      const problems: string[] = [];
      expect(parseLaunchFrameEnv({ LAUNCH_FRAME_ORIGINS: value }, production, problems).origins).toEqual([]);
      expect(problems.join(' ')).toContain('LAUNCH_FRAME_ORIGINS');
    }
    const problems: string[] = [];
    parseLaunchFrameEnv({ LAUNCH_RETURN_URL: 'javascript:alert(1)' }, true, problems);
    expect(problems.join(' ')).toContain('LAUNCH_RETURN_URL');
  });
});

/** A copy of the default brand file with `launchFrameOrigins`. */
function brandFileWith(origins: string[]): string {
  const brand = JSON.parse(readFileSync(join(PROJECT_ROOT, 'flows/brand.json'), 'utf8')) as Record<string, unknown>;
  delete brand.$schema;
  const file = join(mkdtempSync(join(tmpdir(), 'ml-brand-')), 'brand.json');
  writeFileSync(file, JSON.stringify({ ...brand, launchFrameOrigins: origins }));
  return file;
}

describe("the brand file's launchFrameOrigins (a partner's online banking, carried by its brand)", () => {
  const BRAND_ORIGIN = 'https://online.harborccu.example';
  const brandFile = brandFileWith([BRAND_ORIGIN, 'https://m.harborccu.example/']);
  const { env, platform } = launchPlatformForSuite();
  const t = suiteApp(dbTargets()[0], { env, brandFile });

  it('frame the launch and are the postMessage targets when LAUNCH_FRAME_ORIGINS is unset', async () => {
    const jwt = await platform().token({ member: 'M-1001', locale: 'en' }, t.clock.now());
    const launch = await t.app.inject({ method: 'GET', url: `/launch/microloan?token=${encodeURIComponent(jwt)}` });
    expect(launch.statusCode).toBe(303);
    expect(frameAncestors(launch.headers)).toBe(`frame-ancestors 'self' ${BRAND_ORIGIN} https://m.harborccu.example`);
    expect(setCookie(launch, 'sid')).toMatch(/SameSite=None/i);
    const frame = await t.app.inject({ method: 'GET', url: '/api/launch/frame' });
    expect(frame.json()).toMatchObject({ parent_origins: [BRAND_ORIGIN, 'https://m.harborccu.example'] });
    const page = await t.app.inject({ method: 'GET', url: '/apply', headers: { accept: 'text/html' } });
    expect(frameAncestors(page.headers)).toBe("frame-ancestors 'self'");
  }, TEST_TIMEOUT_MS);

  it('give way to LAUNCH_FRAME_ORIGINS; a bad entry stops the start naming the brand file and its pointer', async () => {
    const withEnv = await loadConfig({ env: { NODE_ENV: 'test', ENCRYPTION_KEY: TEST_KEY, LAUNCH_FRAME_ORIGINS: PLATFORM_ORIGIN }, brandFile, db: {} });
    expect(withEnv.env.LAUNCH_FRAME.origins).toEqual([PLATFORM_ORIGIN]);
    const production = { NODE_ENV: 'production', ENCRYPTION_KEY: TEST_KEY, ALLOW_METRICS_WITHOUT_TOKEN: '1', ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1' };
    const bad = brandFileWith([BRAND_ORIGIN, 'http://localhost:4000', 'https://online.harborccu.example/accounts']);
    const refused = await loadConfig({ env: production, brandFile: bad, db: {} }).then(() => null, (error: unknown) => error);
    expect(refused).toBeInstanceOf(BrandLoadError);
    const message = (refused as Error).message;
    expect(message).toContain(`${bad}: /launchFrameOrigins/1: "http://localhost:4000" must use https`);
    expect(message).toContain(`${bad}: /launchFrameOrigins/2: "https://online.harborccu.example/accounts" must be an origin only`);
    // Outside production a loopback page of the platform may frame it over plain http (the demo host).
    const local = await loadConfig({ env: { NODE_ENV: 'test', ENCRYPTION_KEY: TEST_KEY }, brandFile: brandFileWith(['http://localhost:4000']), db: {} });
    expect(local.env.LAUNCH_FRAME.origins).toEqual(['http://localhost:4000']);
  }, TEST_TIMEOUT_MS);
});

describe('an OpenID Connect launch inside the frame', () => {
  const env: Record<string, string> = { LAUNCH_FRAME_ORIGINS: PLATFORM_ORIGIN, PUBLIC_BASE_URL: 'https://loans.example-cu.org' };
  let idp: LocalIdp | undefined;
  beforeAll(async () => {
    idp = await startLocalIdp('https://loans.example-cu.org/launch/oidc/callback', {});
    Object.assign(env, { LAUNCH_OIDC_ISSUER: idp.issuer, LAUNCH_OIDC_CLIENT_ID: idp.clientId, LAUNCH_OIDC_CLIENT_SECRET: idp.clientSecret });
  });
  afterAll(async () => idp?.close());
  const t = suiteApp(dbTargets()[0], { env });

  it("keeps the pending sign-in in a cookie the platform's frame sends back (SameSite=None, Partitioned), and the start may be framed", async () => {
    const start = await t.app.inject({ method: 'GET', url: '/launch/microloan' });
    expect(start.statusCode).toBe(302);
    expect(String(start.headers.location)).toMatch(new RegExp(`^${idp!.issuer}/`));
    const pending = setCookie(start, 'launch_oidc');
    expect(pending.split(';').slice(1).map((a) => a.trim().toLowerCase())).toEqual(expect.arrayContaining(['path=/launch/oidc', 'httponly', 'secure', 'samesite=none', 'partitioned']));
    expect(frameAncestors(start.headers)).toBe(`frame-ancestors 'self' ${PLATFORM_ORIGIN}`);
    // The callback clears it with the same attributes (a browser keeps a partitioned cookie apart from an unpartitioned one).
    const callback = await t.app.inject({ method: 'GET', url: '/launch/oidc/callback?code=x&state=y', headers: { cookie: pending.split(';')[0], accept: 'text/html' } });
    const cleared = [callback.headers['set-cookie'] ?? []].flat().map(String).find((c) => c.startsWith('launch_oidc=;')) ?? '';
    expect(cleared.toLowerCase()).toMatch(/samesite=none/);
    expect(cleared.toLowerCase()).toMatch(/partitioned/);
    expect(frameAncestors(callback.headers)).toBe(`frame-ancestors 'self' ${PLATFORM_ORIGIN}`);
  }, TEST_TIMEOUT_MS);
});
