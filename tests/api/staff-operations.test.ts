import type { Db } from '../../server/db/db';
import type { SmsSender } from '../../server/domain/ports';
import { outboxRepo } from '../../server/repos/outbox';
import { staffUsersRepo } from '../../server/staff/auth/staffUsers';
import { parseCsv } from '../../server/cli/csv';
import { Applicant, BASE, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { drain, toProcessing } from '../helpers/loanFlow';
import { JAMES } from '../helpers/people';
import { addReviewMember, addStaff, StaffClient } from '../helpers/staff';
import { suiteApp, type SuiteApp } from '../helpers/testApp';

/**
 * An SMS provider stand-in on the suite's database: it refuses every message while `down` (as a
 * provider outage would), else delivers it to the outbox the applicants' helper reads codes from.
 */
function flakySms(): SmsSender & { down: boolean; sent: string[]; db: Db | null } {
  return {
    down: false,
    sent: [],
    db: null,
    async send(to: string, body: string) {
      if (this.down || !this.db) throw new Error('SMS provider unavailable (HTTP 503)');
      await outboxRepo.add(this.db, { to: `+1${to}`, channel: 'sms', body, sent_at: new Date().toISOString() });
      this.sent.push(to);
    },
  };
}

let serial = 5000;

/** An application of a fresh Robert-like member, under manual review (`es`: verified with a Spanish browser). */
async function underReview(s: SuiteApp, language: 'en' | 'es' = 'en') {
  const { person, accountId } = await addReviewMember(s.app, ++serial);
  const client = new Applicant(injectTransport(s.app));
  const token = await client.apply(person);
  const verified = await client.send('POST', `${BASE}/application/otp/verify`, { otp_token: token, code: await client.latestCode(person.phoneNumber) }, { 'accept-language': language === 'es' ? 'es-MX,es' : 'en-US' });
  client.cookie = String((verified.headers['set-cookie'] as string[] | string | undefined) ?? '').split(';')[0];
  await client.fillForms(accountId);
  const view = await client.submit('complete-review');
  await drain(s.app);
  return { id: view.application_id, person };
}

const today = (s: SuiteApp) => s.clock.now().toISOString().slice(0, 10);
const long = { STAFF_SESSION_IDLE_SECONDS: '86400', STAFF_SESSION_MAX_AGE_SECONDS: '604800' };

describe.each(dbTargets())('notices, failed jobs and their retry on $name', (target) => {
  const sms = flakySms();
  const s = suiteApp(target, { sms, env: { NOTICE_MAX_ATTEMPTS: '1', ...long } });
  beforeAll(() => {
    sms.db = s.db;
  });

  it('a notice that could not be sent shows as failed; a supervisor re-queues it and it is sent; auditors only look', async () => {
    const reviewer = new StaffClient(s.app, '10.2.0.1');
    const supervisor = new StaffClient(s.app, '10.2.0.2');
    const auditor = new StaffClient(s.app, '10.2.0.3');
    await reviewer.login(await addStaff(s.app, ['reviewer']), s.clock.now());
    await supervisor.login(await addStaff(s.app, ['supervisor']), s.clock.now());
    await auditor.login(await addStaff(s.app, ['auditor']), s.clock.now());
    const { id, person } = await underReview(s, 'es');
    const version = (await reviewer.call<{ version: number }>('GET', `/api/staff/reviews/${id}`)).body.version;
    expect((await reviewer.call('POST', `/api/staff/reviews/${id}/decision`, { version, decision: 'deny', reasons: ['INSUFFICIENT_INCOME'] })).status).toBe(200);
    // Before its job ran, the notice is its delivery job, queued.
    const queued = await reviewer.call<{ items: Notice[] }>('GET', '/api/staff/notices?status=queued');
    expect(queued.body.items.find((n) => n.application_id === id)).toMatchObject({ status: 'queued', kind: 'review_decided', language: 'es', channel: 'delivery' });

    sms.down = true;
    await drain(s.app);
    const failed = await reviewer.call<{ items: Notice[] }>('GET', '/api/staff/notices?status=failed');
    const notice = failed.body.items.find((n) => n.application_id === id)!;
    expect(notice).toMatchObject({ status: 'failed', channel: 'delivery', attempts: 1, last_error: expect.stringContaining('SMS provider unavailable') });
    expect(notice.job_id).toMatch(/^\d+$/);
    // The letter itself is recorded (no SMTP server: for the printed batch), so it is not lost meanwhile.
    const waiting = await reviewer.call<{ items: Notice[] }>('GET', '/api/staff/notices?status=awaiting_print');
    expect(waiting.body.items.find((n) => n.application_id === id)).toMatchObject({ kind: 'adverse_action', channel: 'print', language: 'es', job_id: null, print_batch: null });
    const jobs = await auditor.call<{ items: Array<{ id: string; kind: string; status: string }> }>('GET', '/api/staff/jobs/failed');
    expect(jobs.body.items).toContainEqual(expect.objectContaining({ id: notice.job_id, kind: 'notice-review-decided', status: 'failed' }));

    const refused = await auditor.call('POST', `/api/staff/jobs/${notice.job_id}/retry`, {});
    expect(refused.status).toBe(403);
    expect(errorOf(refused).error_code).toBe('FORBIDDEN');
    expect(errorOf(await reviewer.call('POST', `/api/staff/jobs/${notice.job_id}/retry`, {})).error_code).toBe('FORBIDDEN');

    sms.down = false;
    const retried = await supervisor.call('POST', `/api/staff/jobs/${notice.job_id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ id: notice.job_id, kind: 'notice-review-decided', application_id: id, status: 'queued' });
    const twice = await supervisor.call('POST', `/api/staff/jobs/${notice.job_id}/retry`, {});
    expect(twice.status).toBe(409);
    expect(errorOf(twice).error_code).toBe('CONFLICT');
    expect((await supervisor.call('POST', '/api/staff/jobs/987654321/retry', {})).status).toBe(404);
    expect((await supervisor.call('POST', '/api/staff/jobs/not-a-number/retry', {})).status).toBe(400);

    await drain(s.app);
    expect(sms.sent).toContain(person.phoneNumber);
    const now = await reviewer.call<{ items: Notice[] }>('GET', `/api/staff/notices?from=${today(s)}&to=${today(s)}`);
    expect(now.body.items.filter((n) => n.application_id === id).map((n) => [n.channel, n.status])).toEqual([['print', 'awaiting_print']]);
    const trail = await auditor.call<{ events: Array<{ type: string; actor: { email: string } | null; ip: string | null }> }>('GET', `/api/staff/applications/${id}/events`);
    expect(trail.body.events.at(-1)).toMatchObject({ type: 'job_retried', ip: '10.2.0.2' });
    expect((await auditor.call<{ items: unknown[] }>('GET', '/api/staff/jobs/failed')).body.items.some((j) => (j as { id: string }).id === notice.job_id)).toBe(false);
  });

  it('the day\'s letters download as one PDF that marks them printed; a second download is the same batch; auditors cannot take it', async () => {
    const reviewer = new StaffClient(s.app, '10.2.1.1');
    const auditor = new StaffClient(s.app, '10.2.1.2');
    await reviewer.login(await addStaff(s.app, ['reviewer']), s.clock.now());
    await auditor.login(await addStaff(s.app, ['auditor']), s.clock.now());
    const { id } = await underReview(s, 'en');
    const version = (await reviewer.call<{ version: number }>('GET', `/api/staff/reviews/${id}`)).body.version;
    expect((await reviewer.call('POST', `/api/staff/reviews/${id}/decision`, { version, decision: 'deny', reasons: ['DELINQUENT'] })).status).toBe(200);
    await drain(s.app);
    const day = today(s);

    const refused = await auditor.call('POST', '/api/staff/notices/print-batch', { date: day });
    expect([refused.status, errorOf(refused).error_code]).toEqual([403, 'FORBIDDEN']);
    const noCsrf = await reviewer.call('POST', '/api/staff/notices/print-batch', { date: day }, { 'x-csrf-token': '' });
    expect([noCsrf.status, errorOf(noCsrf).error_code]).toEqual([403, 'CSRF_INVALID']);
    const badDay = await reviewer.call('POST', '/api/staff/notices/print-batch', { date: '2026-02-30' });
    expect([badDay.status, errorOf(badDay).error_code]).toEqual([400, 'VALIDATION_ERROR']);
    const empty = await reviewer.call('POST', '/api/staff/notices/print-batch', { date: '2001-01-01' });
    expect([empty.status, errorOf(empty).error_code]).toEqual([404, 'NOT_FOUND']);
    expect((await reviewer.call<{ items: Notice[] }>('GET', '/api/staff/notices?status=awaiting_print')).body.items.some((n) => n.application_id === id)).toBe(true);

    const first = await reviewer.call<string>('POST', '/api/staff/notices/print-batch', { date: day });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="letters-${day}.pdf"`);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(String(first.body).startsWith('%PDF-')).toBe(true);
    const printed = await reviewer.call<{ items: Notice[] }>('GET', '/api/staff/notices?status=printed');
    expect(printed.body.items.find((n) => n.application_id === id)).toMatchObject({ channel: 'print', status: 'printed', print_batch: day, sent_at: expect.any(String) });
    expect((await reviewer.call<{ items: Notice[] }>('GET', '/api/staff/notices?status=awaiting_print')).body.items).toEqual([]);

    const again = await reviewer.call<string>('POST', '/api/staff/notices/print-batch', { date: day });
    expect(again.status).toBe(200);
    expect(String(again.body).startsWith('%PDF-')).toBe(true);
    const trail = await auditor.call<{ events: Array<{ type: string; ip: string | null; detail: Record<string, unknown> }> }>('GET', `/api/staff/applications/${id}/events`);
    expect(trail.body.events.filter((e) => e.type === 'notice_printed').map((e) => [e.ip, e.detail.batch])).toEqual([['10.2.1.1', day], ['10.2.1.1', day]]);
  });
});

/** One row of GET /api/staff/notices. */
interface Notice {
  application_id: string;
  kind: string;
  channel: string;
  status: string;
  language: string;
  attempts: number;
  last_error: string | null;
  job_id: string | null;
  print_batch: string | null;
  sent_at: string | null;
}

describe.each(dbTargets())('audit export and the funnel on $name', (target) => {
  const s = suiteApp(target, { env: long });
  let supervisor: StaffClient;
  let ids: { approved: string; denied: string };

  beforeAll(async () => {
    supervisor = new StaffClient(s.app, '10.3.0.1');
    await supervisor.login(await addStaff(s.app, ['supervisor']), s.clock.now());
    // A staff e-mail that a spreadsheet would run as a formula.
    const formula = new StaffClient(s.app, '10.3.0.2');
    const { addStaffAccount } = await import('../../server/staff/accounts/addAccount');
    const created = await addStaffAccount(s.db, s.app.services.secrets, 'CU', { email: '=HYPERLINK("http://x.test")@cu.test', roles: ['reviewer'], password: 'a long enough password' }, s.clock.now());
    const { totpCode } = await import('../../server/staff/auth/totp');
    expect((await formula.call('POST', '/api/staff/login', { email: created.email, password: 'a long enough password', totp: totpCode(created.totpSecret, s.clock.now()) })).status).toBe(200);
    formula.cookie = '';

    const a = await underReview(s, 'en');
    const b = await underReview(s, 'es');
    const james = new Applicant(injectTransport(s.app));
    await toProcessing(james, JAMES, 'CHK-1002-01');
    await drain(s.app);
    const approve = await supervisor.call<{ version: number }>('GET', `/api/staff/reviews/${a.id}`);
    expect((await supervisor.call('POST', `/api/staff/reviews/${a.id}/decision`, { version: approve.body.version, decision: 'approve' })).status).toBe(200);
    const deny = await supervisor.call<{ version: number }>('GET', `/api/staff/reviews/${b.id}`);
    expect((await supervisor.call('POST', `/api/staff/reviews/${b.id}/decision`, { version: deny.body.version, decision: 'deny', reasons: ['INSUFFICIENT_INCOME'] })).status).toBe(200);
    // The formula-named reviewer is assigned the approved one, so their e-mail lands in the trail.
    const rows = await s.db.query<{ id: string }>('SELECT id FROM staff_users WHERE email = $1', [created.email]);
    await s.db.query("INSERT INTO application_events (application_id, at, type, detail, staff_id, client_ip) VALUES ($1, $2, 'note', $3::jsonb, $4, '10.3.0.2')",
      [a.id, s.clock.now().toISOString(), JSON.stringify({ ssn: '200005001', dob: '1972-02-02', phone: '2025565001', note: '+SUM(A1:A9)' }), rows.rows[0].id]);
    ids = { approved: a.id, denied: b.id };
  });

  it('exports the events of a date range as CSV: every event in order, staff and address, personal data masked, formulas defused', async () => {
    const r = await supervisor.call<string>('GET', `/api/staff/audit/export?from=${today(s)}&to=${today(s)}`);
    expect(r.status).toBe(200);
    expect(String(r.headers['content-type'])).toBe('text/csv; charset=utf-8');
    expect(String(r.headers['content-disposition'])).toBe(`attachment; filename="audit-${today(s)}-${today(s)}.csv"`);
    const text = String(r.body);
    expect(text).not.toMatch(/200005001|1972-02-02|2025565001/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['event_id', 'at', 'application_id', 'product', 'type', 'from_step', 'to_step', 'staff_id', 'staff_email', 'ip', 'detail']);
    const body = rows.slice(1);
    const { rows: all } = await s.db.query<{ n: string | number }>('SELECT count(*) AS n FROM application_events');
    expect(body).toHaveLength(Number(all[0].n));
    expect(body.map((row) => row[1])).toEqual([...body.map((row) => row[1])].sort());
    const decision = body.find((row) => row[2] === ids.denied && row[4] === 'review_decided')!;
    expect(decision.slice(8, 10)).toEqual([expect.stringContaining('@staff.test'), '10.3.0.1']);
    expect(JSON.parse(decision[10])).toEqual({ decision: 'denied', reasons: ['INSUFFICIENT_INCOME'] });
    const note = body.find((row) => row[4] === 'note')!;
    expect(note[8]).toBe('\'=hyperlink("http://x.test")@cu.test');
    expect(JSON.parse(note[10])).toEqual({ ssn: '•••5001', dob: '[hidden]', phone: '•••5001', note: '+SUM(A1:A9)' });
    expect(body.every((row) => row.every((cell) => !/^[=+\-@]/.test(cell)))).toBe(true);

    const none = await supervisor.call<string>('GET', '/api/staff/audit/export?from=2020-01-01&to=2020-01-31&product=microloan');
    expect(parseCsv(String(none.body))).toHaveLength(1);
    for (const query of ['from=2025-02-01&to=2025-01-01', 'from=2024-01-01&to=2025-06-01', 'from=2025-02-30&to=2025-03-01', 'from=yesterday&to=today', 'to=2025-01-01']) {
      const bad = await supervisor.call('GET', `/api/staff/audit/export?${query}`);
      expect({ query, status: bad.status }).toEqual({ query, status: 400 });
      expect(errorOf(bad).error_code).toBe('VALIDATION_ERROR');
    }
  });

  it('counts the funnel and the outcomes for the day, in total and by language and brand', async () => {
    const r = await supervisor.call<{
      total: { steps: Array<{ step: string; applications: number; conversion: number | null }>; outcomes: Record<string, unknown> };
      by_language: Array<{ key: string; steps: Array<{ step: string; applications: number }>; outcomes: { manual_review: number } }>;
      by_brand: Array<{ key: string; outcomes: { manual_review: number } }>;
    }>('GET', `/api/staff/funnel?from=${today(s)}&to=${today(s)}&product=microloan`);
    expect(r.status).toBe(200);
    const step = (name: string) => r.body.total.steps.find((x) => x.step === name);
    expect(step('MAIN_APPLY')).toEqual({ step: 'MAIN_APPLY', applications: 3, conversion: null });
    expect(step('OTP_VERIFY')).toEqual({ step: 'OTP_VERIFY', applications: 3, conversion: 1 });
    expect(step('PROCESSING_APPLICATION')!.applications).toBe(3);
    expect(step('OFFER_REVIEW')).toEqual({ step: 'OFFER_REVIEW', applications: 1, conversion: 0.3333 });
    expect(step('APPLICATION_COMPLETED')!.applications).toBe(0);
    expect(r.body.total.outcomes).toEqual({
      approved: 1, denied: 2, denied_by_reason: { INSUFFICIENT_INCOME: 1, MEMBERSHIP_TOO_RECENT: 1 }, manual_review: 2, funded: 0, canceled: 0, declined: 0, processing_error: 0,
    });
    const es = r.body.by_language.find((l) => l.key === 'es')!;
    expect(es.steps[0]).toEqual({ step: 'OTP_VERIFY', applications: 1, conversion: null });
    expect(es.outcomes.manual_review).toBe(1);
    expect(r.body.by_language.find((l) => l.key === 'en')!.outcomes.manual_review).toBe(1);
    expect(r.body.by_brand).toHaveLength(1);
    expect(r.body.by_brand[0].outcomes.manual_review).toBe(2);
    // The languages add up to the total, step by step: the codes sent before any language was
    // known (the apply step) are the 'unknown' bucket's.
    expect(r.body.by_language.map((l) => l.key)).toEqual(['en', 'es', 'unknown']);
    for (const { step: name, applications } of r.body.total.steps) {
      const split = r.body.by_language.reduce((n, l) => n + (l.steps.find((x) => x.step === name)?.applications ?? 0), 0);
      expect({ step: name, split }).toEqual({ step: name, split: applications });
    }
    expect(r.body.by_language.find((l) => l.key === 'unknown')!.steps.filter((x) => x.applications > 0)).toEqual([{ step: 'MAIN_APPLY', applications: 3, conversion: null }]);
    const other = await supervisor.call<{ total: { steps: Array<{ applications: number }> } }>('GET', `/api/staff/funnel?from=${today(s)}&to=${today(s)}&product=pal2`);
    expect(other.body.total.steps.every((x) => x.applications === 0)).toBe(true);
    expect((await supervisor.call('GET', '/api/staff/funnel?from=2025-01-02&to=2025-01-01')).status).toBe(400);
  });
});

describe.each(dbTargets())('staff accounts for admins on $name', (target) => {
  const s = suiteApp(target);

  it('an admin lists accounts (no secrets), changes roles (the sessions end), disables an account, and cannot lock themselves out', async () => {
    const admin = new StaffClient(s.app, '10.4.0.1');
    const adminStaff = await addStaff(s.app, ['admin']);
    await admin.login(adminStaff, s.clock.now());
    const rita = await addStaff(s.app, ['reviewer']);
    const ritaClient = new StaffClient(s.app, '10.4.0.2');
    await ritaClient.login(rita, s.clock.now());
    const sso = await staffUsersRepo.upsertOidc(s.db, { issuer: 'https://idp.test', subject: 'abc', email: 'sso@cu.test', displayName: 'SSO User', roles: ['auditor'] }, s.clock.now());

    const list = await admin.call<{ items: Array<{ id: string; roles: string[]; auth: string; disabled: boolean }> }>('GET', '/api/staff/accounts');
    expect(list.status).toBe(200);
    expect(list.body.items.find((a) => a.id === rita.id)).toMatchObject({ roles: ['reviewer'], auth: 'password', disabled: false });
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password_hash|totp/);

    const promoted = await admin.call('PATCH', `/api/staff/accounts/${rita.id}`, { roles: ['reviewer', 'supervisor'] });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: rita.id, roles: ['reviewer', 'supervisor'] });
    expect((await ritaClient.call('GET', '/api/staff/reviews')).status).toBe(401);
    s.clock.advance(30);
    await ritaClient.login(rita, s.clock.now());
    expect((await ritaClient.call('GET', '/api/staff/reviewers')).status).toBe(200);

    expect((await admin.call('PATCH', `/api/staff/accounts/${rita.id}`, { disabled: true })).body).toMatchObject({ disabled: true });
    expect((await ritaClient.call('GET', '/api/staff/reviews')).status).toBe(401);
    s.clock.advance(30);
    expect((await ritaClient.login(rita, s.clock.now())).status).toBe(401);

    for (const [url, body, status] of [
      [`/api/staff/accounts/${adminStaff.id}`, { disabled: true }, 409],
      [`/api/staff/accounts/${adminStaff.id}`, { roles: ['reviewer'] }, 409],
      [`/api/staff/accounts/${sso.id}`, { roles: ['admin'] }, 409],
      ['/api/staff/accounts/00000000-0000-4000-8000-000000000000', { disabled: true }, 404],
      [`/api/staff/accounts/${rita.id}`, {}, 400],
      [`/api/staff/accounts/${rita.id}`, { roles: ['boss'] }, 400],
    ] as const) {
      const r = await admin.call('PATCH', url, body);
      expect({ url, body, status: r.status }).toEqual({ url, body, status });
    }
    expect((await admin.call<{ roles: string[] }>('GET', '/api/staff/session')).body).toMatchObject({ signed_in: true, staff: { roles: ['admin'] } });
    const { rows } = await s.db.query<{ type: string; n: string | number }>("SELECT type, count(*) AS n FROM staff_events WHERE type = 'account_changed' GROUP BY type");
    expect(Number(rows[0].n)).toBe(2);
  });
});
