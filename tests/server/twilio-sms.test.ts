import type { ApplicationView } from '../../src/core/application';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets, dumpDatabase } from '../helpers/dbTargets';
import { count } from '../helpers/loanFlow';
import { ANA, CARLOS, EMILY, JAMES, MARIA, ROBERT, type Person } from '../helpers/people';
import { FAKE_FROM, FakeTwilio, twilioTestEnv } from '../helpers/fakeTwilio';
import { testApp, type SuiteApp } from '../helpers/testApp';

const e164 = (p: Person) => `+1${p.phoneNumber}`;
const someone = (phoneNumber: string): Person => ({ firstName: 'Pat', lastName: 'Doe', ssn: '123456789', phoneNumber, dob: '1980-01-31' });

interface SmsRow { status: string; provider_sid: string | null; error_code: string | null; tries: number; pending_enc: string | null; phone_last_four: string }

describe.each(dbTargets())('SMS through Twilio on $name', (target) => {
  const fake = new FakeTwilio();
  let suite: SuiteApp;
  beforeAll(async () => {
    await fake.start();
    const db = await target.open();
    suite = { db, ...(await testApp(db, { env: twilioTestEnv(fake.base) })) };
  });
  afterAll(async () => {
    await suite?.app.close();
    await suite?.db.close();
    await fake.stop();
  });
  const applicant = () => new Applicant(injectTransport(suite.app));
  const rows = async (p: Person) =>
    (await suite.db.query<SmsRow>('SELECT status, provider_sid, error_code, tries, pending_enc, phone_last_four FROM sms_messages WHERE phone_last_four = $1 ORDER BY created_at, id', [p.phoneNumber.slice(-4)])).rows;
  const challenges = (p: Person) => count(suite.db, 'SELECT count(*) AS n FROM otp_challenges WHERE phone_last_four = $1', [p.phoneNumber.slice(-4)]);
  const sendSmsJobs = () => suite.db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM jobs WHERE kind = 'send-sms' ORDER BY id");

  it('sends the code in the applicant\'s language from our number with Basic auth, stores the message SID, and the code signs the member in', async () => {
    const maria = applicant();
    const r = await maria.call('POST', 'apply', MARIA, { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(r.status).toBe(200);
    const [message] = fake.messagesTo(e164(MARIA));
    expect(message).toMatchObject({ from: FAKE_FROM, statusCallback: 'https://loans.example.org/api/webhooks/twilio/status' });
    expect(message.body).toMatch(/^Su código de verificación de .+ es \d{6}\. Vence en diez minutos\.$/);
    expect(message.body).toContain(suite.app.services.brand.institutionName);
    const code = fake.latestCode(e164(MARIA));
    expect(await rows(MARIA)).toEqual([{ status: 'queued', provider_sid: message.sid, error_code: null, tries: 1, pending_enc: null, phone_last_four: '0101' }]);
    // The text is never stored once Twilio took it: the code as a value of its own (a hash or a
    // ciphertext in the dump may hold any six digits by chance, and once did).
    expect(await dumpDatabase(suite.db)).not.toMatch(new RegExp(`(?<![0-9A-Za-z+/])${code}(?![0-9A-Za-z+/=])`));

    const verified = await maria.verify((r.body as { otp_token: string }).otp_token, code);
    expect(verified.status).toBe(200);
    expect((verified.body as ApplicationView).step).toBe('LOAN_AMOUNT');
    // In English without a Spanish Accept-Language.
    await applicant().apply(JAMES);
    expect(fake.messagesTo(e164(JAMES))[0].body).toMatch(/^Your .+ verification code is \d{6}\. It expires in ten minutes\.$/);
  });

  it.each([
    [21211, 'invalid number', '2025550161'],
    [21614, 'not a mobile number (landline)', '2025550162'],
    [21610, 'opted out with STOP', '2025550163'],
    [21408, 'region not enabled', '2025550164'],
  ])('Twilio error %i (%s) is the could-not-send answer: 502 FAILED_TO_SEND_OTP, no challenge left, no retry, a log line', async (code, _what, phone) => {
    const person = someone(phone);
    fake.plan(e164(person), { status: 400, code });
    const jobsBefore = (await sendSmsJobs()).rows.length;
    const r = await applicant().call('POST', 'apply', person);
    expect(r.status).toBe(502);
    expect(errorOf(r)).toMatchObject({ error_code: 'FAILED_TO_SEND_OTP', status_code: 502 });
    expect(await challenges(person)).toBe(0);
    expect(await rows(person)).toEqual([expect.objectContaining({ status: 'refused', error_code: String(code), provider_sid: null, pending_enc: null })]);
    expect((await sendSmsJobs()).rows.length).toBe(jobsBefore);
    expect(suite.log.some((line) => line.includes(`refused by Twilio (${code}`) && line.includes(`***${phone.slice(-4)}`) && !line.includes(phone))).toBe(true);
    // Once the number works, applying works.
    expect(await applicant().apply(person)).toEqual(expect.any(String));
  });

  it('a 500 then a 429 are retried by the send-sms job with back-off; the apply answered at once and the same code arrives and works', async () => {
    fake.plan(e164(ROBERT), { status: 500 }, { status: 429, code: 20429 });
    const robert = applicant();
    const token = await robert.apply(ROBERT);
    expect(fake.messagesTo(e164(ROBERT))).toEqual([]);
    expect(await rows(ROBERT)).toEqual([expect.objectContaining({ status: 'retrying', tries: 1, pending_enc: expect.stringMatching(/^v2\./) })]);
    const jobs = suite.app.jobs;
    expect(await jobs.drain()).toBe(0); // the first retry waits JOB_BACKOFF_MS (60 s)
    suite.clock.advance(60);
    expect(await jobs.drain()).toBe(1); // 429: next try after 60 s more
    expect(fake.messagesTo(e164(ROBERT))).toEqual([]);
    suite.clock.advance(30);
    expect(await jobs.drain()).toBe(0);
    suite.clock.advance(30);
    expect(await jobs.drain()).toBe(1);
    const sent = fake.messagesTo(e164(ROBERT));
    expect(sent).toHaveLength(1);
    expect(fake.calls.filter((c) => c.to === e164(ROBERT)).map((c) => [c.answered, c.body === sent[0].body])).toEqual([[500, true], [429, true], [201, true]]);
    expect(await rows(ROBERT)).toEqual([expect.objectContaining({ status: 'queued', provider_sid: sent[0].sid, tries: 3, pending_enc: null })]);
    expect((await sendSmsJobs()).rows.at(-1)).toEqual({ status: 'done', attempts: 2 });
    expect((await robert.verify(token, fake.latestCode(e164(ROBERT)))).status).toBe(200);
  });

  it('Twilio hanging is a temporary failure (time-out): the apply still answers, the job sends later', async () => {
    fake.plan(e164(EMILY), 'hang');
    const emily = applicant();
    const token = await emily.apply(EMILY);
    expect(await rows(EMILY)).toEqual([expect.objectContaining({ status: 'retrying' })]);
    suite.clock.advance(60);
    expect(await suite.app.jobs.drain()).toBe(1);
    expect((await emily.verify(token, fake.latestCode(e164(EMILY)))).status).toBe(200);
  });

  it('the resend works while a retry is pending; the newer code replaces the pending one, which is never sent', async () => {
    fake.plan(e164(ANA), { status: 503 });
    const ana = applicant();
    const token = await ana.apply(ANA);
    suite.clock.advance(31);
    const resent = await ana.call('POST', 'application/otp/resend', { otp_token: token });
    expect(resent.body).toEqual({ resent: true, cooldown_seconds: 30 });
    expect(fake.messagesTo(e164(ANA))).toHaveLength(1);
    const newCode = fake.latestCode(e164(ANA));
    suite.clock.advance(60);
    await suite.app.jobs.drain();
    expect(fake.messagesTo(e164(ANA))).toHaveLength(1); // the first code was not sent after all
    expect((await rows(ANA)).map((r) => r.status)).toEqual(['superseded', 'queued']);
    expect((await ana.verify(token, newCode)).status).toBe(200);
  });

  it('a resend that meets a temporary failure answers as sent and its code arrives by the job', async () => {
    const carlos = applicant();
    const token = await carlos.apply(CARLOS);
    fake.plan(e164(CARLOS), { status: 502 });
    suite.clock.advance(31);
    expect((await carlos.call('POST', 'application/otp/resend', { otp_token: token })).status).toBe(200);
    suite.clock.advance(60);
    await suite.app.jobs.drain();
    const [first, second] = fake.messagesTo(e164(CARLOS));
    expect(second.body).not.toBe(first.body);
    expect((await carlos.verify(token, fake.latestCode(e164(CARLOS)))).status).toBe(200);
  });

  it('tries end: after JOB_MAX_ATTEMPTS the message is abandoned (stored, logged); a code past its validity is never sent', async () => {
    const stubborn = someone('2025550171');
    fake.plan(e164(stubborn), { status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    await applicant().apply(stubborn);
    for (const wait of [60, 60, 120]) {
      suite.clock.advance(wait);
      expect(await suite.app.jobs.drain()).toBe(1);
    }
    expect(await rows(stubborn)).toEqual([expect.objectContaining({ status: 'abandoned', tries: 4, pending_enc: null })]);
    expect(suite.log.some((line) => line.includes('"level":50') && line.includes('***0171') && line.includes('not sent: Twilio did not take it in 4 tries'))).toBe(true);

    const late = someone('2025550172');
    fake.plan(e164(late), { status: 500 });
    await applicant().apply(late);
    suite.clock.advance(601);
    expect(await suite.app.jobs.drain()).toBe(1);
    expect(fake.calls.filter((c) => c.to === e164(late))).toHaveLength(1);
    expect(await rows(late)).toEqual([expect.objectContaining({ status: 'expired', pending_enc: null })]);
  });
});
