// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../locales/en/staff.json';
import es from '../../../locales/es/staff.json';
import esProduct from '../../../locales/es/product.json';
import type { FunnelReport, FunnelSlice } from '../../../src/staff/api/types';
import { utcDay } from '../../../src/staff/format';
import { callsTo, meta, onStaffApi, renderStaff, resetNetwork, reviewDetail, signedIn } from './harness';

const ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const TEXTS = { en, es } as const;

beforeEach(() => {
  resetNetwork();
  meta();
});

/** The text of the `dd` beside the `dt` reading `label` in `section`. */
function fact(section: HTMLElement, label: string): string {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('the console says everything in words, in English and Spanish', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`the application's facts have a label and a value in ${lang}, never a raw key or code`, async () => {
      const t = TEXTS[lang];
      signedIn(['reviewer']);
      onStaffApi('GET', `reviews/${ID}`, {
        body: reviewDetail({
          answers: { loan_amount: 750, monthly_housing_expenses: 1250, loan_purpose: 'RENT', is_automatic_payments_enabled: true },
          member: {
            member_id: 'M-1004', member_since: '2018-01-01', membership_months: 96, monthly_direct_deposits: 0, military_covered: false, core_banking_status: 'ok',
            accounts: [{ type: 'checking', description: 'Premier Checking', last_four: '8804', balance: 5400 }, { type: 'savings', description: 'Share Savings', last_four: '1111', balance: 20 }],
            loans: [{ product: 'PAL', opened_on: '2025-01-01', closed_on: '2025-03-01', amount: 500, days_past_due: 0 }],
          },
        }),
      });
      renderStaff(`/reviews/${ID}`, lang);
      await screen.findByRole('heading', { level: 1, name: t.detail.title.replace('{{name}}', 'Robert Chen') });
      const applicant = screen.getByRole('region', { name: t.detail.applicant.title });
      expect(fact(applicant, t.detail.answers.fields.is_automatic_payments_enabled)).toBe(t.common.yes);
      const member = screen.getByRole('region', { name: t.detail.member.title });
      expect(fact(member, t.detail.member.status)).toBe(t.detail.member.statuses.ok);
      const accounts = within(member).getByRole('table', { name: t.detail.member.accounts });
      expect(within(accounts).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([t.detail.member.accountTypes.checking, t.detail.member.accountTypes.savings]);
      const loans = within(member).getByRole('table', { name: t.detail.member.loans });
      expect(within(loans).getAllByRole('cell')[0].textContent).toBe(t.detail.member.loanProducts.PAL);
      // No field name, account type or status code is shown as it is stored.
      const shown = `${applicant.textContent} ${member.textContent}`;
      for (const raw of ['is_automatic_payments_enabled', 'checking', 'savings', 'true']) expect(shown).not.toContain(raw);
      expect(within(member).queryByText('ok')).toBeNull();
      expect(within(loans).queryByText('PAL')).toBeNull();
    });
  }

  it('the audit trail\'s details are words in Spanish: no field name, code or true/false', async () => {
    signedIn(['reviewer']);
    onStaffApi('GET', `reviews/${ID}`, {
      body: reviewDetail({
        events: [
          { id: '1', at: '2026-01-05T15:00:00.000Z', type: 'identity_verified', from_step: null, to_step: 'LOAN_AMOUNT', actor: null, ip: null, detail: { device: '3f11b167ef215457', same_device_as_apply: true } },
          { id: '2', at: '2026-01-05T15:01:00.000Z', type: 'form_submitted', from_step: 'LOAN_AMOUNT', to_step: 'HOUSING_EXPENSES', actor: null, ip: null, detail: { form: 'LOAN_AMOUNT', fields: ['amount'] } },
          { id: '3', at: '2026-01-05T15:02:00.000Z', type: 'decided', from_step: 'PROCESSING_APPLICATION', to_step: 'PROCESSING_APPLICATION', actor: null, ip: null, detail: { decision: 'manual_review', reasons: ['INCOME_NOT_VERIFIABLE'] } },
        ],
      }),
    });
    renderStaff(`/reviews/${ID}`, 'es');
    const trail = await screen.findByRole('table', { name: es.audit.trailTitle });
    const details = within(trail).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').at(-1)!.textContent);
    expect(details).toEqual([
      `${es.audit.details.device}: 3f11b167ef215457; ${es.audit.details.same_device_as_apply}: ${es.common.yes}`,
      `${es.audit.details.form}: ${es.steps.LOAN_AMOUNT}; ${es.audit.details.fields}: ${es.audit.formFields.amount}`,
      `${es.audit.details.decision}: ${es.audit.decisions.manual_review}; ${es.audit.details.reasons}: ${es.reasons.INCOME_NOT_VERIFIABLE}`,
    ]);
  });

  it('the Spanish product name is the one a credit union uses', async () => {
    signedIn(['reviewer']);
    onStaffApi('GET', `reviews/${ID}`, { body: reviewDetail() });
    renderStaff(`/reviews/${ID}`, 'es');
    await screen.findByRole('heading', { level: 1, name: es.detail.title.replace('{{name}}', 'Robert Chen') });
    expect(esProduct.microloan.name).toBe('Préstamo alternativo al préstamo de día de pago');
    expect(screen.getAllByText(esProduct.microloan.name).length).toBeGreaterThan(0);
  });

  it('the funnel shows what no language accounts for as its own bucket, so the languages add up to the total', async () => {
    signedIn(['supervisor']);
    const slice = (key: string, steps: Array<[string, number]>): FunnelSlice => ({
      key,
      steps: steps.map(([step, applications]) => ({ step, applications, conversion: null })),
      outcomes: { approved: 0, denied: 0, denied_by_reason: {}, manual_review: 0, funded: 0, canceled: 0, declined: 0, processing_error: 0 },
    });
    const report: FunnelReport = {
      from: '2026-01-01', to: '2026-01-31', product: null,
      total: slice('all', [['MAIN_APPLY', 5], ['OTP_VERIFY', 4]]),
      by_language: [slice('en', [['OTP_VERIFY', 2]]), slice('es', [['OTP_VERIFY', 1]]), slice('unknown', [['MAIN_APPLY', 5], ['OTP_VERIFY', 1]])],
      by_channel: [],
      by_brand: [],
    };
    onStaffApi('GET', 'funnel', { body: report });
    renderStaff('/funnel', 'es');
    await screen.findByRole('heading', { level: 1, name: es.funnel.title });
    fireEvent.click(screen.getByRole('button', { name: es.funnel.show }));
    const bucket = await screen.findByRole('heading', { level: 3, name: es.languageNames.unknown });
    expect(bucket).toBeInTheDocument();
    expect(screen.getByText(es.funnel.languageNote)).toBeInTheDocument();
    const steps = screen.getByRole('table', { name: es.funnel.stepsCaption.replace('{{name}}', es.languageNames.unknown) });
    expect(within(steps).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['5', '1']);
  });

  it('the date fields of the audit export are written in the console\'s language: dd/mm/aaaa in Spanish', async () => {
    signedIn(['auditor']);
    renderStaff('/audit', 'es');
    await screen.findByRole('heading', { level: 1, name: es.auditExport.title });
    const from = screen.getByLabelText(es.range.from) as HTMLInputElement;
    const to = screen.getByLabelText(es.range.to) as HTMLInputElement;
    const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');
    expect(from.value).toBe(dayMonthYear(utcDay(-29)));
    expect(to.value).toBe(dayMonthYear(utcDay(0)));
    expect(from.type).toBe('text');
    expect(from.lang).toBe('es');
    expect(screen.getAllByText(es.range.dayHint)).toHaveLength(2);
    // 02/01/2026 is the 2nd of January in Spanish.
    onStaffApi('GET', 'audit/export', { body: 'event_id' });
    fireEvent.change(from, { target: { value: '02/01/2026' } });
    fireEvent.change(to, { target: { value: '31/01/2026' } });
    fireEvent.click(screen.getByRole('button', { name: es.auditExport.download }));
    await waitFor(() => expect(callsTo('GET', 'audit/export')[0]?.search).toBe('?from=2026-01-02&to=2026-01-31'));
  });

  it('the date fields are month first in English, and a day that does not exist is refused', async () => {
    signedIn(['supervisor']);
    renderStaff('/funnel', 'en');
    await screen.findByRole('heading', { level: 1, name: en.funnel.title });
    const from = screen.getByLabelText(en.range.from) as HTMLInputElement;
    const [y, m, d] = utcDay(-29).split('-');
    expect(from.value).toBe(`${m}/${d}/${y}`);
    expect(screen.getAllByText(en.range.dayHint)).toHaveLength(2);
    fireEvent.change(from, { target: { value: '31/01/2026' } });
    fireEvent.click(screen.getByRole('button', { name: en.funnel.show }));
    expect(await screen.findByText(en.range.invalidDay)).toBeInTheDocument();
    expect(callsTo('GET', 'funnel')).toHaveLength(0);
  });
});
