// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import OfferReviewScreen from '../../../src/screens/offer/OfferReviewScreen';
import { APPLICATION_KEY } from '../../../src/api/application';
import type { ApplicationView } from '../../../src/core/application';
import { apiError, application, callsTo, onApi, renderScreen, resetNetwork, schedule, type StubAnswer } from './harness';

const PATH = '/application/review-offer';
// As the server prices them (server/domain/pricing): $500 asked for, a fee deducted from the proceeds.
const PAL = { principal: 500, application_fee: 8.07, requested_amount: 500 };
const THREE = schedule({ offer_id: 'offer-3m', number_of_payments: 3, amount_financed: 491.93, ...PAL });
const SIX = schedule({
  offer_id: 'offer-6m',
  number_of_payments: 6,
  amount_financed: 491.93,
  ...PAL,
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
  it('shows one radio card per schedule, named by its payments, with the loan, the fee, the deposit and the loan terms', () => {
    const view = renderOffer();
    expect(radios()).toHaveLength(2);
    const six = radios()[1];
    expect(six).toHaveAccessibleName('6 monthly payments of $90.20');
    expect(radios()[0]).toHaveAccessibleName('3 monthly payments of $174.49');
    expect(six).toHaveAttribute('aria-checked', 'false');
    const card = within(six);
    expect(card.getByText('Loan $500.00, application fee $8.07, you receive $491.93.')).toBeInTheDocument();
    expect(six).toHaveAccessibleDescription(expect.stringContaining('Loan $500.00, application fee $8.07, you receive $491.93.'));
    // The amount financed is one of the terms, never what a card is headed by.
    expect(card.getByText('Amount financed').nextElementSibling).toHaveTextContent('$491.93');
    expect(view.container.textContent).not.toMatch(/offer-\d+m/);
    expect(card.getByText('27.99%')).toBeInTheDocument();
    expect(card.getByText('$41.20')).toBeInTheDocument();
    expect(card.getByText('$541.20')).toBeInTheDocument();
    expect(card.getByText('$90.20')).toBeInTheDocument();
    expect(card.getByText('January 5, 2027')).toBeInTheDocument();
    expect(card.getByText('June 5, 2027')).toBeInTheDocument();
  });

  it('shows that a card can be chosen (a radio mark, "Choose this offer") and which one is ("Selected")', async () => {
    onApi('POST', 'application/select-offer', selectedAnswer(SIX));
    renderOffer();
    const choice = (card: HTMLElement) => within(card).getByTestId('offer-choice');
    expect(radios().map((card) => choice(card).textContent)).toEqual(['Choose this offer', 'Choose this offer']);
    expect(radios().every((card) => card.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    fireEvent.click(radios()[1]);
    await waitFor(() => expect(choice(radios()[1])).toHaveTextContent('Selected'));
    expect(choice(radios()[0])).toHaveTextContent('Choose this offer');
  });

  it('says a last payment that is less than the others apart, in the name and the terms (3 x $343.39 is not $1,030.14), in both languages', () => {
    // As the server priced a $1,000 loan: two payments of $343.39 and a last one of $343.36.
    const uneven = schedule({ offer_id: 'offer-3m', amount_of_payments: 343.39, final_payment_amount: 343.36, total_of_payments: 1030.14, finance_charge: 50.14, amount_financed: 980 });
    const even = schedule({ offer_id: 'offer-6m', number_of_payments: 6, amount_of_payments: 90.2, final_payment_amount: 90.2, total_of_payments: 541.2 });
    const app = offerApplication({ loan_schedules: [uneven, even] });
    const view = renderOffer(app);
    expect(radios()[0]).toHaveAccessibleName('3 monthly payments: 2 of $343.39 and a last one of $343.36');
    expect(within(radios()[0]).getByText('Monthly payment amount').nextElementSibling).toHaveTextContent('$343.39');
    expect(within(radios()[0]).getByText('Final payment amount').nextElementSibling).toHaveTextContent('$343.36');
    // Every payment the same: no last payment said apart.
    expect(radios()[1]).toHaveAccessibleName('6 monthly payments of $90.20');
    expect(within(radios()[1]).queryByText('Final payment amount')).toBeNull();
    view.unmount();
    renderScreen(<OfferReviewScreen />, { path: PATH, application: app, language: 'es' });
    const cards = within(screen.getByRole('radiogroup', { name: 'Ofertas de préstamo' })).getAllByRole('radio');
    expect(cards[0]).toHaveAccessibleName('3 pagos mensuales: 2 de $343.39 y un último de $343.36');
    expect(within(cards[0]).getByText('Monto del último pago').nextElementSibling).toHaveTextContent('$343.36');
  });

  it('a single payment is the last one: its amount, not the level payment rounded up', () => {
    renderOffer(offerApplication({ loan_schedules: [schedule({ offer_id: 'offer-1m', number_of_payments: 1, amount_of_payments: 512.35, final_payment_amount: 512.34, total_of_payments: 512.34 })] }));
    expect(radios()[0]).toHaveAccessibleName('1 monthly payment of $512.34');
    expect(within(radios()[0]).getByText('Monthly payment amount').nextElementSibling).toHaveTextContent('$512.34');
  });

  it('says it all in Spanish: the payments, the loan, the fee and what is deposited, "Elegir esta oferta"', () => {
    renderScreen(<OfferReviewScreen />, { path: PATH, application: offerApplication(), language: 'es' });
    const six = within(screen.getByRole('radiogroup', { name: 'Ofertas de préstamo' })).getAllByRole('radio')[1];
    expect(six).toHaveAccessibleName('6 pagos mensuales de $90.20');
    expect(within(six).getByText('Préstamo de $500.00, cargo por solicitud de $8.07, usted recibe $491.93.')).toBeInTheDocument();
    expect(within(six).getByTestId('offer-choice')).toHaveTextContent('Elegir esta oferta');
    expect(within(six).getByText('5 de junio de 2027')).toBeInTheDocument();
  });

  it('says what the member asked for when the offer lends less, and a loan without a fee as such', () => {
    const less = schedule({ offer_id: 'offer-3m', amount_financed: 400, principal: 400, application_fee: 0, requested_amount: 700 });
    renderOffer(offerApplication({ loan_schedules: [less] }));
    expect(within(radios()[0]).getByText('Loan $400.00, no application fee. You asked for $700.00.')).toBeInTheDocument();
  });

  it('keeps every value of a card, the dates too, on one line', () => {
    renderScreen(<OfferReviewScreen />, { path: PATH, application: offerApplication(), language: 'es' });
    const date = screen.getAllByText('5 de junio de 2027')[0];
    expect(getComputedStyle(date).whiteSpace).toBe('nowrap');
  });

  it('keeps Accept offer disabled until an offer is selected', async () => {
    onApi('POST', 'application/select-offer', selectedAnswer(SIX));
    renderOffer();
    const accept = screen.getByRole('button', { name: 'Accept offer' });
    expect(accept).toBeDisabled();
    fireEvent.click(radios()[1]);
    await waitFor(() => expect(radios()[1]).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() => expect(accept).toBeEnabled());
    expect(callsTo('POST', 'application/select-offer')[0].body).toEqual({ offer_id: 'offer-6m' });
    expect(JSON.parse(sessionStorage.getItem('selected_loan_schedule') ?? '{}')).toMatchObject({ offer_id: 'offer-6m' });
  });

  it('selects with the keyboard: arrows move and select, Enter and Space select', async () => {
    onApi('POST', 'application/select-offer', ({ body }) =>
      selectedAnswer((body as { offer_id: string }).offer_id === 'offer-3m' ? THREE : SIX),
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
      'offer-6m',
      'offer-3m',
      'offer-6m',
      'offer-3m',
    ]);
  });

  it('shows the selection at once and rolls it back when select-offer fails', async () => {
    const answer = deferred();
    onApi('POST', 'application/select-offer', () => answer.promise);
    const view = renderOffer();
    fireEvent.click(radios()[0]);
    await waitFor(() => expect(radios()[0]).toHaveAttribute('aria-checked', 'true'));
    expect(view.queryClient.getQueryData<ApplicationView>(APPLICATION_KEY)?.selected_offer_id).toBe('offer-3m');
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
    onApi('POST', 'application/accept-offer', { body: offerApplication({ step: 'DOCUSIGN', selected_offer_id: 'offer-3m' }) });
    const view = renderOffer(offerApplication({ selected_offer_id: 'offer-3m', selected_loan_schedule: THREE }));
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
