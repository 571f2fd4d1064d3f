import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_LAUNCH } from '../../server/config/launchEnv';
import { parseEnv } from '../../server/config/env';
import type { Db } from '../../server/db/db';
import { envProblems } from '../helpers/envProblems';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import { TSX_SERVER } from '../helpers/serverProcess';
import { TEST_KEY, testApp } from '../helpers/testApp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROD = { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1' };
const LAUNCH = { LAUNCH_JWKS_URL: 'https://banking.example.org/.well-known/jwks.json', LAUNCH_ISSUER: 'https://banking.example.org', LAUNCH_AUDIENCE: 'https://loans.example.org' };

function distWithIndex(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ml-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  return dist;
}

describe('launch configuration', () => {
  it('production: off without LAUNCH_* variables; all three together; claims named or defaulted', () => {
    expect(parseEnv(PROD).LAUNCH).toBeUndefined();
    expect(parseEnv({ ...PROD, ...LAUNCH }).LAUNCH).toEqual({
      keys: { kind: 'remote', url: LAUNCH.LAUNCH_JWKS_URL }, issuer: LAUNCH.LAUNCH_ISSUER, audience: LAUNCH.LAUNCH_AUDIENCE, memberClaim: 'member_number', localeClaim: 'locale',
    });
    expect(parseEnv({ ...PROD, ...LAUNCH, LAUNCH_MEMBER_CLAIM: 'https://cu.example.org/member', LAUNCH_LOCALE_CLAIM: 'lang' }).LAUNCH).toMatchObject({ memberClaim: 'https://cu.example.org/member', localeClaim: 'lang' });
  });

  it('local mode without LAUNCH_* variables: the demo host key', () => {
    expect(parseEnv({}).LAUNCH).toEqual({ keys: { kind: 'demo' }, ...DEMO_LAUNCH, memberClaim: 'member_number', localeClaim: 'locale' });
  });

  it('an incomplete launch configuration is refused, naming each missing variable; plain http keys only to loopback in production', () => {
    const message = envProblems({ ...PROD, LAUNCH_ISSUER: 'https://banking.example.org' });
    expect(message).toContain('LAUNCH_JWKS_URL is required to launch from online banking');
    expect(message).toContain('LAUNCH_AUDIENCE is required to launch from online banking');
    expect(message).not.toContain('LAUNCH_ISSUER is required');
    expect(envProblems({ LAUNCH_JWKS_URL: 'https://banking.example.org/jwks' })).toContain('LAUNCH_ISSUER is required');
    expect(envProblems({ ...PROD, ...LAUNCH, LAUNCH_JWKS_URL: 'http://banking.example.org/jwks' })).toContain('LAUNCH_JWKS_URL must use https when NODE_ENV=production');
    expect(envProblems({ ...PROD, ...LAUNCH, LAUNCH_JWKS_URL: 'jwks.json' })).toContain('LAUNCH_JWKS_URL must be an absolute https URL');
    expect(envProblems({ ...LAUNCH, LAUNCH_MEMBER_CLAIM: 'no spaces' })).toContain('LAUNCH_MEMBER_CLAIM must be a claim name');
    expect(parseEnv({ ...PROD, ...LAUNCH, LAUNCH_JWKS_URL: 'http://127.0.0.1:8080/jwks' }).LAUNCH?.keys).toEqual({ kind: 'remote', url: 'http://127.0.0.1:8080/jwks' });
  });

  it('OpenID Connect launch: all of issuer, client id and secret with PUBLIC_BASE_URL, or none; https issuer in production; acr values listed', () => {
    expect(parseEnv(PROD).LAUNCH_OIDC).toBeUndefined();
    const oidc = { LAUNCH_OIDC_ISSUER: 'https://banking.example.org', LAUNCH_OIDC_CLIENT_ID: 'loans', LAUNCH_OIDC_CLIENT_SECRET: 'a-long-enough-secret', PUBLIC_BASE_URL: 'https://loans.example.org' };
    expect(parseEnv({ ...PROD, ...oidc, LAUNCH_OIDC_ACR_VALUES: 'urn:cu:mfa, urn:cu:pwd' }).LAUNCH_OIDC).toEqual({
      issuer: oidc.LAUNCH_OIDC_ISSUER, clientId: 'loans', clientSecret: 'a-long-enough-secret', memberClaim: 'member_number', acrValues: ['urn:cu:mfa', 'urn:cu:pwd'], amrValues: [],
      redirectUri: 'https://loans.example.org/launch/oidc/callback', allowInsecureRequests: false,
    });
    const message = envProblems({ ...PROD, LAUNCH_OIDC_ISSUER: 'https://banking.example.org' });
    expect(message).toContain('LAUNCH_OIDC_CLIENT_ID is required when LAUNCH_OIDC_ISSUER is set');
    expect(message).toContain('LAUNCH_OIDC_CLIENT_SECRET is required when LAUNCH_OIDC_ISSUER is set');
    expect(message).toContain('PUBLIC_BASE_URL is required with LAUNCH_OIDC_ISSUER');
    expect(envProblems({ ...PROD, ...oidc, LAUNCH_OIDC_ISSUER: 'http://127.0.0.1:4000' })).toContain('LAUNCH_OIDC_ISSUER must be https');
    expect(parseEnv({ ...oidc, LAUNCH_OIDC_ISSUER: 'http://127.0.0.1:4000' }).LAUNCH_OIDC?.allowInsecureRequests).toBe(true);
  });

  it('OpenID Connect launch: LAUNCH_OIDC_AMR_VALUES lists the accepted authentication methods; a value that is not a method name stops start-up, naming the variable', () => {
    const oidc = { LAUNCH_OIDC_ISSUER: 'https://banking.example.org', LAUNCH_OIDC_CLIENT_ID: 'loans', LAUNCH_OIDC_CLIENT_SECRET: 'a-long-enough-secret', PUBLIC_BASE_URL: 'https://loans.example.org' };
    expect(parseEnv({ ...PROD, ...oidc }).LAUNCH_OIDC?.amrValues).toEqual([]);
    expect(parseEnv({ ...PROD, ...oidc, LAUNCH_OIDC_AMR_VALUES: ' mfa, otp ,hwk,' }).LAUNCH_OIDC?.amrValues).toEqual(['mfa', 'otp', 'hwk']);
    expect(envProblems({ ...PROD, ...oidc, LAUNCH_OIDC_AMR_VALUES: 'mfa, one time' })).toContain('LAUNCH_OIDC_AMR_VALUES must list authentication method names');
    expect(envProblems({ ...PROD, ...oidc, LAUNCH_OIDC_AMR_VALUES: 'mfa;otp' })).toContain('LAUNCH_OIDC_AMR_VALUES');
    // The accepted acr values (URIs allowed): one with a space or a semicolon stops start-up, naming the variable.
    expect(parseEnv({ ...PROD, ...oidc, LAUNCH_OIDC_ACR_VALUES: 'urn:mace:incommon:iap:silver, http://idmanagement.gov/ns/assurance/loa/2' }).LAUNCH_OIDC?.acrValues).toEqual(['urn:mace:incommon:iap:silver', 'http://idmanagement.gov/ns/assurance/loa/2']);
    expect(envProblems({ ...PROD, ...oidc, LAUNCH_OIDC_ACR_VALUES: 'loa 2' })).toContain('LAUNCH_OIDC_ACR_VALUES must list acr values');
    expect(envProblems({ ...PROD, ...oidc, LAUNCH_OIDC_ACR_VALUES: 'loa2;loa3' })).toContain('LAUNCH_OIDC_ACR_VALUES');
  });

  it('the production server refuses to start with an incomplete launch configuration, naming what is missing', () => {
    const r = spawnSync(process.execPath, TSX_SERVER, {
      cwd: ROOT,
      env: { ...process.env, ...PROD, LAUNCH_ISSUER: 'https://banking.example.org', LAUNCH_JWKS_URL: '', LAUNCH_AUDIENCE: '', DATABASE_URL: 'postgres://127.0.0.1:1/none', PORT: '0' },
      encoding: 'utf8', timeout: 80_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('LAUNCH_JWKS_URL is required');
    expect(r.stderr).toContain('LAUNCH_AUDIENCE is required');
  }, 90_000);
});

describe('the demo online-banking host', () => {
  let db: Db;
  beforeAll(async () => { db = await openMigratedPglite(); });
  afterAll(async () => { await db?.close(); });

  it('local mode: picks a demo member, signs a launch token with the demo key and opens the flow in a same-origin frame', async () => {
    const { app } = await testApp(db, { distDir: distWithIndex() });
    try {
      const page = await app.inject({ method: 'GET', url: '/demo/online-banking' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Maria Garcia (M-1001)');
      // Grace, the member with the shortest launched flow (her housing payment and one checking account come from the core).
      expect(page.body).toContain('Grace Thompson (M-1008)');
      expect(page.body).not.toContain('<iframe');
      expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-eval');
      const jwks = (await app.inject({ method: 'GET', url: '/demo/online-banking/jwks.json' })).json() as { keys: Array<{ kty: string; alg: string; kid: string; d?: string }> };
      expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', alg: 'ES256', kid: expect.stringMatching(/^demo-/) })]);
      expect(jwks.keys[0].d).toBeUndefined();

      const picked = await app.inject({ method: 'GET', url: '/demo/online-banking?member=M-1001&locale=es&product=microloan' });
      const src = /<iframe title="Loan application" src="([^"]+)"/.exec(picked.body)?.[1]?.replace(/&amp;/g, '&');
      expect(src).toMatch(/^\/launch\/microloan\?token=/);
      const launched = await app.inject({ method: 'GET', url: src! });
      expect(launched.statusCode).toBe(303);
      expect(launched.headers.location).toBe('/application/loan-amount?lang=es');
      const { rows: [row] } = await db.query<{ channel: string; language: string }>("SELECT channel, language FROM applications WHERE member_id = 'M-1001' ORDER BY created_at DESC LIMIT 1");
      expect(row).toEqual({ channel: 'launch', language: 'es' });
      // The app page the frame shows may be framed by its own origin only.
      const app_page = await app.inject({ method: 'GET', url: '/application/loan-amount' });
      expect(String(app_page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    } finally {
      await app.close();
    }
  }, 60_000);

  it('production: /demo/online-banking and its key set do not exist (404 payload, not the app page); /launch without configuration neither', async () => {
    const { app } = await testApp(db, { distDir: distWithIndex(), env: { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ALLOW_BUILTIN_SMS: '1' } });
    try {
      for (const url of ['/demo/online-banking', '/demo/online-banking?member=M-1001', '/demo/online-banking/jwks.json', '/launch/microloan?token=x']) {
        const r = await app.inject({ method: 'GET', url });
        expect([url, r.statusCode]).toEqual([url, 404]);
        expect(r.json()).toEqual({ error: { message: 'Not Found', status_code: 404, error_code: 'NOT_FOUND', details: null } });
      }
    } finally {
      await app.close();
    }
  }, 60_000);
});
