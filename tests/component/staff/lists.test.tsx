// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../locales/en/staff.json';
import type { FunnelReport, FunnelSlice, Notice } from '../../../src/staff/api/types';
import { apiError, callsTo, CSRF, meta, onStaffApi, renderStaff, resetNetwork, signedIn } from './harness';

beforeEach(() => {
  resetNetwork();
  meta();
});

const APP = 'aaaaaaaa-0000-4000-8000-000000000001';

function notice(status: Notice['status'], id: string): Notice {
  return { id, application_id: APP, kind: 'adverse_action', channel: status === 'failed' ? 'delivery' : 'print', status, language: 'es', created_at: '2026-01-05T15:00:00.000Z', sent_at: null, attempts: 5, last_error: status === 'failed' ? 'SMS provider down' : null, job_id: status === 'failed' ? '42' : null, print_batch: status === 'printed' ? '2026-01-05' : null };
}

describe('queue, notices and the funnel', () => {
  it('lists the queue in the order the server gives (oldest first) with age and reasons, and filters by product', async () => {
    signedIn(['reviewer']);
    const item = (name: string, seconds: number) => ({ application_id: `${APP.slice(0, -1)}${seconds % 10}`, product: 'microloan', version: 3, applicant_name: name, language: 'en', loan_amount: 750, reasons: ['INCOME_NOT_VERIFIABLE'], created_at: '2026-01-01T00:00:00Z', waiting_since: '2026-01-01T00:00:00Z', waiting_seconds: seconds, assigned_to: null });
    onStaffApi('GET', 'reviews', (call) => ({ body: call.search.includes('product=pal2') ? { total: 0, items: [] } : { total: 2, items: [item('Robert Chen', 3 * 86400 + 5), item('Lucía Ramos', 2 * 3600 + 1)] } }));
    renderStaff('/reviews');
    const table = await screen.findByRole('table', { name: en.queue.listTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Robert Chen', 'Lucía Ramos']);
    expect(within(rows[0]).getByText(en.age.days_other.replace('{{count}}', '3'))).toBeInTheDocument();
    expect(within(rows[1]).getByText(en.age.hours_other.replace('{{count}}', '2'))).toBeInTheDocument();
    expect(within(rows[0]).getByText(en.reasons.INCOME_NOT_VERIFIABLE)).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Robert Chen' })).toHaveAttribute('href', expect.stringMatching(/^\/reviews\/aaaaaaaa-/));
    fireEvent.change(screen.getByRole('combobox', { name: en.filters.product }), { target: { value: 'pal2' } });
    expect(await screen.findByText(en.queue.count_other.replace('{{count}}', '0'))).toBeInTheDocument();
    expect(callsTo('GET', 'reviews').at(-1)?.search).toContain('product=pal2');
  });

  it('a supervisor retries a failed notice (with the CSRF token); a reviewer is offered no retry', async () => {
    signedIn(['supervisor']);
    onStaffApi('GET', 'notices', { body: { items: [notice('failed', 'n1'), notice('sent', 'n2')] } });
    onStaffApi('POST', 'jobs/42/retry', { body: { id: '42', kind: 'notice-adverse-action', application_id: APP, status: 'queued' } });
    const view = renderStaff('/notices');
    const retry = await screen.findByRole('button', { name: en.notices.retryLabel.replace('{{id}}', APP.slice(0, 8)) });
    expect(screen.getAllByRole('button', { name: /Send the notice/ })).toHaveLength(1);
    fireEvent.click(retry);
    expect(await screen.findByText(en.jobs.retried.replace('{{kind}}', en.jobs.kinds['notice-adverse-action']).replace('{{id}}', APP.slice(0, 8)))).toBeInTheDocument();
    expect(callsTo('POST', 'jobs/42/retry')[0].headers.get('x-csrf-token')).toBe(CSRF);
    view.unmount();

    resetNetwork();
    meta();
    signedIn(['reviewer']);
    onStaffApi('GET', 'notices', { body: { items: [notice('failed', 'n1')] } });
    renderStaff('/notices');
    await screen.findByRole('table', { name: en.notices.listTitle });
    expect(screen.queryByRole('button', { name: en.jobs.retry })).not.toBeInTheDocument();
  });

  it('offers reviewers and supervisors the day\'s printable letters, posts the day with the CSRF token, downloads the PDF and reads the notices again', async () => {
    signedIn(['supervisor']);
    onStaffApi('GET', 'notices', { body: { items: [notice('awaiting_print', 'n3'), notice('sent', 'n2')] } }, { body: { items: [notice('printed', 'n3'), notice('sent', 'n2')] } });
    onStaffApi('POST', 'notices/print-batch', { body: { fake: 'pdf' } }, apiError(404, 'NOT_FOUND'));
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:letters');
    URL.revokeObjectURL = () => undefined;
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    renderStaff('/notices');
    await screen.findByRole('heading', { name: en.notices.print.title });
    expect(screen.getByText(en.notices.print.help_one.replace('{{count}}', '1'))).toBeInTheDocument();
    expect(screen.getAllByText(en.notices.channels.print, { selector: 'td' })).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(en.notices.print.date), { target: { value: '01/05/2026' } });
    fireEvent.click(screen.getByRole('button', { name: en.notices.print.download }));
    expect(await screen.findByText(en.notices.print.done.replace('{{file}}', 'letters-2026-01-05.pdf'))).toBeInTheDocument();
    const post = callsTo('POST', 'notices/print-batch')[0];
    expect(post.body).toEqual({ date: '2026-01-05' });
    expect(post.headers.get('x-csrf-token')).toBe(CSRF);
    expect(created).toHaveLength(1);
    expect(downloads).toEqual(['letters-2026-01-05.pdf blob:letters']);
    // The list is read again: the letter now shows printed, with its batch.
    expect(await screen.findByText(en.notices.printBatch.replace('{{date}}', '2026-01-05'))).toBeInTheDocument();
    expect(screen.getByText(en.notices.print.help_zero)).toBeInTheDocument();
    // A day without letters says so.
    fireEvent.change(screen.getByLabelText(en.notices.print.date), { target: { value: '01/01/2001' } });
    fireEvent.click(screen.getByRole('button', { name: en.notices.print.download }));
    expect(await screen.findByText(en.notices.print.empty.replace('{{date}}', 'Jan 1, 2001'))).toBeInTheDocument();
    click.mockRestore();
  });

  it('an auditor sees the notices but is not offered the printable letters', async () => {
    signedIn(['auditor']);
    onStaffApi('GET', 'notices', { body: { items: [notice('awaiting_print', 'n3')] } });
    renderStaff('/notices');
    await screen.findByRole('table', { name: en.notices.listTitle });
    expect(screen.queryByRole('heading', { name: en.notices.print.title })).not.toBeInTheDocument();
  });

  it('the funnel: a backwards range is refused before any call; bars scale to the largest number, each number beside its bar', async () => {
    signedIn(['supervisor']);
    const slice = (key: string, counts: number[]): FunnelSlice => ({
      key,
      steps: counts.map((n, i) => ({ step: ['MAIN_APPLY', 'OTP_VERIFY', 'LOAN_AMOUNT'][i], applications: n, conversion: i === 0 ? null : n / counts[i - 1] })),
      outcomes: { approved: 1, denied: 2, denied_by_reason: { DELINQUENT: 2 }, manual_review: 1, funded: 0, canceled: 0, declined: 0, processing_error: 0 },
    });
    const report: FunnelReport = { from: '2026-01-01', to: '2026-01-31', product: null, total: slice('all', [40, 30, 10]), by_language: [slice('en', [0, 20, 6])], by_channel: [slice('web', [40, 30, 8]), { ...slice('launch', [2]), steps: [{ step: 'LOAN_AMOUNT', applications: 2, conversion: null }] }], by_brand: [slice('Harbor', [40, 30, 10])] };
    onStaffApi('GET', 'funnel', { body: report });
    renderStaff('/funnel');
    await screen.findByRole('heading', { level: 1, name: en.funnel.title });
    fireEvent.change(screen.getByLabelText(en.range.from), { target: { value: '02/01/2026' } });
    fireEvent.change(screen.getByLabelText(en.range.to), { target: { value: '01/01/2026' } });
    fireEvent.click(screen.getByRole('button', { name: en.funnel.show }));
    expect(await screen.findByText(en.range.backwards)).toBeInTheDocument();
    expect(callsTo('GET', 'funnel')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(en.range.from), { target: { value: '01/01/2026' } });
    fireEvent.change(screen.getByLabelText(en.range.to), { target: { value: '01/31/2026' } });
    fireEvent.click(screen.getByRole('button', { name: en.funnel.show }));
    const steps = await screen.findByRole('table', { name: en.funnel.stepsCaption.replace('{{name}}', en.funnel.total) });
    await waitFor(() => expect(callsTo('GET', 'funnel')[0].search).toBe('?from=2026-01-01&to=2026-01-31'));
    const rows = within(steps).getAllByRole('row').slice(1);
    const widths = rows.map((r) => Number(r.querySelectorAll('rect')[1].getAttribute('width')));
    expect(widths).toEqual([100, 75, 25]);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([['40', '–'], ['30', '75.0%'], ['10', '33.3%']]);
    // The bar is drawing only: assistive technology reads the row's label and numbers.
    expect(rows[0].querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('table', { name: en.funnel.deniedCaption.replace('{{name}}', en.funnel.total) })).toHaveTextContent(en.reasons.DELINQUENT);
    expect(screen.getByRole('heading', { level: 3, name: en.languageNames.en })).toBeInTheDocument();
    // By channel: the apply form and code, and online banking (from the loan amount), with the note.
    expect(screen.getByRole('heading', { level: 2, name: en.funnel.byChannel })).toBeInTheDocument();
    expect(screen.getByText(en.funnel.channelNote)).toBeInTheDocument();
    const launched = screen.getByRole('table', { name: en.funnel.stepsCaption.replace('{{name}}', en.detail.applicant.channels.launch) });
    expect(within(launched).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['2']);
    expect(screen.getByRole('heading', { level: 3, name: en.detail.applicant.channels.web })).toBeInTheDocument();
  });
});
