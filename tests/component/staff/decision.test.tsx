// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../locales/en/staff.json';
import es from '../../../locales/es/staff.json';
import { apiError, callsTo, CSRF, meta, onStaffApi, renderStaff, resetNetwork, reviewDetail, signedIn } from './harness';

const ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const DETAIL = `reviews/${ID}`;
const DECISION = `reviews/${ID}/decision`;

beforeEach(() => {
  resetNetwork();
  signedIn(['reviewer']);
  meta();
});

async function openDetail(language: 'en' | 'es' = 'en') {
  const view = renderStaff(`/reviews/${ID}`, language);
  await screen.findByRole('heading', { level: 1, name: (language === 'en' ? en : es).detail.title.replace('{{name}}', 'Robert Chen') });
  return view;
}

describe('the decision of a reviewer', () => {
  it('denies with the reasons picked, after a confirmation that lists them, sending the version seen and the CSRF token', async () => {
    onStaffApi('GET', DETAIL, { body: reviewDetail() }, { body: reviewDetail({ awaiting_review: false, step: 'APPLICATION_DENIED', version: 8, outcome: { reasons: ['DELINQUENT', 'INSUFFICIENT_INCOME'] } }) });
    onStaffApi('POST', DECISION, { body: { application_id: ID, step: 'APPLICATION_DENIED', version: 8, decision: 'denied', reasons: ['DELINQUENT', 'INSUFFICIENT_INCOME'] } });
    await openDetail();
    fireEvent.click(await screen.findByRole('checkbox', { name: en.reasons.DELINQUENT }));
    fireEvent.click(screen.getByRole('checkbox', { name: en.reasons.INSUFFICIENT_INCOME }));
    fireEvent.click(screen.getByRole('button', { name: en.decision.deny }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(en.decision.confirmDenyTitle.replace('{{name}}', 'Robert Chen'))).toBeInTheDocument();
    // The application's language (Spanish) is named in the page's language.
    expect(within(dialog).getByText(en.decision.confirmDeny.replace('{{language}}', en.languageInText.es))).toBeInTheDocument();
    // In jsdom, Tabster's modalizer at times leaves the surface marked aria-hidden (not so in
    // Chromium: the browser test tests/e2e/staffReview.e2e.test.ts uses the dialog by its roles):
    // the dialog's roles are read regardless of it here.
    expect(within(dialog).getAllByRole('listitem', { hidden: true }).map((li) => li.textContent)).toEqual([en.reasons.DELINQUENT, en.reasons.INSUFFICIENT_INCOME]);
    expect(callsTo('POST', DECISION)).toHaveLength(0);
    fireEvent.click(await within(dialog).findByRole('button', { name: en.decision.deny, hidden: true }));
    await screen.findByText(en.decision.denied);
    const [call] = callsTo('POST', DECISION);
    expect(call.body).toEqual({ version: 7, decision: 'deny', reasons: ['DELINQUENT', 'INSUFFICIENT_INCOME'] });
    expect(call.headers.get('x-csrf-token')).toBe(CSRF);
    // The page shows the application as it now is.
    await screen.findByText(en.decision.notAwaiting.replace('{{step}}', en.steps.APPLICATION_DENIED));
    expect(callsTo('GET', DETAIL).length).toBeGreaterThanOrEqual(2);
  });

  it('sends nothing without a reason, or with more than the catalogue allows, and says so', async () => {
    onStaffApi('GET', DETAIL, { body: reviewDetail() });
    await openDetail();
    await screen.findByRole('checkbox', { name: en.reasons.DELINQUENT });
    fireEvent.click(screen.getByRole('button', { name: en.decision.deny }));
    expect(await screen.findByText(en.decision.reasonsCount.replace('{{max}}', '4'))).toBeInTheDocument();
    for (const code of ['DELINQUENT', 'INSUFFICIENT_INCOME', 'PAL_LOAN_OPEN', 'NO_CHECKING_ACCOUNT', 'UNDER_MINIMUM_AGE'] as const) {
      fireEvent.click(screen.getByRole('checkbox', { name: en.reasons[code] }));
    }
    fireEvent.click(screen.getByRole('button', { name: en.decision.deny }));
    expect(screen.getByText(en.decision.reasonsCount.replace('{{max}}', '4'))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('POST', DECISION)).toHaveLength(0);
  });

  it('approves after a confirmation; going back from it sends nothing', async () => {
    onStaffApi('GET', DETAIL, { body: reviewDetail() });
    onStaffApi('POST', DECISION, { body: { application_id: ID, step: 'OFFER_REVIEW', version: 8, decision: 'approved', reasons: [] } });
    await openDetail('es');
    fireEvent.click(await screen.findByRole('button', { name: es.decision.approve }));
    let dialog = await screen.findByRole('alertdialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: es.common.back, hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('POST', DECISION)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: es.decision.approve }));
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(es.decision.confirmApprove_one.replace('{{count}}', '1').replace('{{language}}', es.languageInText.es))).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('button', { name: es.decision.approve, hidden: true }));
    await screen.findByText(es.decision.approved);
    expect(callsTo('POST', DECISION)[0].body).toEqual({ version: 7, decision: 'approve', reasons: [] });
  });

  it('told "another reviewer decided this first" on a 409, and the application is fetched again', async () => {
    onStaffApi('GET', DETAIL, { body: reviewDetail() }, { body: reviewDetail({ awaiting_review: false, step: 'OFFER_REVIEW', version: 9 }) });
    onStaffApi('POST', DECISION, apiError(409, 'CONFLICT'));
    await openDetail();
    fireEvent.click(await screen.findByRole('button', { name: en.decision.approve }));
    fireEvent.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: en.decision.approve, hidden: true }));
    expect(await screen.findByText(en.decision.conflictTitle)).toBeInTheDocument();
    expect(screen.getByText(en.decision.conflict)).toBeInTheDocument();
    await screen.findByText(en.decision.notAwaiting.replace('{{step}}', en.steps.OFFER_REVIEW));
    expect(callsTo('GET', DETAIL)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: en.decision.approve })).not.toBeInTheDocument();
  });

  it('says a last payment that is less than the others apart ("$343.39, the last $343.36"), and no last when all are the same', async () => {
    const offers = [
      { offer_id: 'o3', number_of_payments: 3, amount_financed: 980, total_of_payments: 1030.14, amount_of_payments: 343.39, final_payment_amount: 343.36 },
      { offer_id: 'o6', number_of_payments: 6, amount_financed: 980, total_of_payments: 541.2, amount_of_payments: 90.2, final_payment_amount: 90.2 },
    ];
    onStaffApi('GET', DETAIL, { body: reviewDetail({ offers }) });
    await openDetail();
    expect(screen.getByRole('cell', { name: '$343.39, the last $343.36' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$90.20' })).toBeInTheDocument();
  });

  it('shows the SSN last four and the age, and no approval while no offer can be priced', async () => {
    onStaffApi('GET', DETAIL, { body: reviewDetail({ offers: [] }) });
    await openDetail();
    expect(screen.getByText('•••-••-0004')).toBeInTheDocument();
    expect(screen.getByText(en.detail.applicant.years_other.replace('{{count}}', '54'))).toBeInTheDocument();
    expect(screen.getByText(en.detail.offers.none)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.decision.approve })).toHaveAttribute('aria-disabled', 'true');
  });
});
