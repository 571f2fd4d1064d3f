import type { FastifyInstance } from 'fastify';
import { demoMembers } from '../../server/adapters/members/demoMembers';
import { upsertMember } from '../../server/adapters/members/memberStore';
import type { Db } from '../../server/db/db';
import { reviewDetail } from '../../server/staff/review/detail';
import { Applicant, cookieOf, errorOf, injectTransport, type Answer } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { launchPlatformForSuite, type TokenSpec } from '../helpers/launchPlatform';
import { count, current, drain } from '../helpers/loanFlow';
import { suiteApp, testApp } from '../helpers/testApp';

/** Each test drives HTTP calls and jobs on a shared machine: generous. */
const TEST_TIMEOUT_MS = 120_000;

/** GET /launch/microloan?token=... (headers: e.g. Accept). */
function launchCall(app: FastifyInstance, token: string, headers: Record<string, string> = {}): Promise<Answer> {
  return injectTransport(app)('GET', `/launch/microloan?token=${encodeURIComponent(token)}`, undefined, headers);
}

/** The rows a launch could change, counted. */
async function footprint(db: Db) {
  return {
    applications: await count(db, 'SELECT count(*) AS n FROM applications'),
    sessions: await count(db, 'SELECT count(*) AS n FROM sessions'),
    launchTokens: await count(db, 'SELECT count(*) AS n FROM launch_tokens'),
    challenges: await count(db, 'SELECT count(*) AS n FROM otp_challenges'),
  };
}

