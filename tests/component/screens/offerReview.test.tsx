// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import OfferReviewScreen from '../../../src/screens/offer/OfferReviewScreen';
import { APPLICATION_KEY } from '../../../src/api/application';
import type { ApplicationView } from '../../../src/core/application';
import { apiError, application, callsTo, onApi, renderScreen, resetNetwork, schedule, type StubAnswer } from './harness';

const PATH = '/application/review-offer';
const THREE = schedule({ offer_id: 'offer-3', number_of_payments: 3 });
const SIX = schedule({
  offer_id: 'offer-6',
  number_of_payments: 6,
  amount_financed: 500,
  finance_charge: 41.2,
  total_of_payments: 541.2,
  amount_of_payments: 90.2,
  initial_payment_date: '2027-01-05',
  final_payment_date: '2027-06-05',
});

function offerApplication(overrides: Partial<ApplicationView> = {}): ApplicationView {
  return application({
    step: 'OFFER_REVIEW',
    allowed_steps: ['OFFER_REVIEW'],
    loan_schedules: [THREE, SIX],
    selected_offer_id: null,
    selected_loan_schedule: null,
    is_automatic_payments_enabled: false,
    automatic_payment_apr_discount: 0.005,
    ...overrides,
  });
}

function selectedAnswer(offer = SIX): StubAnswer {
  return { body: offerApplication({ selected_offer_id: offer.offer_id, selected_loan_schedule: offer }) };
}

function deferred() {
  let resolve!: (answer: StubAnswer) => void;
  const promise = new Promise<StubAnswer>((r) => (resolve = r));
  return { promise, resolve };
}

function radios() {
  return within(screen.getByRole('radiogroup', { name: 'Loan offers' })).getAllByRole('radio');
}

function renderOffer(app = offerApplication()) {
  return renderScreen(<OfferReviewScreen />, { path: PATH, application: app });
}

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
});

