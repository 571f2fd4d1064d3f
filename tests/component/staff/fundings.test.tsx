// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../locales/en/staff.json';
import es from '../../../locales/es/staff.json';
import type { FailedFunding } from '../../../src/staff/api/types';
import { apiError, callsTo, CSRF, meta, onStaffApi, renderStaff, resetNetwork, signedIn } from './harness';

beforeEach(() => {
  resetNetwork();
  meta();
});

const VOIDED = 'aaaaaaaa-0000-4000-8000-00000000000a';
const STUCK = 'aaaaaaaa-0000-4000-8000-00000000000b';
const VOID_ERROR = 'CoreBankingError: voidLoan: answered 503 SERVICE_UNAVAILABLE';

function funding(id: string, overrides: Partial<FailedFunding> = {}): FailedFunding {
  return {
    application_id: id, reference: id === VOIDED ? 'PAL-7Q4K-2M' : 'PAL-9XZ1-0B', product: 'microloan', amount_financed: 737.91, loan_id: id === VOIDED ? '41' : '42',
    booked_at: '2026-01-05T15:00:00.000Z', failed_at: '2026-01-05T15:20:00.000Z', voided: true, voided_at: '2026-01-05T15:20:00.000Z', void_error: null,
    ...overrides,
  };
}
const stuck = () => funding(STUCK, { amount_financed: 1000, voided: false, voided_at: null, void_error: VOID_ERROR });

/** The note's field by its label (Fluent adds a required mark, hidden from assistive technology). */
const NOTE = new RegExp(`^${en.fundings.note}`);
// In jsdom, Tabster's modalizer at times leaves the dialog's surface marked aria-hidden (not so in
// Chromium, where tests/e2e/staffFundings.e2e.test.ts uses it by its roles): `hidden: true` inside it.

const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

/** The list's rows (header row left out). */
async function rows(name = en.fundings.listTitle): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name });
  return within(table).getAllByRole('row').slice(1);
}