describe.each(dbTargets())('launch from online banking with a signed token on $name', (target) => {
  const { env, platform } = launchPlatformForSuite();
  const t = suiteApp(target, { env });
  const token = (spec: TokenSpec = {}) => platform().token(spec, t.clock.now());

  /** An applicant holding the session a successful launch started. */
  async function launched(spec: TokenSpec): Promise<{ applicant: Applicant; answer: Answer }> {
    const answer = await launchCall(t.app, await token(spec));
    expect(answer.status, JSON.stringify(answer.body)).toBe(303);
    const applicant = new Applicant(injectTransport(t.app));
    applicant.cookie = cookieOf(answer, 'sid');
    return { applicant, answer };
  }

  it('a launched member skips apply and the code: redirected to the first form step, then reaches the offers like any applicant', async () => {
    const before = await footprint(t.db);
    const { applicant, answer } = await launched({ member: 'M-1001', alg: 'RS256' });
    expect(answer.headers.location).toBe('/application/loan-amount?lang=en');
    expect(applicant.cookie).toMatch(/^sid=.{20,}/);
    expect(String([answer.headers['set-cookie']].flat().find((c) => String(c).startsWith('sid=')))).toMatch(/HttpOnly.*Secure.*SameSite=Strict|SameSite=Strict.*HttpOnly/);
    expect((await current(applicant)).step).toBe('LOAN_AMOUNT');
    await applicant.fillForms('CHK-1001-01');
    const { application_id: id } = await applicant.submit('complete-review');
    await drain(t.app);
    expect((await current(applicant)).step).toBe('OFFER_REVIEW');
    const { rows: [row] } = await t.db.query<{ channel: string; language: string }>('SELECT channel, language FROM applications WHERE id = $1', [id]);
    expect(row).toEqual({ channel: 'launch', language: 'en' });
    expect((await reviewDetail(t.app.services, id)).channel).toBe('launch');
    const after = await footprint(t.db);
    expect(after).toEqual({ ...before, applications: before.applications + 1, sessions: before.sessions + 1, launchTokens: before.launchTokens + 1 });
    // The token is a bearer credential: never in the log (nor the member's date of birth).
    const log = t.log.join('\n');
    expect(log).toContain('/launch/microloan?token=[redacted]');
    expect(log).not.toMatch(/token=ey/);
    expect(log).not.toContain('1985-03-14');
  }, TEST_TIMEOUT_MS);

  it('a platform that posts: the form field token launches too; a web application stays channel web', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/launch/microloan', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${encodeURIComponent(await token({ member: 'M-1004' }))}` });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/application/loan-amount?lang=en');
    const web = new Applicant(injectTransport(t.app));
    const view = await web.signIn({ firstName: 'Emily', lastName: 'Davis', ssn: '100000007', phoneNumber: '2025550107', dob: '1988-12-12' });
    const { rows: [row] } = await t.db.query<{ channel: string }>('SELECT channel FROM applications WHERE id = $1', [view.application_id]);
    expect(row.channel).toBe('web');
  }, TEST_TIMEOUT_MS);

  it('the locale claim es: the application, the page language cookie and the refusal page are Spanish', async () => {
    const { applicant, answer } = await launched({ member: 'M-1007', locale: 'es' });
    expect(cookieOf(answer, 'preferredLanguage')).toBe('preferredLanguage=es');
    // The app takes ?lang= over a language the browser stored before (src/i18n/detectLanguage.ts).
    expect(answer.headers.location).toBe('/application/loan-amount?lang=es');
    const { application_id: id } = await current(applicant);
    const { rows: [row] } = await t.db.query<{ language: string }>('SELECT language FROM applications WHERE id = $1', [id]);
    expect(row.language).toBe('es');
    const page = await launchCall(t.app, await token({ member: 'M-1007', expIn: -30, iatIn: -90 }), { accept: 'text/html', 'accept-language': 'es-US,es' });
    expect(page.status).toBe(401);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.body)).toContain('No pudimos abrir su solicitud de préstamo');
    expect(String(page.body)).toContain('LAUNCH_TOKEN_EXPIRED');
  }, TEST_TIMEOUT_MS);

  it('refused tokens answer the error payload and change nothing: replayed, expired, too long a lifetime, wrong audience or issuer, unknown key, bad signature, unknown member, no jti', async () => {
    const used = await token({ member: 'M-1004' });
    expect((await launchCall(t.app, used)).status).toBe(303);
    const before = await footprint(t.db);
    const cases: Array<[string, string, number, string, string]> = [
      ['replayed', used, 409, 'LAUNCH_TOKEN_REPLAYED', 'replayed'],
      ['expired', await token({ iatIn: -100, expIn: -20 }), 401, 'LAUNCH_TOKEN_EXPIRED', 'expired'],
      ['lifetime over 120 s', await token({ iatIn: 0, expIn: 121 }), 401, 'LAUNCH_TOKEN_INVALID', 'lifetime'],
      ['no exp', await token({ expIn: null }), 401, 'LAUNCH_TOKEN_INVALID', 'missing_claim'],
      ['no iat', await token({ iatIn: null }), 401, 'LAUNCH_TOKEN_INVALID', 'missing_claim'],
      ['no jti', await token({ jti: null }), 401, 'LAUNCH_TOKEN_INVALID', 'missing_claim'],
      ['wrong audience', await token({ aud: 'https://other.example.org' }), 401, 'LAUNCH_TOKEN_INVALID', 'audience'],
      ['wrong issuer', await token({ iss: 'https://evil.example.org' }), 401, 'LAUNCH_TOKEN_INVALID', 'issuer'],
      ['unknown kid', await token({ kid: 'nobody', foreignKey: true }), 401, 'LAUNCH_TOKEN_INVALID', 'unknown_key'],
      ['bad signature', await token({ foreignKey: true, jti: 'forged-1' }), 401, 'LAUNCH_TOKEN_INVALID', 'signature'],
      ['bad signature RS256', await token({ alg: 'RS256', foreignKey: true }), 401, 'LAUNCH_TOKEN_INVALID', 'signature'],
      ['unknown member', await token({ member: 'M-9999' }), 403, 'LAUNCH_MEMBER_UNKNOWN', 'not_found'],
      ['not a JWT', 'abc.def.ghi', 401, 'LAUNCH_TOKEN_INVALID', 'malformed'],
    ];
    for (const [name, jwt, status, code, reason] of cases) {
      const r = await launchCall(t.app, jwt);
      expect([name, r.status, errorOf(r).error_code, (errorOf(r).details as { reason: string }).reason]).toEqual([name, status, code, reason]);
      expect(errorOf(r)).toEqual({ message: expect.any(String), status_code: status, error_code: code, details: { reason } });
      expect(r.headers['set-cookie']).toBeUndefined();
    }
    const missing = await t.app.inject({ method: 'GET', url: '/launch/microloan' });
    expect([missing.statusCode, missing.json().error.error_code]).toEqual([400, 'LAUNCH_TOKEN_INVALID']);
    expect((await t.app.inject({ method: 'GET', url: `/launch/nope?token=${used}` })).json().error.error_code).toBe('UNKNOWN_PRODUCT');
    expect(await footprint(t.db)).toEqual(before);
    expect(await count(t.db, "SELECT count(*) AS n FROM launch_tokens WHERE jti = 'forged-1'")).toBe(0);
  }, TEST_TIMEOUT_MS);

  it('a burst of 10 launches of one token over two server instances on one database: accepted exactly once', async () => {
    const second = await testApp(t.db, { env });
    try {
      const before = await footprint(t.db);
      const jwt = await token({ member: 'M-1002' });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => launchCall(i % 2 ? second.app : t.app, jwt)));
      expect(answers.map((a) => a.status).sort()).toEqual([303, ...Array(9).fill(409)]);
      for (const a of answers.filter((x) => x.status === 409)) expect(errorOf(a).error_code).toBe('LAUNCH_TOKEN_REPLAYED');
      const after = await footprint(t.db);
      expect(after).toEqual({ ...before, applications: before.applications + 1, sessions: before.sessions + 1, launchTokens: before.launchTokens + 1 });
    } finally {
      await second.app.close();
    }
  }, TEST_TIMEOUT_MS);

  it('a launched member with an open PAL is denied PAL_LOAN_OPEN like a second application today', async () => {
    const robert = demoMembers(t.clock.now()).find((m) => m.member_id === 'M-1004')!;
    const openPal = { product: 'PAL', opened_on: t.clock.now().toISOString().slice(0, 10), closed_on: null, amount: 500, days_past_due: 0 };
    await upsertMember(t.db, t.app.services.secrets, { ...robert, loans: [openPal] });
    // Any open application of Robert's (the earlier launches) ends first: this is a new one.
    await t.db.query("UPDATE applications SET step = 'APPLICATION_CANCELED' WHERE member_id = 'M-1004'");
    const { applicant } = await launched({ member: 'M-1004' });
    // Robert's one checking account is prefilled by the launch (flows/microloan.flow.json channels.launch): three forms.
    await applicant.submit('loan-amount', { amount: 500 });
    await applicant.submit('monthly-housing-expenses', { expenses: 1200 });
    await applicant.submit('loan-purpose', { purpose: 'RENT' });
    await applicant.submit('complete-review');
    await drain(t.app);
    expect(await current(applicant)).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: expect.arrayContaining(['PAL_LOAN_OPEN']) } });
  }, TEST_TIMEOUT_MS);
});
