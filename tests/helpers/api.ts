import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import type { ApiErrorBody } from '../../src/core/errors';
import type { Person } from './people';

/** One answer, whatever the transport. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

/** Sends a request: through app.inject or over real HTTP. `body` as an object is sent as JSON; a string raw. */
export type Send = (method: string, url: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;

/** Transport through `app.inject`. */
export function injectTransport(app: FastifyInstance): Send {
  return async (method, url, body, headers = {}) => {
    const isRaw = typeof body === 'string';
    const r = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      payload: body === undefined ? undefined : isRaw ? (body as string) : JSON.stringify(body),
    });
    let parsed: unknown = r.body;
    try { parsed = JSON.parse(r.body); } catch { /* not JSON */ }
    return { status: r.statusCode, body: parsed, headers: r.headers as Answer['headers'] };
  };
}

/** Transport over real HTTP with fetch (the app must be listening on `base`). */
export function httpTransport(base: string): Send {
  return async (method, url, body, headers = {}) => {
    const r = await fetch(base + url, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await r.text();
    let parsed: unknown = text;
    try { parsed = JSON.parse(text); } catch { /* not JSON */ }
    const h: Answer['headers'] = {};
    r.headers.forEach((v, k) => { h[k] = v; });
    const cookies = r.headers.getSetCookie();
    if (cookies.length) h['set-cookie'] = cookies;
    return { status: r.status, body: parsed, headers: h };
  };
}

/** Base path of the microloan product. */
export const BASE = '/api/v1/microloan';

/** The error payload of an answer (fails the test when it is not one). */
export function errorOf(answer: Answer): ApiErrorBody['error'] {
  const body = answer.body as ApiErrorBody;
  if (!body || typeof body !== 'object' || !body.error) throw new Error(`Not an error payload (${answer.status}): ${JSON.stringify(answer.body)}`);
  return body.error;
}

/** A small API client of the applicant, keeping the session cookie. */
export class Applicant {
  cookie = '';
  constructor(readonly send: Send) {}

  /** A call with the session cookie: `path` under the product's base, or from the root when it starts with `/`. */
  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(method, path.startsWith('/') ? path : `${BASE}/${path}`, body, { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) });
  }

  /** POST apply; answers the otp_token (fails unless 200). */
  async apply(person: Person): Promise<string> {
    const r = await this.call('POST', 'apply', person);
    if (r.status !== 200) throw new Error(`apply answered ${r.status}: ${JSON.stringify(r.body)}`);
    return (r.body as { otp_token: string }).otp_token;
  }

  /** The newest code sent to `phoneDigits`, read from GET /api/dev/outbox. */
  async latestCode(phoneDigits: string): Promise<string> {
    const r = await this.send('GET', '/api/dev/outbox');
    const messages = r.body as Array<{ to: string; body: string }>;
    const message = messages.find((m) => m.to === `+1${phoneDigits}`);
    if (!message) throw new Error(`No message to ${phoneDigits}`);
    const codes = message.body.match(/\d+/g) ?? [];
    if (codes.length !== 1 || codes[0].length !== 6) throw new Error(`Expected exactly one 6-digit number in "${message.body}"`);
    return codes[0];
  }

  /** POST otp/verify; keeps the session cookie. */
  async verify(otpToken: string, code: string): Promise<Answer> {
    const r = await this.call('POST', 'application/otp/verify', { otp_token: otpToken, code, visitor_id: 'visitor-1' });
    const setCookie = r.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    if (first) this.cookie = first.split(';')[0];
    return r;
  }

  /** apply + code from the outbox + verify; answers the application. */
  async signIn(person: Person): Promise<ApplicationView> {
    const token = await this.apply(person);
    const r = await this.verify(token, await this.latestCode(person.phoneNumber));
    if (r.status !== 200) throw new Error(`verify answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body as ApplicationView;
  }

  /** Signs in and makes sure the application is a new one at the first form step (cancels a resumed one). */
  async freshApplication(person: Person): Promise<ApplicationView> {
    let view = await this.signIn(person);
    if (view.step !== 'LOAN_AMOUNT' || view.loan_amount !== undefined) {
      await this.call('POST', 'application/cancel');
      view = await this.signIn(person);
    }
    return view;
  }

  /** POST a step call; answers the application (fails unless 200). */
  async submit(path: string, body?: unknown): Promise<ApplicationView> {
    const r = await this.call('POST', `application/${path}`, body);
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body as ApplicationView;
  }

  /** Fills every form step with valid values; answers the application at USER_REVIEW. */
  async fillForms(accountId = 'CHK-1001-01'): Promise<ApplicationView> {
    await this.submit('loan-amount', { amount: 500 });
    await this.submit('monthly-housing-expenses', { expenses: 1200 });
    await this.submit('loan-purpose', { purpose: 'RENT' });
    return this.submit('deposit-account', { account_id: accountId });
  }
}

/** The cookie `name=value` an answer sets (the last non-empty one), or ''. */
export function cookieOf(answer: Answer, name: string): string {
  const all = [answer.headers['set-cookie'] ?? []].flat().map(String);
  return all.map((c) => c.split(';')[0]).filter((c) => c.startsWith(`${name}=`) && c.length > name.length + 1).at(-1) ?? '';
}
