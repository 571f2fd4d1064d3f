import { funnelCounts } from '../../server/observability/funnel';
import { funnelLines } from '../../server/observability/funnelReport';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { launchPlatformForSuite } from '../helpers/launchPlatform';
import { addStaff, StaffClient } from '../helpers/staff';
import { suiteApp } from '../helpers/testApp';

/** Each test drives HTTP calls on a shared machine: generous. */
const TEST_TIMEOUT_MS = 120_000;

type Slice = { key: string; steps: Array<{ step: string; applications: number; conversion: number | null }> };

describe.each(dbTargets())('the funnel split by channel (web / launch) on $name', (target) => {
  const { env, platform } = launchPlatformForSuite();
  const t = suiteApp(target, { env });

  it('two launched applications and one from the apply form: the staff funnel and the report split them by channel', async () => {
    for (const [member, locale] of [['M-1001', 'en'], ['M-1006', 'es']] as const) {
      const r = await t.app.inject({ method: 'GET', url: `/launch/microloan?token=${encodeURIComponent(await platform().token({ member, locale }, t.clock.now()))}` });
      expect(r.statusCode).toBe(303);
    }
    const web = new Applicant(injectTransport(t.app));
    await web.signIn({ firstName: 'Emily', lastName: 'Davis', ssn: '100000007', phoneNumber: '2025550107', dob: '1988-12-12' });

    const supervisor = new StaffClient(t.app, '10.9.0.1');
    expect((await supervisor.login(await addStaff(t.app, ['supervisor']), t.clock.now())).status).toBe(200);
    const day = t.clock.now().toISOString().slice(0, 10);
    const r = await supervisor.call<{ total: Slice; by_channel: Slice[] }>('GET', `/api/staff/funnel?from=${day}&to=${day}&product=microloan`);
    expect(r.status).toBe(200);
    expect(r.body.by_channel.map((c) => c.key)).toEqual(['web', 'launch']);
    const [webSlice, launchSlice] = r.body.by_channel;
    const at = (slice: Slice, step: string) => slice.steps.find((s) => s.step === step)?.applications;
    // The web channel: a code sent and verified, then the loan amount.
    expect(webSlice.steps[0]).toEqual({ step: 'MAIN_APPLY', applications: 1, conversion: null });
    expect(at(webSlice, 'OTP_VERIFY')).toBe(1);
    expect(at(webSlice, 'LOAN_AMOUNT')).toBe(1);
    // A launch sends no code: its funnel starts at the loan amount.
    expect(launchSlice.steps[0]).toEqual({ step: 'LOAN_AMOUNT', applications: 2, conversion: null });
    expect(launchSlice.steps.some((s) => s.step === 'MAIN_APPLY' || s.step === 'OTP_VERIFY')).toBe(false);
    // The channels add up to the total, step by step.
    for (const { step, applications } of r.body.total.steps) {
      expect({ step, split: (at(webSlice, step) ?? 0) + (at(launchSlice, step) ?? 0) }).toEqual({ step, split: applications });
    }
    // Nothing personal in the report.
    expect(JSON.stringify(r.body)).not.toMatch(/100000007|1988-12-12|M-100\d/);

    // `npm run report:funnel` prints the same split (server/cli/report-funnel.ts: funnelCounts, funnelLines).
    const from = new Date(`${day}T00:00:00Z`);
    const lines = funnelLines(await funnelCounts(t.db, from, new Date(from.getTime() + 86_400_000)), 'microloan');
    expect(lines[1].trim().split(/\s+/).slice(-4)).toEqual(['en', 'es', 'web', 'launch']);
    const row = (step: string) => lines.find((l) => l.trim().startsWith(`${step} `))!.trim().split(/\s+/);
    expect(row('MAIN_APPLY')).toEqual(['MAIN_APPLY', '1', '100.0%', '100.0%', '1', '0']);
    expect(row('LOAN_AMOUNT')).toEqual(['LOAN_AMOUNT', '3', '300.0%', '300.0%', '2', '1', '1', '2']);
  }, TEST_TIMEOUT_MS);
});
