import type { Db } from '../../server/db/db';
import { Applicant, BASE, errorOf, httpTransport, injectTransport, type Answer, type Send } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA } from '../helpers/people';
import { testApp, type TestApp } from '../helpers/testApp';

/** Every POST endpoint with a valid body and bodies of the wrong types / with missing fields. */
const ENDPOINTS: Array<{ path: string; valid: Record<string, unknown>; wrongTypes: Record<string, unknown>; missing: Record<string, unknown> | null }> = [
  { path: 'apply', valid: MARIA as unknown as Record<string, unknown>, wrongTypes: { ...MARIA, ssn: 100000001, dob: true }, missing: { firstName: 'Maria' } },
  { path: 'application/otp/verify-token', valid: { otp_token: 'x' }, wrongTypes: { otp_token: 12 }, missing: {} },
  { path: 'application/otp/verify', valid: { otp_token: 'x', code: '123456' }, wrongTypes: { otp_token: 'x', code: 123456 }, missing: { otp_token: 'x' } },
  { path: 'application/otp/resend', valid: { otp_token: 'x' }, wrongTypes: { otp_token: ['x'] }, missing: {} },
  { path: 'application/loan-amount', valid: { amount: 500 }, wrongTypes: { amount: '500' }, missing: {} },
  { path: 'application/monthly-housing-expenses', valid: { expenses: 100 }, wrongTypes: { expenses: { n: 1 } }, missing: {} },
  { path: 'application/loan-purpose', valid: { purpose: 'RENT' }, wrongTypes: { purpose: 7 }, missing: {} },
  { path: 'application/deposit-account', valid: { account_id: 'CHK-1001-01' }, wrongTypes: { account_id: null }, missing: {} },
  { path: 'application/complete-review', valid: {}, wrongTypes: { x: 1 }, missing: null },
  { path: 'application/cancel', valid: {}, wrongTypes: { x: 1 }, missing: null },
  { path: 'application/refresh-session', valid: {}, wrongTypes: { x: 1 }, missing: null },
  { path: 'application/select-offer', valid: { offer_id: 'a' }, wrongTypes: { offer_id: 1 }, missing: {} },
  { path: 'application/enable-automatic-payments', valid: { is_automatic_payments_enabled: true }, wrongTypes: { is_automatic_payments_enabled: 'yes' }, missing: {} },
  { path: 'application/accept-offer', valid: {}, wrongTypes: { x: 1 }, missing: null },
  { path: 'application/decline-offer', valid: {}, wrongTypes: { x: 1 }, missing: null },
  { path: 'application/sign', valid: { language: 'en' }, wrongTypes: { language: 1 }, missing: {} },
];

const HUGE = JSON.stringify({ padding: 'x'.repeat(70 * 1024) });

function expectErrorPayload(r: Answer, status?: number, code?: string): void {
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  const e = errorOf(r);
  expect(Object.keys(e).sort()).toEqual(['details', 'error_code', 'message', 'status_code']);
  expect(e.status_code).toBe(r.status);
  if (status) expect(r.status).toBe(status);
  if (code) expect(e.error_code).toBe(code);
  expect(JSON.stringify(r.body)).not.toMatch(/stack|at .*\.ts:\d+/);
}

describe.each(dbTargets())('bad payloads on every endpoint on $name', (target) => {
  let db: Db;
  let t: TestApp;
  let user: Applicant;
  let http: Send;

  beforeAll(async () => {
    db = await target.open();
    t = await testApp(db);
    user = new Applicant(injectTransport(t.app));
    await user.freshApplication(MARIA);
    await user.fillForms(); // at review every form step is open, so bodies reach validation
    http = httpTransport(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  const post = (path: string, body: string, contentType = 'application/json') =>
    user.send('POST', `${BASE}/${path}`, body, { cookie: user.cookie, 'content-type': contentType });

  it.each(ENDPOINTS)('over real HTTP too: POST $path with non-JSON, an array, extra fields and a huge body', async ({ path, valid }) => {
    const send = (body: string) => http('POST', `${BASE}/${path}`, body, { cookie: user.cookie, 'content-type': 'application/json' });
    expectErrorPayload(await send('{"a":'), 400, 'INVALID_JSON');
    expectErrorPayload(await send('[]'), 400, 'VALIDATION_ERROR');
    expectErrorPayload(await send(JSON.stringify({ ...valid, unexpected: 1 })), 400, 'VALIDATION_ERROR');
    expectErrorPayload(await send(HUGE), 413, 'PAYLOAD_TOO_LARGE');
    expectErrorPayload(await http('POST', `${BASE}/${path}`, 'a', { cookie: user.cookie, 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  describe.each(ENDPOINTS)('POST $path', ({ path, wrongTypes, missing, valid }) => {
    it('non-JSON text -> 400 INVALID_JSON', async () => expectErrorPayload(await post(path, '{"a":'), 400, 'INVALID_JSON'));
    it('another content type -> 415', async () => expectErrorPayload(await post(path, 'a=1', 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE'));
    it('an array -> 400 VALIDATION_ERROR', async () => expectErrorPayload(await post(path, '[]'), 400, 'VALIDATION_ERROR'));
    it('null -> 400 VALIDATION_ERROR', async () => expectErrorPayload(await post(path, 'null'), 400, 'VALIDATION_ERROR'));
    it('a string -> 400 VALIDATION_ERROR', async () => expectErrorPayload(await post(path, '"text"'), 400, 'VALIDATION_ERROR'));
    it('wrong types -> 400 VALIDATION_ERROR', async () => expectErrorPayload(await post(path, JSON.stringify(wrongTypes)), 400, 'VALIDATION_ERROR'));
    it('missing fields -> 400 VALIDATION_ERROR', async () => {
      if (missing) expectErrorPayload(await post(path, JSON.stringify(missing)), 400, 'VALIDATION_ERROR');
    });
    it('extra fields -> 400 VALIDATION_ERROR', async () =>
      expectErrorPayload(await post(path, JSON.stringify({ ...valid, unexpected: 'field' })), 400, 'VALIDATION_ERROR'));
    it('a body over 64 KB -> 413 PAYLOAD_TOO_LARGE', async () => expectErrorPayload(await post(path, HUGE), 413, 'PAYLOAD_TOO_LARGE'));
    it('an empty body with a JSON content type -> 400 INVALID_JSON', async () => expectErrorPayload(await post(path, ''), 400, 'INVALID_JSON'));
  });

  it('GET application without a session -> 401 SESSION_EXPIRED', async () => {
    expectErrorPayload(await user.send('GET', `${BASE}/application`), 401, 'SESSION_EXPIRED');
  });

  it('unknown product -> 404 UNKNOWN_PRODUCT; unknown /api route -> 404 NOT_FOUND; wrong method -> 404', async () => {
    expectErrorPayload(await user.send('POST', '/api/v1/carloan/apply', MARIA), 404, 'UNKNOWN_PRODUCT');
    expectErrorPayload(await user.send('GET', '/api/v1/carloan/application'), 404, 'UNKNOWN_PRODUCT');
    expectErrorPayload(await user.send('GET', `${BASE}/nothing-here`), 404, 'NOT_FOUND');
    expectErrorPayload(await user.send('GET', '/api/whatever'), 404, 'NOT_FOUND');
    expectErrorPayload(await user.send('GET', `${BASE}/apply`), 404, 'NOT_FOUND');
  });

  it('prototype-poisoning JSON is refused', async () => {
    expectErrorPayload(await post('application/loan-amount', '{"amount":500,"__proto__":{"x":1}}'));
  });
});
