import { dbTargets } from '../helpers/dbTargets';
import { addStaff, StaffClient } from '../helpers/staff';
import { suiteApp } from '../helpers/testApp';

/** Ids that are neither a UUID nor an application reference, and days outside 1900-2999. */
const BAD_IDS = ['------------------------------------', 'not-an-id', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g', '%00', 'x'.repeat(60)];
const BAD_DAYS = ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31', '2026-02-30'];

describe.each(dbTargets())('staff routes refuse malformed ids and days with 400 ($name)', (target) => {
  const s = suiteApp(target);
  let c: StaffClient;
  beforeAll(async () => {
    c = new StaffClient(s.app, '10.11.0.1');
    expect((await c.login(await addStaff(s.app, ['admin', 'supervisor', 'reviewer', 'auditor']), s.clock.now())).status).toBe(200);
  });
  const expect400 = async (method: string, url: string, body?: unknown) => {
    const before = s.log.length;
    const r = await c.call<{ error: { error_code: string; status_code: number } }>(method, url, body);
    expect(r.status, `${method} ${url} ${JSON.stringify(body ?? '')}`).toBe(400);
    expect(r.body.error).toMatchObject({ error_code: 'VALIDATION_ERROR', status_code: 400 });
    // Nothing at error level, and the value is not logged.
    const logged = s.log.slice(before).join('');
    expect(logged).not.toContain('"level":50');
  };

  it('ids: every route with an application, account, job or staff id', async () => {
    for (const raw of BAD_IDS) {
      const id = encodeURIComponent(raw);
      await expect400('GET', `/api/staff/reviews/${id}`);
      await expect400('POST', `/api/staff/reviews/${id}/decision`, { version: 1, decision: 'approve' });
      await expect400('POST', `/api/staff/reviews/${id}/assignment`, { staff_id: null });
      await expect400('GET', `/api/staff/applications/${id}/events`);
      await expect400('PATCH', `/api/staff/accounts/${id}`, { disabled: true });
      await expect400('POST', `/api/staff/jobs/${id}/retry`, {});
    }
    await expect400('POST', '/api/staff/jobs/99999999999999999999/retry', {});
    await expect400('POST', '/api/staff/reviews/00000000-0000-4000-8000-000000000000/assignment', { staff_id: 'not-a-uuid' });
  });

  it('days: reports, exports, notices and the print batch', async () => {
    for (const day of BAD_DAYS) {
      await expect400('GET', `/api/staff/audit/export?from=${day}&to=2026-11-01`);
      await expect400('GET', `/api/staff/audit/export?from=2026-11-01&to=${day}`);
      await expect400('GET', `/api/staff/audit/export?from=${day}&to=${day}`);
      await expect400('GET', `/api/staff/funnel?from=${day}&to=${day}`);
      await expect400('GET', `/api/staff/funnel?from=${day}&to=2026-11-01`);
      await expect400('GET', `/api/staff/funnel?from=2026-11-01&to=${day}`);
      await expect400('GET', `/api/staff/notices?from=${day}`);
      await expect400('GET', `/api/staff/notices?to=${day}`);
      await expect400('POST', '/api/staff/notices/print-batch', { date: day });
    }
  });

  it('well-formed ids of nothing still answer 404, and good days 200', async () => {
    expect((await c.call('GET', '/api/staff/reviews/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await c.call('GET', '/api/staff/reviews/PAL-7Q4K-2M')).status).toBe(404);
    expect((await c.call('GET', '/api/staff/funnel?from=1900-01-01&to=1900-12-31')).status).toBe(200);
    expect((await c.call('GET', '/api/staff/notices?from=2999-12-31')).status).toBe(200);
  });
});
