// One scripted applicant of the benchmarks: apply, code, verify, the four forms, review, the
// decision, an offer, signing, funding. Like a person, it tries a call again when the service
// answers 502/503/504 or the connection drops (a browser's "try again"), at most for a minute.
import type pg from 'pg';
import type { BenchMember } from './benchMembers';

/** Latencies per step (ms) and what went wrong, shared by every flow of a run. */
export class FlowStats {
  readonly latencies = new Map<string, number[]>();
  readonly retries = new Map<string, number>();
  readonly outcomes = new Map<string, number>();
  /** Flows that ended neither completed nor decided, with why. */
  readonly broken: string[] = [];

  record(step: string, ms: number): void {
    const list = this.latencies.get(step) ?? [];
    list.push(ms);
    this.latencies.set(step, list);
  }

  count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RETRYABLE = new Set([502, 503, 504]);

interface Answer { status: number; body: Record<string, unknown> }

/** A member walking one application through the cluster at `base`, with its own client address. */
export class BenchApplicant {
  private cookie = '';
  constructor(
    private readonly base: string,
    private readonly member: BenchMember,
    private readonly clientIp: string,
    private readonly stats: FlowStats,
    private readonly db: pg.Pool,
  ) {}

  private async call(step: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const url = path.startsWith('/') ? `${this.base}${path}` : `${this.base}/api/v1/microloan/${path}`;
    const started = performance.now();
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await fetch(url, {
          method,
          headers: { 'x-forwarded-for': this.clientIp, ...(this.cookie ? { cookie: this.cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await r.text();
        const setCookie = r.headers.get('set-cookie');
        if (setCookie?.startsWith('sid=')) this.cookie = setCookie.split(';')[0];
        if (!RETRYABLE.has(r.status) || performance.now() - started > 60_000) {
          this.stats.record(step, performance.now() - started);
          let parsed: Record<string, unknown> = {};
          try { parsed = JSON.parse(text) as Record<string, unknown>; } catch { /* a page */ }
          return { status: r.status, body: parsed };
        }
      } catch (error) {
        if (performance.now() - started > 60_000) throw error;
      }
      this.stats.count(this.stats.retries, step);
      await sleep(Math.min(2000, 200 * 2 ** attempt));
    }
  }

  private async expect(step: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const a = await this.call(step, method, path, body);
    if (a.status >= 400) throw new Error(`${step}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
    return a;
  }

  /** A step change that a retried request may already have made: 409 (not allowed at the step it is now at) is taken as done. */
  private async transition(step: string, path: string, body?: unknown): Promise<Answer> {
    const a = await this.call(step, 'POST', path, body);
    if (a.status >= 400 && a.status !== 409) throw new Error(`${step}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
    if (a.status === 409) this.stats.count(this.stats.retries, `${step} (already done)`);
    return a;
  }

  /** apply, code, verify; again from apply (at most 3 times) when a retried verify finds its code used. */
  private async signIn(): Promise<void> {
    const m = this.member;
    for (let attempt = 1; ; attempt++) {
      const apply = await this.expect('apply', 'POST', 'apply', { firstName: m.firstName, lastName: m.lastName, ssn: m.ssn, phoneNumber: m.phoneNumber, dob: m.dob, visitorId: `bench-${m.ssn}` });
      const verify = await this.call('verify', 'POST', 'application/otp/verify', { otp_token: String(apply.body.otp_token), code: await this.code(), visitor_id: `bench-${m.ssn}` });
      if (verify.status === 200) return;
      if (attempt === 3) throw new Error(`verify: ${verify.status} ${JSON.stringify(verify.body).slice(0, 200)}`);
      this.stats.count(this.stats.retries, 'sign in again');
    }
  }

  private async code(): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const { rows } = await this.db.query<{ body: string }>('SELECT body FROM outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1', [`+1${this.member.phoneNumber}`]).catch(() => ({ rows: [] }));
      const code = rows[0]?.body.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
      await sleep(300);
    }
    throw new Error('no code arrived');
  }

  /** Polls GET application until its step is one of `steps` (at most 3 minutes); answers it. */
  private async waitFor(step: string, steps: string[]): Promise<Answer> {
    const started = performance.now();
    while (performance.now() - started < 180_000) {
      const a = await this.call(`${step} (poll)`, 'GET', 'application');
      if (a.status === 200 && steps.includes(String(a.body.step))) {
        this.stats.record(step, performance.now() - started);
        return a;
      }
      await sleep(500);
    }
    throw new Error(`${step}: still not at ${steps.join('/')} after 3 minutes`);
  }

  /** The whole flow; answers how it ended (APPLICATION_COMPLETED, or the decided end). */
  async run(): Promise<string> {
    const m = this.member;
    await this.signIn();
    await this.expect('loan-amount', 'POST', 'application/loan-amount', { amount: 500 });
    await this.expect('housing', 'POST', 'application/monthly-housing-expenses', { expenses: 1100 });
    await this.expect('purpose', 'POST', 'application/loan-purpose', { purpose: 'UTILITIES' });
    await this.expect('deposit-account', 'POST', 'application/deposit-account', { account_id: m.accountId });
    await this.transition('complete-review', 'application/complete-review');
    const decided = await this.waitFor('decision', ['OFFER_REVIEW', 'APPLICATION_DENIED', 'APPLICATION_PROCESSING_ERROR']);
    if (decided.body.step !== 'OFFER_REVIEW') return String(decided.body.step);
    const offers = decided.body.loan_schedules as Array<{ offer_id: string }>;
    await this.expect('select-offer', 'POST', 'application/select-offer', { offer_id: offers[0].offer_id });
    await this.transition('accept-offer', 'application/accept-offer');
    // Signing: a link whose answer was lost (an instance killed mid-call) is asked for again.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const signed = await this.expect('sign', 'POST', 'application/sign', { language: 'en' });
      const url = String(signed.body.signing_url);
      await this.call('signing page', 'GET', url);
      await this.transition('sign complete', `${url}/complete`, { typed_name: `${m.firstName} ${m.lastName}`, consent: true });
      if ((await this.call('signed (check)', 'GET', 'application')).body.step !== 'DOCUSIGN') break;
      this.stats.count(this.stats.retries, 'sign again');
    }
    const done = await this.waitFor('funding', ['APPLICATION_COMPLETED', 'APPLICATION_PROCESSING_ERROR']);
    return String(done.body.step);
  }
}
