import type { Db } from '../../server/db/db';
import { Applicant, BASE, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { current, drain, toProcessing } from '../helpers/loanFlow';
import { ROBERT } from '../helpers/people';
import { addReviewMember, addStaff, StaffClient } from '../helpers/staff';
import { suiteApp } from '../helpers/testApp';

type Outbox = Array<{ to: string; channel: string; body: string }>;
interface QueueItem { application_id: string; product: string; version: number; applicant_name: string; reasons: string[]; waiting_seconds: number; waiting_since: string; assigned_to: { staff_id: string } | null }
interface Detail {
  application_id: string; version: number; step: string; awaiting_review: boolean; review_reasons: string[];
  applicant: { first_name: string; last_name: string; phone_last_four: string; ssn_last_four: string | null; age: number | null };
  answers: Record<string, unknown>; member: { member_id: string; monthly_direct_deposits: number; accounts: unknown[] };
  rules: Array<{ rule: string; verdict: string; reason: string | null }>; offers: Array<{ offer_id: string }>;
  events: Array<{ type: string; actor: { staff_id: string } | null; ip: string | null; detail: Record<string, unknown> }>;
}

/** The rows a refused decision must leave as they were. */
async function decisionState(db: Db, id: string): Promise<string> {
  const parts = await Promise.all([
    db.query('SELECT step, version, outcome, data FROM applications WHERE id = $1', [id]),
    db.query('SELECT type, from_step, to_step, detail, staff_id FROM application_events WHERE application_id = $1 ORDER BY id', [id]),
    db.query('SELECT kind, status FROM jobs WHERE application_id = $1 ORDER BY id', [id]),
  ]);
  return JSON.stringify(parts.map((p) => p.rows));
}

describe.each(dbTargets())('the manual-review queue on $name', (target) => {
  // Long staff sessions: the tests move the clock on by hours (idle expiry has its own test).
  const s = suiteApp(target, { env: { STAFF_SESSION_IDLE_SECONDS: '86400', STAFF_SESSION_MAX_AGE_SECONDS: '604800' } });
  const applicant = () => new Applicant(injectTransport(s.app));
  const outbox = async () => (await applicant().send('GET', '/api/dev/outbox')).body as Outbox;
  let reviewer: StaffClient;
  let second: StaffClient;
  let auditor: StaffClient;
  let serial = 0;

  beforeAll(async () => {
    reviewer = new StaffClient(s.app);
    second = new StaffClient(s.app);
    auditor = new StaffClient(s.app);
    expect((await reviewer.login(await addStaff(s.app, ['reviewer'], 'Rita'), s.clock.now())).status).toBe(200);
    expect((await second.login(await addStaff(s.app, ['reviewer'], 'Sam'), s.clock.now())).status).toBe(200);
    expect((await auditor.login(await addStaff(s.app, ['auditor'], 'Avery'), s.clock.now())).status).toBe(200);
  });

  /** A fresh application of a Robert-like member under manual review (language `es` when asked). */
  async function underReview(language: 'en' | 'es' = 'en') {
    const { person, accountId } = await addReviewMember(s.app, ++serial);
    const client = applicant();
    const token = await client.apply(person);
    const verified = await client.send('POST', `${BASE}/application/otp/verify`, { otp_token: token, code: await client.latestCode(person.phoneNumber) }, { 'accept-language': language === 'es' ? 'es-US,es;q=0.9' : 'en-US' });
    client.cookie = String((verified.headers['set-cookie'] as string[] | string | undefined) ?? '').split(';')[0];
    await client.fillForms(accountId);
    const view = await client.submit('complete-review');
    await drain(s.app);
    return { id: view.application_id, person, client };
  }

  it('Robert Chen: listed with his age in the queue and the reasons; the detail masks him; approval prices offers, tells him, and he lands on them', async () => {
    const robert = applicant();
    const processing = await toProcessing(robert, ROBERT, 'CHK-1004-01');
    await drain(s.app);
    s.clock.advance(3600);

    const queue = await reviewer.call<{ items: QueueItem[]; total: number }>('GET', '/api/staff/reviews');
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((i) => i.application_id === processing.application_id);
    expect(item).toMatchObject({ product: 'microloan', applicant_name: 'Robert Chen', reasons: ['INCOME_NOT_VERIFIABLE'], assigned_to: null });
    expect(item!.waiting_seconds).toBeGreaterThanOrEqual(3600);
    const pal2 = await reviewer.call<{ items: QueueItem[] }>('GET', '/api/staff/reviews?product=pal2');
    expect(pal2.body.items.map((i) => i.application_id)).not.toContain(processing.application_id);

    const detail = await reviewer.call<Detail>('GET', `/api/staff/reviews/${processing.application_id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      awaiting_review: true, step: 'PROCESSING_APPLICATION', review_reasons: ['INCOME_NOT_VERIFIABLE'],
      applicant: { first_name: 'Robert', last_name: 'Chen', phone_last_four: '0104', ssn_last_four: '0004' },
      answers: { loan_amount: 500, monthly_housing_expenses: 1200, loan_purpose: 'RENT' },
      member: { member_id: 'M-1004', monthly_direct_deposits: 0 },
    });
    const age = new Date(s.clock.now()).getUTCFullYear() - 1972 - (new Date(s.clock.now()).toISOString().slice(5, 10) < '02-02' ? 1 : 0);
    expect(detail.body.applicant.age).toBe(age);
    expect(detail.body.rules).toContainEqual({ rule: 'incomeVerifiable', verdict: 'review', reason: 'INCOME_NOT_VERIFIABLE' });
    expect(detail.body.rules).toContainEqual({ rule: 'minimumAge', verdict: 'pass', reason: null });
    expect(detail.body.offers.map((o) => o.offer_id)).toEqual(['offer-3m', 'offer-6m']);
    expect(detail.body.events.map((e) => e.type)).toEqual(expect.arrayContaining(['created', 'review_completed', 'decided']));
    const raw = JSON.stringify(detail.body);
    expect(raw).not.toMatch(/100000004|1972-02-02|2025550104/);

    const approved = await reviewer.call('POST', `/api/staff/reviews/${processing.application_id}/decision`, { version: detail.body.version, decision: 'approve' }, { 'x-forwarded-for': '203.0.113.9' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ application_id: processing.application_id, step: 'OFFER_REVIEW', decision: 'approved', reasons: [], version: detail.body.version + 1 });
    const trail = await auditor.call<{ events: Detail['events'] }>('GET', `/api/staff/applications/${processing.application_id}/events`);
    const decided = trail.body.events.at(-1)!;
    const me = (await reviewer.call<{ staff: { id: string } }>('GET', '/api/staff/session')).body.staff.id;
    expect(decided).toMatchObject({ type: 'review_decided', actor: { staff_id: me }, ip: '127.0.0.1', detail: { decision: 'approved' } });

    await drain(s.app);
    const messages = (await outbox()).filter((m) => m.to === '+12025550104' || m.to === 'Robert Chen');
    expect(messages.some((m) => m.channel === 'sms')).toBe(true);
    expect(messages.some((m) => m.channel === 'mail')).toBe(true);
    const again = applicant();
    const view = await again.signIn(ROBERT);
    expect(view.step).toBe('OFFER_REVIEW');
    expect((await current(again)).loan_schedules!.length).toBe(2);
    const queued = await reviewer.call<{ items: QueueItem[] }>('GET', '/api/staff/reviews');
    expect(queued.body.items.map((i) => i.application_id)).not.toContain(processing.application_id);
  });

  it('a denial with catalogue reasons sends the Spanish adverse action notice; the queue is oldest first', async () => {
    const first = await underReview('es');
    s.clock.advance(60);
    const later = await underReview('en');
    const queue = await reviewer.call<{ items: QueueItem[] }>('GET', '/api/staff/reviews');
    const ids = queue.body.items.map((i) => i.application_id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id));
    const since = queue.body.items.map((i) => i.waiting_since);
    expect([...since].sort()).toEqual(since);

    const detail = await second.call<Detail>('GET', `/api/staff/reviews/${first.id}`);
    const denied = await second.call('POST', `/api/staff/reviews/${first.id}/decision`, { version: detail.body.version, decision: 'deny', reasons: ['INCOME_NOT_VERIFIABLE', 'INSUFFICIENT_INCOME'] });
    expect(denied.status).toBe(200);
    expect(denied.body).toMatchObject({ step: 'APPLICATION_DENIED', decision: 'denied', reasons: ['INCOME_NOT_VERIFIABLE', 'INSUFFICIENT_INCOME'] });
    await drain(s.app);
    const letter = (await outbox()).find((m) => m.channel === 'mail' && m.to === `${first.person.firstName} ${first.person.lastName}`);
    expect(letter?.body).toMatch(/^Su solicitud de préstamo con /);
    expect(letter?.body).toContain('No fue posible verificar sus ingresos');
    expect(letter?.body).not.toMatch(/Unable to verify income/);
    const view = await current(first.client);
    expect(view).toMatchObject({ step: 'APPLICATION_DENIED', outcome: { reasons: ['INCOME_NOT_VERIFIABLE', 'INSUFFICIENT_INCOME'] } });
  });

  it('two reviewers deciding at once: one wins, the other is told (409 with the payload); one decision, one notice job', async () => {
    const { id } = await underReview();
    const version = (await reviewer.call<Detail>('GET', `/api/staff/reviews/${id}`)).body.version;
    const [a, b] = await Promise.all([
      reviewer.call('POST', `/api/staff/reviews/${id}/decision`, { version, decision: 'approve' }),
      second.call('POST', `/api/staff/reviews/${id}/decision`, { version, decision: 'deny', reasons: ['INCOME_NOT_VERIFIABLE'] }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(['CONFLICT', 'STEP_NOT_ALLOWED']).toContain(errorOf(loser).error_code);
    expect(errorOf(loser).status_code).toBe(409);
    const { rows } = await s.db.query<{ n: string | number }>("SELECT count(*) AS n FROM application_events WHERE application_id = $1 AND type = 'review_decided'", [id]);
    expect(Number(rows[0].n)).toBe(1);
    const jobs = await s.db.query<{ n: string | number }>("SELECT count(*) AS n FROM jobs WHERE application_id = $1 AND kind = 'notice-review-decided'", [id]);
    expect(Number(jobs.rows[0].n)).toBe(1);
  });

  it('bad input answers 4xx with the error payload and changes nothing', async () => {
    const { id } = await underReview();
    const detail = (await reviewer.call<Detail>('GET', `/api/staff/reviews/${id}`)).body;
    const before = await decisionState(s.db, id);
    const cases: Array<[string, unknown, number, string]> = [
      [`/api/staff/reviews/00000000-0000-4000-8000-000000000000/decision`, { version: 1, decision: 'approve' }, 404, 'NOT_FOUND'],
      [`/api/staff/reviews/not-an-id/decision`, { version: 1, decision: 'approve' }, 400, 'VALIDATION_ERROR'],
      [`/api/staff/reviews/00000000-0000-4000-8000-000000000000/decision`, { version: 1, decision: 'approve' }, 404, 'NOT_FOUND'],
      [`/api/staff/reviews/${id}/decision`, { version: detail.version, decision: 'deny', reasons: ['NOT_A_REASON'] }, 400, 'VALIDATION_ERROR'],
      [`/api/staff/reviews/${id}/decision`, { version: detail.version, decision: 'deny', reasons: ['PAST_DUE_REVIEW'] }, 400, 'VALIDATION_ERROR'],
      [`/api/staff/reviews/${id}/decision`, { version: detail.version, decision: 'deny', reasons: [] }, 400, 'VALIDATION_ERROR'],
      [`/api/staff/reviews/${id}/decision`, { version: detail.version, decision: 'deny' }, 400, 'VALIDATION_ERROR'],
      [`/api/staff/reviews/${id}/decision`, { version: detail.version, decision: 'deny', reasons: ['DELINQUENT', 'INSUFFICIENT_INCOME', 'PAL_LOAN_OPEN', 'NO_CHECKING_ACCOUNT', 'MEMBERSHIP_TOO_RECENT'] }, 400, 'VALIDATION_ERROR'],
      [`/api/staff/reviews/${id}/decision`, { version: detail.version, decision: 'approve', reasons: ['DELINQUENT'] }, 400, 'VALIDATION_ERROR'],
      [`/api/staff/reviews/${id}/decision`, { version: detail.version, decision: 'maybe' }, 400, 'VALIDATION_ERROR'],
      [`/api/staff/reviews/${id}/decision`, { decision: 'approve' }, 400, 'VALIDATION_ERROR'],
      [`/api/staff/reviews/${id}/decision`, { version: detail.version - 1, decision: 'approve' }, 409, 'CONFLICT'],
    ];
    for (const [url, body, status, code] of cases) {
      const r = await reviewer.call('POST', url, body);
      expect({ url, body, status: r.status, code: errorOf(r).error_code }).toEqual({ url, body, status, code });
    }
    const unknownReason = await reviewer.call('POST', `/api/staff/reviews/${id}/decision`, { version: detail.version, decision: 'deny', reasons: ['NOT_A_REASON'] });
    expect(errorOf(unknownReason).details).toEqual({ unknown: ['NOT_A_REASON'] });
    expect(await decisionState(s.db, id)).toBe(before);

    expect((await reviewer.call('POST', `/api/staff/reviews/${id}/decision`, { version: detail.version, decision: 'approve' })).status).toBe(200);
    const decided = await decisionState(s.db, id);
    const again = await second.call('POST', `/api/staff/reviews/${id}/decision`, { version: detail.version + 1, decision: 'deny', reasons: ['DELINQUENT'] });
    expect(again.status).toBe(409);
    expect(errorOf(again).error_code).toBe('STEP_NOT_ALLOWED');
    expect((await reviewer.call('GET', '/api/staff/reviews/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await decisionState(s.db, id)).toBe(decided);
  });

  it('a supervisor assigns an application to a reviewer, who finds it under "mine"; reviewers cannot reassign', async () => {
    const { id } = await underReview();
    const supervisor = new StaffClient(s.app);
    await supervisor.login(await addStaff(s.app, ['supervisor'], 'Sue'), s.clock.now());
    const reviewers = await supervisor.call<{ items: Array<{ staff_id: string; email: string }> }>('GET', '/api/staff/reviewers');
    const rita = (await reviewer.call<{ staff: { id: string; email: string } }>('GET', '/api/staff/session')).body.staff;
    expect(reviewers.body.items.map((r) => r.staff_id)).toContain(rita.id);
    const assigned = await supervisor.call('POST', `/api/staff/reviews/${id}/assignment`, { staff_id: rita.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ application_id: id, assigned_to: { staff_id: rita.id, email: rita.email } });
    const mine = await reviewer.call<{ items: QueueItem[] }>('GET', '/api/staff/reviews?assigned=me');
    expect(mine.body.items.map((i) => i.application_id)).toEqual([id]);
    expect((await second.call<{ items: QueueItem[] }>('GET', '/api/staff/reviews?assigned=me')).body.items).toEqual([]);
    const unassigned = await second.call<{ items: QueueItem[] }>('GET', '/api/staff/reviews?assigned=unassigned');
    expect(unassigned.body.items.map((i) => i.application_id)).not.toContain(id);
    const refused = await reviewer.call('POST', `/api/staff/reviews/${id}/assignment`, { staff_id: null });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).error_code).toBe('FORBIDDEN');
    const nobody = await supervisor.call('POST', `/api/staff/reviews/${id}/assignment`, { staff_id: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.status).toBe(404);
    const trail = (await auditor.call<{ events: Detail['events'] }>('GET', `/api/staff/applications/${id}/events`)).body.events;
    expect(trail.at(-1)).toMatchObject({ type: 'review_assigned', detail: { assignee: rita.id } });
  });
});
