import type { Db } from '../../server/db/db';
import { parseEnv } from '../../server/config/env';
import { loggedUrl } from '../../server/app/plugins/logger';
import { hostName, localHostAllowed } from '../../server/app/plugins/localHosts';
import { dbTargets } from '../helpers/dbTargets';
import { envProblems } from '../helpers/envProblems';
import { testApp, TEST_KEY, type TestApp } from '../helpers/testApp';

const PROD = { NODE_ENV: 'production', ENCRYPTION_KEY: TEST_KEY, ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1' };

describe('production /metrics needs METRICS_TOKEN', () => {
  it('refuses production without METRICS_TOKEN, naming it and the way to choose otherwise', () => {
    const message = envProblems(PROD);
    expect(message).toContain('METRICS_TOKEN is required when NODE_ENV=production');
    expect(message).toContain('ALLOW_METRICS_WITHOUT_TOKEN=1');
  });

  it('starts with a token, or without one when ALLOW_METRICS_WITHOUT_TOKEN=1 says so on purpose; local mode needs neither', () => {
    expect(parseEnv({ ...PROD, METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
    expect(parseEnv({ ...PROD, ALLOW_METRICS_WITHOUT_TOKEN: '1' }).ALLOW_METRICS_WITHOUT_TOKEN).toBe(true);
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(envProblems({ ...PROD, ALLOW_METRICS_WITHOUT_TOKEN: 'yes' })).toContain('ALLOW_METRICS_WITHOUT_TOKEN must be 1 or 0');
  });
});

describe('local mode answers only requests addressed to this machine', () => {
  it('reads the host name of a Host header', () => {
    expect(hostName('LocalHost:5173')).toBe('localhost');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
  });

  it('allows loopback names and HOST, nothing else', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '127.0.0.2', '[::1]:3000', '[::1]']) expect(localHostAllowed(host, '127.0.0.1'), host).toBe(true);
    for (const host of ['attacker.example', 'attacker.example:3000', '127.0.0.1.attacker.example', 'localhost.attacker.example', '192.168.1.20:3000'])
      expect(localHostAllowed(host, '127.0.0.1'), String(host)).toBe(false);
    // No Host at all (HTTP/1.0): no browser sends that, so it is no rebinding.
    expect(localHostAllowed(undefined, '127.0.0.1')).toBe(true);
    // The tunnel the developer named in PUBLIC_BASE_URL (webhooks, sign-on callbacks).
    expect(localHostAllowed('dev-tunnel.example', '127.0.0.1', ['dev-tunnel.example'])).toBe(true);
    expect(localHostAllowed('other.example', '127.0.0.1', ['dev-tunnel.example'])).toBe(false);
    expect(localHostAllowed('192.168.1.20:3000', '192.168.1.20')).toBe(true);
    expect(localHostAllowed('devbox.lan:3000', 'devbox.lan')).toBe(true);
  });
});

describe.each(dbTargets())('the running app on $name', (target) => {
  let db: Db;
  let t: TestApp;
  beforeAll(async () => {
    db = await target.open();
    t = await testApp(db);
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  it('local mode refuses a rebound name (the dev outbox and the API) with 421 and the error payload', async () => {
    for (const url of ['/api/dev/outbox', '/api/v1/microloan/application', '/apply']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { host: 'attacker.example:3000' } });
      expect(r.statusCode, url).toBe(421);
      expect(r.json().error.error_code).toBe('HOST_NOT_ALLOWED');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host: 'localhost:3000' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);
  });

  it('staff API answers carry Cache-Control: no-store, signed in or not', async () => {
    for (const url of ['/api/staff/session', '/api/staff/applications', '/api/staff/oidc/start']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("the single sign-on callback's code and state are not written to the log", async () => {
    const before = t.log.length;
    await t.app.inject({ method: 'GET', url: '/api/staff/oidc/callback?code=SplendidAuthCode42&state=SecretState77&iss=https%3A%2F%2Fidp.example' });
    const lines = t.log.slice(before).join('');
    expect(lines).toContain('/api/staff/oidc/callback');
    expect(lines).not.toContain('SplendidAuthCode42');
    expect(lines).not.toContain('SecretState77');
    expect(lines).toContain('iss=https');
  });
});

describe('logged URLs', () => {
  it('mask code, state and tokens in any query, and signing tokens in paths', () => {
    expect(loggedUrl('/api/staff/oidc/callback?state=s1&code=c1')).toBe('/api/staff/oidc/callback?state=[redacted]&code=[redacted]');
    expect(loggedUrl('/esign/return/abc?event=signing_complete')).toBe('/esign/return/[redacted]?event=signing_complete');
    expect(loggedUrl('/apply?product=pal2')).toBe('/apply?product=pal2');
    expect(loggedUrl('/x?zipcode=12345')).toBe('/x?zipcode=12345');
  });
});
