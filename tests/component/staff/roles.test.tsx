// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import en from '../../../locales/en/staff.json';
import { meta, onStaffApi, renderStaff, resetNetwork, reviewDetail, signedIn } from './harness';

const ID = 'aaaaaaaa-0000-4000-8000-000000000001';

beforeEach(() => {
  resetNetwork();
  meta();
});

/** The navigation's entries as shown. */
async function navEntries(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: en.nav.label });
  return within(nav).getAllByRole('link').map((a) => a.textContent ?? '');
}

describe('what each role sees (the server decides; the console hides what it would refuse)', () => {
  it('an auditor reads an application but has no decision controls', async () => {
    signedIn(['auditor'], 'Alex Auditor');
    onStaffApi('GET', `reviews/${ID}`, { body: reviewDetail() });
    renderStaff(`/reviews/${ID}`);
    await screen.findByRole('heading', { level: 1, name: en.detail.title.replace('{{name}}', 'Robert Chen') });
    expect(screen.getByText(en.decision.readOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.decision.approve })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.decision.deny })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(await navEntries()).toEqual([en.nav.reviews, en.nav.notices, en.nav.jobs, en.nav.fundings, en.nav.audit, en.nav.funnel]);
  });

  it('a reviewer sees the queue and notices only; the accounts page tells them it is not for their role', async () => {
    signedIn(['reviewer']);
    renderStaff('/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: en.notFound.forbiddenTitle })).toBeInTheDocument();
    expect(await navEntries()).toEqual([en.nav.reviews, en.nav.notices]);
  });

  it('an administrator alone lands on the staff accounts', async () => {
    signedIn(['admin'], 'Ada Admin');
    onStaffApi('GET', 'accounts', { body: { items: [] } });
    const view = renderStaff('/');
    await screen.findByRole('heading', { level: 1, name: en.accounts.title });
    expect(view.location()).toBe('/accounts');
    expect(await navEntries()).toEqual([en.nav.accounts]);
  });

  it('a supervisor may assign and decide', async () => {
    signedIn(['supervisor'], 'Sam Supervisor');
    onStaffApi('GET', `reviews/${ID}`, { body: reviewDetail() });
    onStaffApi('GET', 'reviewers', { body: { items: [{ staff_id: '22222222-2222-4222-8222-222222222222', email: 'v@cu.example', display_name: 'Víctor' }] } });
    renderStaff(`/reviews/${ID}`);
    expect(await screen.findByRole('combobox', { name: en.assignment.label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.decision.approve })).toBeInTheDocument();
  });

  it('an unknown staff path', async () => {
    signedIn(['reviewer']);
    renderStaff('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: en.notFound.title })).toBeInTheDocument();
  });
});
