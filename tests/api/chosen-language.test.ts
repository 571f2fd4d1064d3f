import { Applicant, BASE, errorOf, injectTransport, type Answer } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { drain } from '../helpers/loanFlow';
import { ANA, JAMES, STRANGER, type Person } from '../helpers/people';
import { addReviewMember, addStaff, StaffClient } from '../helpers/staff';
import { suiteApp } from '../helpers/testApp';

type Message = { to: string; channel: string; body: string };
type Notice = { application_id: string; kind: string; language: string };

/** What an English browser sends. */
const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' };

describe.each(dbTargets())('the language chosen on the page, whatever the browser says, on $name', (target) => {
  const s = suiteApp(target, { env: { STAFF_SESSION_IDLE_SECONDS: '86400', STAFF_SESSION_MAX_AGE_SECONDS: '604800' } });
  const newApplicant = () => new Applicant(injectTransport(s.app));
  const outbox = async () => (await newApplicant().send('GET', '/api/dev/outbox')).body as Message[];
  /** The newest text to `phone` (outbox newest first). */
  const lastText = async (phone: string) => (await outbox()).find((m) => m.channel === 'sms' && m.to === `+1${phone}`)?.body ?? '';
  const today = () => s.clock.now().toISOString().slice(0, 10);

  async function apply(client: Applicant, person: Person, language?: string): Promise<string> {
    const r = await client.send('POST', `${BASE}/apply`, { ...person, ...(language ? { language } : {}) }, ENGLISH_BROWSER);
    expect(r.status).toBe(200);
    return (r.body as { otp_token: string }).otp_token;
  }

  async function verify(client: Applicant, person: Person, token: string, language?: string): Promise<Answer> {
    const code = await client.latestCode(person.phoneNumber);
    const r = await client.send('POST', `${BASE}/application/otp/verify`, { otp_token: token, code, ...(language ? { language } : {}) }, ENGLISH_BROWSER);
    expect(r.status).toBe(200);
    client.cookie = String((r.headers['set-cookie'] as string[] | string | undefined) ?? '').split(';')[0];
    return r;
  }

  async function supervisor(): Promise<StaffClient> {
    const staff = new StaffClient(s.app, '10.7.0.1');
    await staff.login(await addStaff(s.app, ['supervisor', 'reviewer']), s.clock.now());
    return staff;
  }

  it('James applies in Spanish with an English browser: the code text, the denial notice and the funnel are Spanish', async () => {
    const james = newApplicant();
    const token = await apply(james, JAMES, 'es');
    expect(await lastText(JAMES.phoneNumber)).toMatch(/^Su código de verificación de .+ es \d{6}\./);

    // Neither the verify call nor the review names a language: the one chosen at apply stays, not the browser's.
    await verify(james, JAMES, token);
    await james.fillForms('CHK-1002-01');
    const view = await james.submit('complete-review');
    await drain(s.app);
    expect((await james.call('GET', 'application')).body).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['MEMBERSHIP_TOO_RECENT'] } });
    const notices = (await outbox()).filter((m) => m.channel === 'mail' && m.to === 'James Smith');
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toMatch(/Estimado\(a\) James/);
    expect(notices[0].body).toMatch(/El tiempo como socio de la cooperativa de crédito es menor que el requerido/);

    const staff = await supervisor();
    const listed = await staff.call<{ items: Notice[] }>('GET', '/api/staff/notices');
    expect(listed.body.items.filter((n) => n.application_id === view.application_id)).toEqual([expect.objectContaining({ kind: 'adverse_action', language: 'es' })]);
    const funnel = await staff.call<{ by_language: Array<{ key: string; outcomes: { denied_by_reason: Record<string, number> } }> }>(
      'GET', `/api/staff/funnel?from=${today()}&to=${today()}&product=microloan`,
    );
    expect(funnel.status).toBe(200);
    // Spanish, never English; the one-time code sent before any application exists is the
    // 'unknown' slice's (the funnel's first step has no language), nothing of the decision is.
    const slices = new Map(funnel.body.by_language.map((l) => [l.key, l]));
    expect([...slices.keys()].sort()).toEqual(['es', 'unknown']);
    expect(slices.get('es')!.outcomes.denied_by_reason).toEqual({ MEMBERSHIP_TOO_RECENT: 1 });
    expect(slices.get('unknown')!.outcomes.denied_by_reason).toEqual({});
  });

  it('a switch to English on the code page: the resent code and the notice are in English, whatever the browser says', async () => {
    const ana = newApplicant();
    const token = await apply(ana, ANA, 'es');
    expect(await lastText(ANA.phoneNumber)).toMatch(/^Su código/);
    s.clock.advance(31);
    const resent = await ana.send('POST', `${BASE}/application/otp/resend`, { otp_token: token, language: 'en' }, { 'accept-language': 'es-MX,es' });
    expect(resent.status).toBe(200);
    expect(await lastText(ANA.phoneNumber)).toMatch(/^Your .+ verification code is \d{6}\./);

    const verified = await ana.send('POST', `${BASE}/application/otp/verify`, { otp_token: token, code: await ana.latestCode(ANA.phoneNumber) }, { 'accept-language': 'es-MX,es' });
    expect(verified.body).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['NO_CHECKING_ACCOUNT'] } });
    await drain(s.app);
    const notices = (await outbox()).filter((m) => m.channel === 'mail' && m.to === 'Ana Lopez');
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toMatch(/Dear Ana/);
  });

  it('a switch at the review: the application records it, and the staff decision notice is in it', async () => {
    const { person, accountId } = await addReviewMember(s.app, 7101, { firstName: 'Lucia', lastName: 'Switch' });
    const client = newApplicant();
    await verify(client, person, await apply(client, person, 'en'), 'es');
    await client.fillForms(accountId);
    const refused = await client.call('POST', 'application/complete-review', { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ error_code: 'VALIDATION_ERROR', details: [expect.objectContaining({ field: 'language' })] });
    const view = await client.submit('complete-review', { language: 'en' });
    await drain(s.app);

    const staff = await supervisor();
    const detail = await staff.call<{ version: number; language: string }>('GET', `/api/staff/reviews/${view.application_id}`);
    expect(detail.body.language).toBe('en');
    const queue = await staff.call<{ items: Array<{ application_id: string; language: string }> }>('GET', '/api/staff/reviews');
    expect(queue.body.items.find((i) => i.application_id === view.application_id)?.language).toBe('en');
    expect((await staff.call('POST', `/api/staff/reviews/${view.application_id}/decision`, { version: detail.body.version, decision: 'deny', reasons: ['INSUFFICIENT_INCOME'] })).status).toBe(200);
    await drain(s.app);
    const letter = (await outbox()).find((m) => m.channel === 'mail' && m.to === 'Lucia Switch');
    expect(letter?.body).toMatch(/Dear Lucia/);
  });

  it('takes en or es and refuses any other language on apply, resend and verify (the same schemas as the browser)', async () => {
    const client = newApplicant();
    expect((await client.send('POST', `${BASE}/apply`, { ...STRANGER, language: 'es' })).status).toBe(200);
    for (const [path, body] of [
      ['apply', { ...JAMES, language: 'fr' }],
      ['application/otp/resend', { otp_token: 'x', language: 'EN' }],
      ['application/otp/verify', { otp_token: 'x', code: '123456', language: 1 }],
    ] as const) {
      const r = await client.send('POST', `${BASE}/${path}`, body);
      expect(r.status, path).toBe(400);
      expect(errorOf(r), path).toMatchObject({ error_code: 'VALIDATION_ERROR', details: expect.arrayContaining([expect.objectContaining({ field: 'language' })]) });
    }
  });
});