describe('failed fundings', () => {
  it('lists each unresolved funding: reference linking to the application, amount, when it failed, the void outcome or the core\'s error', async () => {
    signedIn(['auditor']);
    onStaffApi('GET', 'fundings/unresolved', { body: { items: [funding(VOIDED), stuck()] } });
    renderStaff('/fundings');
    await screen.findByRole('heading', { level: 1, name: en.fundings.title });
    expect(await screen.findByText(fill(en.fundings.count_other, { count: 2 }))).toBeInTheDocument();
    const [voided, notVoided] = await rows();
    expect(within(voided).getByRole('link', { name: fill(en.fundings.openApplication, { reference: 'PAL-7Q4K-2M' }) })).toHaveAttribute('href', `/reviews/${VOIDED}`);
    expect(voided).toHaveTextContent('$737.91');
    expect(voided).toHaveTextContent('Jan 5, 2026');
    expect(within(voided).getByText(en.fundings.voided)).toBeInTheDocument();
    expect(within(voided).queryByText(VOID_ERROR)).not.toBeInTheDocument();
    expect(notVoided).toHaveTextContent('$1,000.00');
    expect(within(notVoided).getByText(en.fundings.notVoided)).toBeInTheDocument();
    expect(within(notVoided).getByText(VOID_ERROR)).toBeInTheDocument();
    expect(within(notVoided).getByText(en.fundings.cancelByHand)).toBeInTheDocument();
    // An auditor reads; only supervisors resolve.
    expect(screen.queryByRole('button', { name: new RegExp(`^${en.fundings.resolve}`) })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: en.fundings.action })).not.toBeInTheDocument();
    expect(callsTo('GET', 'fundings/unresolved')[0].search).toBe('?limit=200');
  });

  it('a supervisor resolves one after the confirmation: the note is checked first, sent trimmed with the CSRF token, and the row leaves the list', async () => {
    signedIn(['supervisor']);
    onStaffApi('GET', 'fundings/unresolved', { body: { items: [funding(VOIDED), stuck()] } }, { body: { items: [funding(VOIDED)] } });
    onStaffApi('POST', `fundings/${STUCK}/resolution`, { body: { application_id: STUCK, resolved_at: '2026-01-06T10:00:00.000Z' } });
    renderStaff('/fundings');
    await rows();
    fireEvent.click(screen.getByRole('button', { name: fill(en.fundings.resolveLabel, { reference: 'PAL-9XZ1-0B' }) }));
    const dialog = await screen.findByRole('alertdialog', { name: fill(en.fundings.confirmTitle, { reference: 'PAL-9XZ1-0B' }) });
    expect(dialog).toHaveTextContent(fill(en.fundings.confirmAmount, { amount: '$1,000.00' }));
    expect(dialog).toHaveTextContent(fill(en.fundings.confirmLoan, { loan: '42' }));
    expect(dialog).toHaveTextContent(en.fundings.confirmNotVoided);
    // Too short (blank around two letters): told, nothing sent.
    const note = within(dialog).getByRole('textbox', { name: NOTE, hidden: true });
    fireEvent.change(note, { target: { value: '  ok  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.fundings.resolve, hidden: true }));
    expect(await within(dialog).findByText(fill(en.fundings.noteTooShort, { min: 3 }))).toBeInTheDocument();
    expect(callsTo('POST', `fundings/${STUCK}/resolution`)).toHaveLength(0);
    fireEvent.change(note, { target: { value: '  Loan 42 canceled in core banking by hand  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.fundings.resolve, hidden: true }));
    expect(await screen.findByText(fill(en.fundings.resolved, { reference: 'PAL-9XZ1-0B' }))).toBeInTheDocument();
    const [post] = callsTo('POST', `fundings/${STUCK}/resolution`);
    expect(post.body).toEqual({ note: 'Loan 42 canceled in core banking by hand' });
    expect(post.headers.get('x-csrf-token')).toBe(CSRF);
    // Read again: the resolved row is gone, the other stays.
    await waitFor(async () => expect((await rows()).map((r) => within(r).getByRole('link').textContent)).toEqual(['PAL-7Q4K-2M']));
    expect(screen.getByText(fill(en.fundings.count_one, { count: 1 }))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('going back sends nothing; a refused resolution is told in words, with the note kept for another try', async () => {
    signedIn(['supervisor']);
    onStaffApi('GET', 'fundings/unresolved', { body: { items: [stuck()] } });
    onStaffApi('POST', `fundings/${STUCK}/resolution`, apiError(403, 'CSRF_INVALID'), apiError(404, 'NOT_FOUND'));
    renderStaff('/fundings');
    await rows();
    const open = () => fireEvent.click(screen.getByRole('button', { name: fill(en.fundings.resolveLabel, { reference: 'PAL-9XZ1-0B' }) }));
    open();
    let dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: NOTE, hidden: true }), { target: { value: 'Canceled by hand' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.back, hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('POST', `fundings/${STUCK}/resolution`)).toHaveLength(0);

    open();
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('textbox', { name: NOTE, hidden: true })).toHaveValue('Canceled by hand');
    fireEvent.click(within(dialog).getByRole('button', { name: en.fundings.resolve, hidden: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.CSRF_INVALID);
    expect(screen.queryByText('error')).not.toBeInTheDocument();
    expect(await rows()).toHaveLength(1);

    // Someone else resolved it meanwhile: said so.
    open();
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('textbox', { name: NOTE, hidden: true })).toHaveValue('Canceled by hand');
    fireEvent.click(within(dialog).getByRole('button', { name: en.fundings.resolve, hidden: true }));
    expect(await screen.findByText(en.fundings.alreadyResolved)).toBeInTheDocument();
    expect(callsTo('POST', `fundings/${STUCK}/resolution`)).toHaveLength(2);
  });

  it('nothing to resolve: says so in Spanish, with no table', async () => {
    signedIn(['supervisor']);
    onStaffApi('GET', 'fundings/unresolved', { body: { items: [] } });
    renderStaff('/fundings', 'es');
    await screen.findByRole('heading', { level: 1, name: es.fundings.title });
    expect(await screen.findByText(fill(es.fundings.count_other, { count: 0 }))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a reviewer has no such screen: no menu entry, and the address says it is not for their role', async () => {
    signedIn(['reviewer']);
    renderStaff('/fundings');
    expect(await screen.findByRole('heading', { level: 1, name: en.notFound.forbiddenTitle })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: en.nav.label });
    expect(within(nav).queryByRole('link', { name: en.nav.fundings })).not.toBeInTheDocument();
    expect(callsTo('GET', 'fundings/unresolved')).toHaveLength(0);
  });
});
