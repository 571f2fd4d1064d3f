import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { drain } from '../helpers/loanFlow';
import { MARIA } from '../helpers/people';
import { testApp } from '../helpers/testApp';
import { metricsWithoutValues } from '../helpers/piiScan';

const TOKEN = 'm'.repeat(40);

/** The value of one sample line `name{labels} value` of a Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
}

describe.each(dbTargets())('GET /metrics on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await target.open();
    ({ app } = await testApp(db, { env: { METRICS_DB_READ_MS: '0' } }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('counts requests per route and status, SMS sends, jobs, decisions and the funnel', async () => {
    const maria = new Applicant(injectTransport(app));
    await maria.freshApplication(MARIA);
    await maria.fillForms('CHK-1001-02');
    await maria.submit('complete-review');
    const beforeDecision = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(beforeDecision, 'microloan_jobs_queued', { kind: 'decide' })).toBe(1);
    await drain(app);
    const r = await app.inject({ method: 'GET', url: '/metrics' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    const text = r.body;
    expect(sample(text, 'microloan_http_request_duration_seconds_count', { method: 'POST', route: '/api/v1/microloan/apply', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'microloan_otp_sms_total', { provider: 'builtin', result: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'microloan_decisions', { outcome: 'approved' })).toBe(1);
    expect(sample(text, 'microloan_jobs_queued', { kind: 'decide' })).toBeUndefined();
    const funnel = (step: string, language = 'en') => sample(text, 'microloan_funnel_applications', { product: 'microloan', step, language });
    expect(funnel('MAIN_APPLY', '')).toBeGreaterThanOrEqual(1);
    expect(funnel('OTP_VERIFY', '')).toBeGreaterThanOrEqual(1);
    expect(funnel('LOAN_AMOUNT')).toBe(1);
    expect(funnel('OFFER_REVIEW')).toBe(1);
    expect(text).toContain('brand="');
    expect(text).toContain('microloan_metrics_database_read_ok 1');
    expect(metricsWithoutValues(text)).not.toMatch(/100000001|1985-03-14/);
  }, 60_000);

  it('answers only loopback clients when no token is set', async () => {
    const away = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(away.statusCode).toBe(403);
    expect(away.json()).toMatchObject({ error: { status_code: 403, error_code: 'FORBIDDEN' } });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('wants the bearer token, from any address', async () => {
    const [target] = dbTargets();
    const db = await target.open();
    const { app } = await testApp(db, { env: { METRICS_TOKEN: TOKEN } });
    try {
      for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
        const r = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(r.statusCode).toBe(401);
        expect(r.json()).toMatchObject({ error: { status_code: 401, error_code: 'UNAUTHORIZED' } });
      }
      const ok = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('microloan_http_request_duration_seconds');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
