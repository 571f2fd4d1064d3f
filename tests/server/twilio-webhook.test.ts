import type { Db } from '../../server/db/db';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { FAKE_AUTH_TOKEN, FakeTwilio, twilioTestEnv, type FakeMessage } from '../helpers/fakeTwilio';
import { JAMES, MARIA, ROBERT } from '../helpers/people';
import { testApp, type SuiteApp } from '../helpers/testApp';

const PATH = '/api/webhooks/twilio/status';
/** The StatusCallback URL the app gives Twilio (PUBLIC_BASE_URL of twilioTestEnv): what Twilio signs, whatever host the request reaches. */
const PUBLIC_URL = `https://loans.example.org${PATH}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The stored delivery records (what a callback may change). */
async function smsTable(db: Db): Promise<string> {
  const { rows } = await db.query<{ t: string }>('SELECT t::text AS t FROM sms_messages t ORDER BY id');
  return rows.map((r) => r.t).join('\n');
}

describe.each(dbTargets())('the Twilio status callback on $name', (target) => {
  const fake = new FakeTwilio();
  let suite: SuiteApp;
  let message: FakeMessage;
  beforeAll(async () => {
    await fake.start();
    const db = await target.open();
    suite = { db, ...(await testApp(db, { env: twilioTestEnv(fake.base) })) };
    await new Applicant(injectTransport(suite.app)).apply(MARIA);
    message = fake.messagesTo('+12025550101')[0];
  });
  afterAll(async () => {
    await suite?.app.close();
    await suite?.db.close();
    await fake.stop();
  });

  /** POSTs a status callback: form-encoded `params`, signed by Twilio's rule over `signedUrl` unless `signature` is given (null: none). */
  function post(params: Record<string, string>, options: { path?: string; signedUrl?: string; signature?: string | null; token?: string } = {}) {
    const signature = options.signature === undefined ? FakeTwilio.sign(options.token ?? FAKE_AUTH_TOKEN, options.signedUrl ?? PUBLIC_URL, params) : options.signature;
    return suite.app.inject({
      method: 'POST', url: options.path ?? PATH, payload: new URLSearchParams(params).toString(),
      headers: { ...FORM, ...(signature === null ? {} : { 'x-twilio-signature': signature }) },
    });
  }
  const statusOf = async (sid: string) => (await suite.db.query<{ status: string; error_code: string | null }>('SELECT status, error_code FROM sms_messages WHERE provider_sid = $1', [sid])).rows[0];
  const refusals = () => suite.log.filter((line) => line.includes('"level":40') && line.includes('Twilio status callback refused')).length;

  it('a signed report moves the message on; replays and late reports answer 200 and change nothing', async () => {
    expect(await statusOf(message.sid)).toEqual({ status: 'queued', error_code: null });
    const sent = await post(fake.statusParams(message, 'sent'));
    expect([sent.statusCode, sent.json()]).toEqual([200, { result: 'changed' }]);
    expect((await statusOf(message.sid)).status).toBe('sent');
    expect((await post(fake.statusParams(message, 'delivered'))).json()).toEqual({ result: 'changed' });
    const before = await smsTable(suite.db);
    for (const status of ['delivered', 'sent', 'queued']) {
      const replay = await post(fake.statusParams(message, status));
      expect([replay.statusCode, replay.json()]).toEqual([200, { result: 'unchanged' }]);
    }
    expect(await smsTable(suite.db)).toBe(before);
    expect((await statusOf(message.sid)).status).toBe('delivered');
  });

  it('an undelivered report stores the error code and logs a warning naming it and the last four digits only', async () => {
    await new Applicant(injectTransport(suite.app)).apply(JAMES);
    const james = fake.messagesTo('+12025550102')[0];
    expect((await post(fake.statusParams(james, 'undelivered', '30006'))).statusCode).toBe(200);
    expect(await statusOf(james.sid)).toEqual({ status: 'undelivered', error_code: '30006' });
    const line = suite.log.find((l) => l.includes(james.sid) && l.includes('undelivered'));
    expect(line).toContain('"level":40');
    expect(line).toContain('SMS to ***0102 undelivered (Twilio 30006: landline or unreachable carrier)');
    expect(line).not.toContain('2025550102');
  });

  it('unsigned, wrongly signed, signed for another URL or tampered reports answer 403 FORBIDDEN, are logged and change nothing', async () => {
    await new Applicant(injectTransport(suite.app)).apply(ROBERT);
    const robert = fake.messagesTo('+12025550104')[0];
    const before = await smsTable(suite.db);
    const logged = refusals();
    const params = fake.statusParams(robert, 'failed', '30003');
    const attempts = [
      await post(params, { signature: null }),
      await post(params, { signature: '' }),
      await post(params, { token: 'b2'.repeat(16) }),
      await post(params, { signedUrl: `http://localhost${PATH}` }), // the URL as the server sees it behind a proxy
      await post(params, { signedUrl: `https://evil.example${PATH}` }),
      await post(params, { signature: FakeTwilio.sign(FAKE_AUTH_TOKEN, PUBLIC_URL, fake.statusParams(robert, 'sent')) }),
      await post({ ...params, Extra: 'x' }, { signature: FakeTwilio.sign(FAKE_AUTH_TOKEN, PUBLIC_URL, params) }),
      await post(params, { path: `${PATH}?x=1` }), // signed without the query string it arrived with
    ];
    for (const r of attempts) {
      expect(r.statusCode).toBe(403);
      expect(errorOf({ status: r.statusCode, body: r.json(), headers: {} })).toMatchObject({ error_code: 'FORBIDDEN', status_code: 403 });
    }
    expect(refusals() - logged).toBe(attempts.length);
    expect(await smsTable(suite.db)).toBe(before);
    // The same report, signed: taken.
    expect((await post(params)).statusCode).toBe(200);
    expect(await statusOf(robert.sid)).toEqual({ status: 'failed', error_code: '30003' });
  });

  it('signatures over the URL with its query string, or with the default port written out, verify (as Twilio signs them)', async () => {
    await new Applicant(injectTransport(suite.app)).apply({ ...MARIA, phoneNumber: '2025550181' });
    const m = fake.messagesTo('+12025550181')[0];
    expect((await post(fake.statusParams(m, 'sending'), { path: `${PATH}?attempt=1`, signedUrl: `${PUBLIC_URL}?attempt=1` })).json()).toEqual({ result: 'changed' });
    expect((await post(fake.statusParams(m, 'sent'), { signedUrl: `https://loans.example.org:443${PATH}` })).json()).toEqual({ result: 'changed' });
  });

  it('partially_delivered and a status Twilio adds later are stored, not refused; a known status further on still replaces a new one', async () => {
    await new Applicant(injectTransport(suite.app)).apply({ ...MARIA, phoneNumber: '2025550183' });
    await new Applicant(injectTransport(suite.app)).apply({ ...MARIA, phoneNumber: '2025550184' });
    const partial = fake.messagesTo('+12025550183')[0];
    const later = fake.messagesTo('+12025550184')[0];
    const r = await post(fake.statusParams(partial, 'partially_delivered'));
    expect([r.statusCode, r.json()]).toEqual([200, { result: 'changed' }]);
    expect((await statusOf(partial.sid)).status).toBe('partially_delivered');
    expect((await post(fake.statusParams(partial, 'sent'))).json()).toEqual({ result: 'unchanged' });
    const fresh = await post(fake.statusParams(later, 'carrier_pending'));
    expect([fresh.statusCode, fresh.json()]).toEqual([200, { result: 'changed' }]);
    expect((await statusOf(later.sid)).status).toBe('carrier_pending');
    expect(suite.log.find((l) => l.includes(later.sid) && l.includes('carrier_pending'))).toContain('"level":40');
    expect((await post(fake.statusParams(later, 'delivered'))).json()).toEqual({ result: 'changed' });
    expect((await post(fake.statusParams(later, 'carrier_pending'))).json()).toEqual({ result: 'unchanged' });
    expect((await statusOf(later.sid)).status).toBe('delivered');
  });

  it('a signed report of an unknown message answers 200 and is logged (a 404 is Twilio error 11200); another account 403; malformed bodies 4xx; nothing changes', async () => {
    const before = await smsTable(suite.db);
    const unknownSid = `SM${'0'.repeat(32)}`;
    const unknown = { ...fake.statusParams(message, 'failed'), MessageSid: unknownSid };
    const r200 = await post(unknown);
    expect([r200.statusCode, r200.json()]).toEqual([200, { result: 'unknown' }]);
    expect(suite.log.find((l) => l.includes(unknownSid))).toContain('does not know');
    const other = await post({ ...fake.statusParams(message, 'failed'), AccountSid: `AC${'9'.repeat(32)}` });
    expect([other.statusCode, other.json().error.error_code]).toEqual([403, 'FORBIDDEN']);
    const { MessageStatus: _dropped, ...noStatus } = fake.statusParams(message, 'failed');
    for (const params of [noStatus, fake.statusParams(message, 'Exploded!'), { ...fake.statusParams(message, 'failed'), MessageSid: 'SM1' }, { ...fake.statusParams(message, 'failed'), ErrorCode: '3e4' }]) {
      const bad = await post(params);
      expect([bad.statusCode, bad.json().error.error_code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    // A field sent twice (signed as Twilio signs repeated fields) is not a report.
    const twice = `${new URLSearchParams(fake.statusParams(message, 'failed')).toString()}&MessageStatus=delivered`;
    const sig = signRepeated(fake.statusParams(message, 'failed'), 'MessageStatus', 'delivered');
    const dup = await suite.app.inject({ method: 'POST', url: PATH, payload: twice, headers: { ...FORM, 'x-twilio-signature': sig } });
    expect([dup.statusCode, dup.json().error.error_code]).toEqual([400, 'VALIDATION_ERROR']);
    for (const [type, payload] of [['application/json', JSON.stringify(fake.statusParams(message, 'failed'))], ['text/plain', 'MessageStatus=failed']]) {
      const r = await suite.app.inject({ method: 'POST', url: PATH, payload, headers: { 'content-type': type, 'x-twilio-signature': 'x' } });
      expect([r.statusCode, r.json().error.error_code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    }
    const huge = await post({ ...fake.statusParams(message, 'failed'), Body: 'x'.repeat(20_000) });
    expect([huge.statusCode, huge.json().error.error_code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await smsTable(suite.db)).toBe(before);
  });

  it('parallel copies of one report change the message once', async () => {
    await new Applicant(injectTransport(suite.app)).apply({ ...MARIA, phoneNumber: '2025550182' });
    const m = fake.messagesTo('+12025550182')[0];
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(fake.statusParams(m, 'delivered'))));
    expect(answers.map((a) => a.json().result).sort()).toEqual(['changed', ...Array(11).fill('unchanged')]);
  });

  /** Twilio's signature of a body where `name` also carries `extra` (repeated names: each value, sorted). */
  function signRepeated(params: Record<string, string>, name: string, extra: string): string {
    const names = Object.keys(params).sort();
    let data = PUBLIC_URL;
    for (const n of names) data += n === name ? [params[n], extra].sort().map((v) => n + v).join('') : n + params[n];
    return FakeTwilio.sign(FAKE_AUTH_TOKEN, data, {});
  }
});
