import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { dbTargets } from '../helpers/dbTargets';
import { count } from '../helpers/loanFlow';
import { MARIA } from '../helpers/people';
import { testApp, type TestApp } from '../helpers/testApp';
import { logWithoutTimings } from '../helpers/piiScan';

/** A browser without JavaScript: its cookies, the form token of the last page, form posts. */
class NoScriptBrowser {
  cookies = new Map<string, string>();
  token = '';
  constructor(readonly app: FastifyInstance, readonly language = 'en-US') {}

  private keep(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      // The pages' cookies (Path=/); an old path's clearing (the session's Path=/api) is not ours.
      if (/;\s*Path=(?!\/(;|$))/i.test(line)) continue;
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private get cookie() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }

  async get(url: string) {
    const r = await this.app.inject({ method: 'GET', url, headers: { 'accept-language': this.language, cookie: this.cookie, 'sec-fetch-site': 'same-origin' } });
    this.keep(r.headers['set-cookie']);
    const token = /name="form_token" value="([^"]*)"/.exec(r.body)?.[1];
    if (token) this.token = token;
    return r;
  }

  async post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const r = await this.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams({ form_token: this.token, ...fields }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': this.language, cookie: this.cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', host: 'localhost:3000', ...headers },
    });
    this.keep(r.headers['set-cookie']);
    const token = /name="form_token" value="([^"]*)"/.exec(r.body)?.[1];
    if (token) this.token = token;
    return r;
  }
}

/** MARIA as typed into the apply page (formatted as the member would type it, in English's date order). */
const typed = (person = MARIA, phone = '(202) 555-0101') => ({
  root_firstName: person.firstName,
  root_lastName: person.lastName,
  root_ssn: '100-00-0001',
  root_phoneNumber: phone,
  root_dob: '03/14/1985',
});

const latestCode = async (app: FastifyInstance, phone: string) => {
  const r = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const message = (r.json() as Array<{ to: string; body: string }>).find((m) => m.to === `+1${phone}`);
  return /\d{6}/.exec(message?.body ?? '')?.[0] ?? '';
};