describe('Offer review screen', () => {
  it('shows one radio card per schedule with the loan terms', () => {
    renderOffer();
    expect(radios()).toHaveLength(2);
    const six = radios()[1];
    expect(six).toHaveAccessibleName('$500.00 over 6 payments');
    expect(six).toHaveAttribute('aria-checked', 'false');
    const card = within(six);
    expect(card.getByText('27.99%')).toBeInTheDocument();
    expect(card.getByText('$41.20')).toBeInTheDocument();
    expect(card.getByText('$541.20')).toBeInTheDocument();
    expect(card.getByText('$90.20')).toBeInTheDocument();
    expect(card.getByText('January 5, 2027')).toBeInTheDocument();
    expect(card.getByText('June 5, 2027')).toBeInTheDocument();
  });

  it('keeps Accept offer disabled until an offer is selected', async () => {
    onApi('POST', 'application/select-offer', selectedAnswer(SIX));
    renderOffer();
    const accept = screen.getByRole('button', { name: 'Accept offer' });
    expect(accept).toBeDisabled();
    fireEvent.click(radios()[1]);
    await waitFor(() => expect(radios()[1]).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(accept).toBeEnabled());
    expect(callsTo('POST', 'application/select-offer')[0].body).toEqual({ offer_id: 'offer-6' });
    expect(JSON.parse(sessionStorage.getItem('selected_loan_schedule') ?? '{}')).toMatchObject({ offer_id: 'offer-6' });
  });

  it('selects with the keyboard: arrows move and select, Enter and Space select', async () => {
    onApi('POST', 'application/select-offer', ({ body }) =>
      selectedAnswer((body as { offer_id: string }).offer_id === 'offer-3' ? THREE : SIX),
    );
    renderOffer();
    const [first, second] = radios();
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    await waitFor(() => expect(radios()[1]).toHaveAttribute('aria-checked', 'true'));
    expect(radios()[1]).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(radios()[1], { key: 'ArrowDown' });
    expect(radios()[0]).toHaveFocus();
    await waitFor(() => expect(radios()[0]).toHaveAttribute('aria-checked', 'true'));
    fireEvent.keyDown(radios()[1], { key: 'Enter' });
    await waitFor(() => expect(radios()[1]).toHaveAttribute('aria-checked', 'true'));
    fireEvent.keyDown(radios()[0], { key: ' ' });
    await waitFor(() => expect(radios()[0]).toHaveAttribute('aria-checked', 'true'));
    expect(callsTo('POST', 'application/select-offer').map((c) => (c.body as { offer_id: string }).offer_id)).toEqual([
      'offer-6',
      'offer-3',
      'offer-6',
      'offer-3',
    ]);
  });

  it('shows the selection at once and rolls it back when select-offer fails', async () => {
    const answer = deferred();
    onApi('POST', 'application/select-offer', () => answer.promise);
    const view = renderOffer();
    fireEvent.click(radios()[0]);
    await waitFor(() => expect(radios()[0]).toHaveAttribute('aria-checked', 'true'));
    expect(view.queryClient.getQueryData<ApplicationView>(APPLICATION_KEY)?.selected_offer_id).toBe('offer-3');
    answer.resolve(apiError(500, 'INTERNAL_ERROR'));
    await waitFor(() => expect(radios()[0]).toHaveAttribute('aria-checked', 'false'));
    expect(view.queryClient.getQueryData<ApplicationView>(APPLICATION_KEY)?.selected_offer_id).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept offer' })).toBeDisabled();
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('the "Automatic payments" switch shows the discount, posts the flag and confirms when on', async () => {
    onApi('POST', 'application/enable-automatic-payments', { body: offerApplication({ is_automatic_payments_enabled: true }) });
    renderOffer();
    expect(screen.getByText('Save 0.50% on your APR')).toBeInTheDocument();
    const autopay = screen.getByRole('switch', { name: 'Automatic payments' });
    expect(autopay).not.toBeChecked();
    fireEvent.click(autopay);
    await waitFor(() => expect(autopay).toBeChecked());
    expect(await screen.findByText(/Automatic payments are on/)).toBeInTheDocument();
    expect(callsTo('POST', 'application/enable-automatic-payments')[0].body).toEqual({ is_automatic_payments_enabled: true });
  });

  it.each([
    ['en', 'Automatic payments', 'Save 0.50% on your APR'],
    ['es', 'Pagos automáticos', 'Ahorre 0.50% en su APR'],
  ] as const)('(%s) the discount is a second line of the switch label: named by the label, described by the discount', (language, name, discount) => {
    renderScreen(<OfferReviewScreen />, { path: '/application/review-offer', application: offerApplication(), language });
    const autopay = screen.getByRole('switch', { name });
    expect(autopay).toHaveAccessibleName(name);
    expect(autopay).toHaveAccessibleDescription(discount);
    // Inside the switch's own label, so it sits under the label text (not under the toggle) and wraps with it.
    const label = autopay.closest('.fui-Switch')?.querySelector('label');
    expect(label).toHaveTextContent(`${name}${discount}`);
    expect(screen.getByText(discount).tagName).toBe('SPAN');
  });

  it('rolls the switch back when enabling automatic payments fails', async () => {
    const answer = deferred();
    onApi('POST', 'application/enable-automatic-payments', () => answer.promise);
    renderOffer();
    fireEvent.click(screen.getByRole('switch', { name: 'Automatic payments' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Automatic payments' })).toBeChecked());
    answer.resolve(apiError(500, 'INTERNAL_ERROR'));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Automatic payments' })).not.toBeChecked());
    expect(callsTo('POST', 'application/enable-automatic-payments')).toHaveLength(1);
    expect(screen.queryByText(/Automatic payments are on/)).toBeNull();
  });

  it('Accept offer posts accept-offer and follows the returned step', async () => {
    onApi('POST', 'application/accept-offer', { body: offerApplication({ step: 'DOCUSIGN', selected_offer_id: 'offer-3' }) });
    const view = renderOffer(offerApplication({ selected_offer_id: 'offer-3', selected_loan_schedule: THREE }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(view.location()).toBe('/application/sign'));
    expect(callsTo('POST', 'application/accept-offer')).toHaveLength(1);
  });

  it('Decline opens a dialog; keeping the offer posts nothing', async () => {
    const view = renderOffer();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Decline this offer?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', 'application/decline-offer')).toHaveLength(0);
    expect(view.location()).toBe(PATH);
  });

  it.each([
    ['succeeds', { body: {} }],
    ['fails', apiError(500, 'INTERNAL_ERROR')],
  ])('confirming Decline posts decline-offer, clears the cache and goes to the canceled page when it %s', async (_label, answer) => {
    onApi('POST', 'application/decline-offer', answer);
    const view = renderOffer();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(view.location()).toBe('/application-canceled'));
    expect(callsTo('POST', 'application/decline-offer')).toHaveLength(1);
    expect(view.queryClient.getQueryData(APPLICATION_KEY)).toBeUndefined();
  });
});