describe.each(dbTargets())('the apply form and the code screen without JavaScript on $name', (target) => {
  let db: Db;
  beforeAll(async () => { db = await target.open(); });
  afterAll(async () => { await db?.close(); });

  const withApp = async (limits: Record<string, number>, run: (t: TestApp) => Promise<void>) => {
    const t = await testApp(db, { limits });
    try {
      await run(t);
    } finally {
      await t.app.close();
    }
  };

  it('validates with the form schema, keeps the values (not the SSN) and never writes the SSN or date of birth to the log', async () => {
    await withApp({}, async ({ app, log }) => {
      const browser = new NoScriptBrowser(app);
      expect((await browser.get('/apply')).statusCode).toBe(200);
      expect(browser.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const r = await browser.post('/apply', { ...typed(), root_phoneNumber: '555', root_firstName: '' , root_dob: '03/14/2015' });
      expect(r.statusCode).toBe(400);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.body).toContain('Please correct the following:');
      expect(r.body).toContain('Please enter a valid phone number.');
      expect(r.body).toContain('You must be at least 18 years old to apply.');
      expect(r.body).toContain('value="Garcia"');
      expect(r.body).toContain('For your security, enter your Social Security Number again.');
      expect(r.body).not.toContain('100000001');
      expect(r.body).not.toContain('100-00-0001');
      expect(logWithoutTimings(log)).not.toMatch(/100000001|100-00-0001|1985-03-14|03\/14\/1985/);
      expect(await count(db, 'SELECT count(*) AS n FROM otp_challenges')).toBe(0);
    });
  });

  it('in Spanish: the messages in Spanish and the date typed day first', async () => {
    await withApp({}, async ({ app }) => {
      const browser = new NoScriptBrowser(app, 'es-US');
      await browser.get('/apply');
      const r = await browser.post('/apply', { ...typed(), root_lastName: '', root_dob: '14/03/1985', root_phoneNumber: '(202) 555-0199' });
      expect(r.statusCode).toBe(400);
      expect(r.body).toContain('Corrija lo siguiente:');
      expect(r.body).toContain('Obligatorio');
      expect(r.body).toContain('value="14/03/1985"');
    });
  });

  it('a valid apply sends the code, puts its token in an HttpOnly cookie and sees other; the code screen verifies and starts the session', async () => {
    await withApp({}, async ({ app, log }) => {
      const browser = new NoScriptBrowser(app);
      await browser.get('/apply');
      const r = await browser.post('/apply', typed());
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe('/otp');
      const otpCookie = [r.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('otp_token='));
      expect(otpCookie).toMatch(/HttpOnly/i);
      expect(otpCookie).toMatch(/SameSite=Strict/i);
      expect(otpCookie).toMatch(/Secure/i);
      expect(r.body).not.toMatch(/otp_token/);
      const screen = await browser.get('/otp');
      expect(screen.statusCode).toBe(200);
      expect(screen.body).toMatch(/autocomplete="one-time-code"/i);
      expect(screen.body).toContain('0101');
      expect(screen.body).not.toContain('<script type="module"');
      const wrong = await browser.post('/otp', { code: '000000' === (await latestCode(app, MARIA.phoneNumber)) ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain('Invalid one-time code. Please check the code and try again');
      const right = await browser.post('/otp', { code: await latestCode(app, MARIA.phoneNumber) });
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/application/loan-amount');
      expect(browser.cookies.get('sid')).toBeTruthy();
      expect(browser.cookies.has('otp_token')).toBe(false);
      const application = await app.inject({ method: 'GET', url: '/api/v1/microloan/application', headers: { cookie: `sid=${browser.cookies.get('sid')}` } });
      expect(application.json()).toMatchObject({ step: 'LOAN_AMOUNT' });
      expect(logWithoutTimings(log)).not.toMatch(/100000001|100-00-0001|1985-03-14|03\/14\/1985/);
      for (const page of [r, screen, wrong, right]) expect(page.body).not.toMatch(/100000001|100-00-0001|1985-03-14/);
    });
  });

  it.each([
    ['en-US', 'You can request a new code in', 'A new code has been sent', 'Resend code'],
    ['es-US', 'Puede solicitar un código nuevo en', 'Se ha enviado un código nuevo', 'Reenviar código'],
  ])('Resend code in %s: before the cooldown the seconds left (429, Retry-After, no text sent); after it a new code, the old one refused, the new one verifies', async (language, waitText, sentText, button) => {
    await withApp({}, async ({ app, clock }) => {
      const browser = new NoScriptBrowser(app, language);
      await browser.get('/apply');
      const applied = await browser.post('/apply', { ...typed(), ...(language === 'es-US' ? { root_dob: '14/03/1985' } : {}) });
      expect(applied.statusCode).toBe(303);
      const screen = await browser.get('/otp');
      const resendButton = (screen.body.match(/<button[^>]*>/g) ?? []).find((tag) => tag.includes('value="resend"'));
      expect(resendButton).toMatch(/type="submit"/);
      expect(resendButton).toMatch(/name="action"/);
      expect(screen.body).toContain(button);
      // Verify comes first in the form: Enter in the code field verifies, it does not resend.
      expect(screen.body.indexOf('type="submit"')).toBeLessThan(screen.body.indexOf('value="resend"'));
      const first = await latestCode(app, MARIA.phoneNumber);
      const texts = async () => (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().length as number;
      const sentBefore = await texts();

      clock.advance(10);
      const early = await browser.post('/otp', { code: '', action: 'resend' });
      expect(early.statusCode).toBe(429);
      expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(19);
      expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(20);
      expect(early.body).toMatch(new RegExp(`${waitText} (19|20) `));
      expect(early.body).toContain('0101');
      expect(await texts()).toBe(sentBefore);

      clock.advance(21);
      const resent = await browser.post('/otp', { code: '', action: 'resend' });
      expect(resent.statusCode).toBe(200);
      expect(resent.body).toContain(sentText);
      expect(resent.body).not.toContain(waitText);
      expect(await texts()).toBe(sentBefore + 1);
      const second = await latestCode(app, MARIA.phoneNumber);
      expect(second).not.toBe(first);
      if (language === 'es-US') expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json()[0].body).toMatch(/código/);

      const old = await browser.post('/otp', { code: first });
      expect(old.statusCode).toBe(400);
      const right = await browser.post('/otp', { code: second });
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/application/loan-amount');
    });
  });

  it('refuses an unknown action on the code screen', async () => {
    await withApp({}, async ({ app }) => {
      const browser = new NoScriptBrowser(app);
      await browser.get('/apply');
      await browser.post('/apply', typed());
      await browser.get('/otp');
      const r = await browser.post('/otp', { code: '', action: 'delete' });
      expect(r.statusCode).toBe(400);
      expect(await latestCode(app, MARIA.phoneNumber)).toMatch(/^\d{6}$/);
    });
  });

  it('the language without JavaScript: the page links to the other language; the link sets the cookie and comes back to the page, in it; never to another site', async () => {
    await withApp({}, async ({ app }) => {
      const browser = new NoScriptBrowser(app);
      const apply = await browser.get('/apply');
      expect(apply.body).toMatch(/<noscript><a [^>]*href="\/language\/es\?next=%2Fapply"[^>]*>Español<\/a><\/noscript>/);
      // Another product's page comes back to that product.
      expect((await browser.get('/apply?product=pal2')).body).toMatch(/href="\/language\/es\?next=%2Fapply%3Fproduct%3Dpal2"/);
      const chosen = await browser.get('/language/es?next=%2Fapply%3Fproduct%3Dpal2');
      expect(chosen.statusCode).toBe(303);
      expect(chosen.headers.location).toBe('/apply?product=pal2');
      expect([chosen.headers['set-cookie'] ?? []].flat().join()).toMatch(/preferredLanguage=es;.*Path=\//);
      const spanish = await browser.get('/apply?product=pal2');
      expect(spanish.body).toContain('<html lang="es">');
      expect(spanish.body).toMatch(/<noscript><a [^>]*href="\/language\/en\?next=%2Fapply%3Fproduct%3Dpal2"[^>]*>English<\/a><\/noscript>/);
      for (const url of ['/language/fr?next=%2Fapply', '/language/es?next=%2F%2Fevil.example', '/language/es?next=https%3A%2F%2Fevil.example', '/language/es?next=%2F%5Cevil.example', '/language/es?next=%2Fapply&other=1']) {
        const refused = await app.inject({ method: 'GET', url });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().error.error_code, url).toBe('VALIDATION_ERROR');
        expect(refused.headers['set-cookie'], url).toBeUndefined();
      }
    });
  });

  it('too many wrong codes: back to the apply page with the message', async () => {
    await withApp({}, async ({ app }) => {
      const browser = new NoScriptBrowser(app);
      await browser.get('/apply');
      await browser.post('/apply', typed());
      const code = await latestCode(app, MARIA.phoneNumber);
      const wrong = code === '123456' ? '654321' : '123456';
      let last;
      for (let i = 0; i < 6; i++) {
        last = await browser.post('/otp', { code: wrong });
        if (last.statusCode === 303) break;
      }
      expect(last?.statusCode).toBe(303);
      expect(last?.headers.location).toBe('/apply?reason=OTP_MAX_ATTEMPTS_EXCEEDED');
      const page = await browser.get('/apply?reason=OTP_MAX_ATTEMPTS_EXCEEDED');
      expect(page.body).toContain('Maximum one-time code attempts exceeded');
    });
  });

  it('refuses fields the form does not have, a post without the form token and a post from another site', async () => {
    await withApp({}, async ({ app }) => {
      const browser = new NoScriptBrowser(app);
      await browser.get('/apply');
      const before = await count(db, 'SELECT count(*) AS n FROM otp_challenges');
      expect((await browser.post('/apply', { ...typed(), root_isAdmin: 'yes' })).statusCode).toBe(400);
      expect((await browser.post('/apply', { ...typed(), form_token: 'x'.repeat(32) })).statusCode).toBe(403);
      expect((await browser.post('/apply', typed(), { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await browser.post('/apply', typed(), { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect(await count(db, 'SELECT count(*) AS n FROM otp_challenges')).toBe(before);
    });
  });

  it('the per-phone limit holds under a burst of 10 parallel form posts: 3 pass, the rest are told to wait', async () => {
    await withApp({ appliesPerPhonePerHour: 3 }, async ({ app }) => {
      const browser = new NoScriptBrowser(app);
      await browser.get('/apply');
      const phone = '(202) 555-0177';
      const answers = await Promise.all(Array.from({ length: 10 }, () => browser.post('/apply', typed(MARIA, phone))));
      expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(3);
      const refused = answers.filter((a) => a.statusCode !== 303);
      expect(refused).toHaveLength(7);
      for (const r of refused) {
        expect(r.statusCode).toBe(429);
        expect(r.body).toContain('Too many');
        expect(r.body).not.toContain('100000001');
      }
      expect(await count(db, 'SELECT count(*) AS n FROM outbox WHERE "to" = $1', ['+12025550177'])).toBe(3);
    });
  });

  it('the per-client limit of the identity calls holds for the form posts', async () => {
    // A database of its own: the per-client windows of the tests before are in the other.
    const own = await target.open();
    const t = await testApp(own, { limits: { identityRequestsPerIpPerMinute: 4 } });
    await (async ({ app }: TestApp) => {
      const browser = new NoScriptBrowser(app);
      await browser.get('/apply');
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => browser.post('/apply', typed(MARIA, `(202) 555-01${10 + i}`))));
      expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(4);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(6);
    })(t).finally(async () => {
      await t.app.close();
      await own.close();
    });
  });
});
