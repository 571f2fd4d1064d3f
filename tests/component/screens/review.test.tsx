// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ReviewScreen from '../../../src/screens/review/ReviewScreen';
import { depositAccountLine } from '../../../src/screens/review/depositAccountLine';
import { flowOf } from '../../../src/flow/flows';
import { apiError, application, callsTo, onApi, renderScreen, resetNetwork } from './harness';
import { EMPLOYER_STEP, EMPLOYER_TEXTS, flowWithEmployerStep } from './fixtures/reviewFlow';

const PATH = '/application/review';
const OPTIONS = { back: 'DEPOSIT_ACCOUNT_SELECTION', submit: 'application/complete-review' };

function renderReview(app = application(), language: 'en' | 'es' = 'en') {
  return renderScreen(<ReviewScreen options={OPTIONS} />, { path: PATH, application: app, language });
}

beforeEach(() => resetNetwork());

describe('Review screen', () => {
  it('shows the four answers with currency, translated purpose and the upper-case account line', () => {
    renderReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Review your application' })).toHaveFocus();
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
    expect(screen.getByText('$950.00')).toBeInTheDocument();
    expect(screen.getByText('Rent')).toBeInTheDocument();
    expect(screen.getByText('EVERYDAY CHECKING ...4521')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Step 5 of 5'],
    ['es', 'Paso 5 de 5'],
  ] as const)('shows the step progress of the flow like the form steps (%s: %s), before the heading', (language, text) => {
    const step = flowOf('microloan').steps.find((s) => s.step === 'USER_REVIEW');
    const view = renderScreen(<ReviewScreen step={step} options={OPTIONS} />, { path: PATH, application: application(), language });
    const progress = screen.getByText(text);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(progress.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(view.container.textContent?.match(/Step|Paso/g)).toHaveLength(1);
  });

  it('shows the other reason with the purpose and an unknown purpose raw', () => {
    renderReview(application({ loan_purpose: 'OTHER', loan_purpose_other_reason: 'Vet bill' }));
    expect(screen.getByText('Other: Vet bill')).toBeInTheDocument();
  });

  it('shows an unknown purpose value as it is', () => {
    renderReview(application({ loan_purpose: 'BOAT' }));
    expect(screen.getByText('BOAT')).toBeInTheDocument();
  });

  it.each([
    ['Edit loan amount', '/application/loan-amount'],
    ['Edit monthly housing expenses', '/application/housing-expenses'],
    ['Edit loan purpose', '/application/loan-purpose'],
    ['Edit direct deposit account', '/application/deposit-account'],
  ])('"%s" jumps to %s', (name, route) => {
    const view = renderReview();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(view.location()).toBe(route);
  });

  it('Back goes to the deposit account step', () => {
    const view = renderReview();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.location()).toBe('/application/deposit-account');
  });

  it('a launched member whose deposit account the core supplied: "Step 4 of 4", the account shown without Edit, Back to the loan purpose', () => {
    const launched = application({ skipped_steps: ['DEPOSIT_ACCOUNT_SELECTION'], allowed_steps: ['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'USER_REVIEW'] });
    const step = flowOf('microloan').steps.find((s) => s.step === 'USER_REVIEW');
    const view = renderScreen(<ReviewScreen step={step} options={OPTIONS} />, { path: PATH, application: launched });
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.getByText('EVERYDAY CHECKING ...4521')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit direct deposit account' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.location()).toBe('/application/loan-purpose');
  });

  it('a launched member whose housing payment and deposit account the core supplied: "Step 3 of 3", both shown without Edit, Back to the loan purpose', () => {
    const launched = application({
      monthly_housing_expenses: 1150, skipped_steps: ['HOUSING_EXPENSES', 'DEPOSIT_ACCOUNT_SELECTION'], allowed_steps: ['LOAN_AMOUNT', 'LOAN_PURPOSE', 'USER_REVIEW'],
    });
    const step = flowOf('microloan').steps.find((s) => s.step === 'USER_REVIEW');
    const view = renderScreen(<ReviewScreen step={step} options={OPTIONS} />, { path: PATH, application: launched });
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Monthly housing expenses')).toBeInTheDocument();
    expect(screen.getByText('$1,150.00')).toBeInTheDocument();
    expect(screen.getByText('EVERYDAY CHECKING ...4521')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit monthly housing expenses' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit direct deposit account' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit loan amount' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit loan purpose' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.location()).toBe('/application/loan-purpose');
  });

  it('Complete application posts complete-review and follows the returned step', async () => {
    onApi('POST', 'application/complete-review', { body: application({ step: 'PROCESSING_APPLICATION', is_polling_step: true }) });
    const view = renderReview();
    fireEvent.click(screen.getByRole('button', { name: 'Complete application' }));
    await waitFor(() => expect(view.location()).toBe('/application/processing'));
    expect(callsTo('POST', 'application/complete-review')).toHaveLength(1);
  });

  it('Complete application sends the language shown (the decision notice is in it)', async () => {
    onApi('POST', 'application/complete-review', { body: application({ step: 'PROCESSING_APPLICATION', is_polling_step: true }) });
    const view = renderScreen(<ReviewScreen options={OPTIONS} />, { path: PATH, application: application(), language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Completar solicitud' }));
    await waitFor(() => expect(view.location()).toBe('/application/processing'));
    expect(callsTo('POST', 'application/complete-review')[0].body).toEqual({ language: 'es' });
  });

  it('says the submission failed when complete-review fails', async () => {
    onApi('POST', 'application/complete-review', apiError(500, 'INTERNAL_ERROR'));
    const view = renderReview();
    fireEvent.click(screen.getByRole('button', { name: 'Complete application' }));
    expect(await screen.findByText('The loan application failed to submit. Please try again later.')).toBeInTheDocument();
    expect(view.location()).toBe(PATH);
  });

  it('Cancel asks for confirmation, then cancels and goes to the canceled page', async () => {
    onApi('POST', 'application/cancel', { body: {} });
    const view = renderReview();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeInTheDocument();
    expect(callsTo('POST', 'application/cancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel application' }));
    await waitFor(() => expect(view.location()).toBe('/application-canceled'));
    expect(callsTo('POST', 'application/cancel')).toHaveLength(1);
  });

  it('the cancel dialog makes the safe choice primary: Keep my application keeps it, Cancel application is outlined', async () => {
    const view = renderReview();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    const keep = within(dialog).getByRole('button', { name: 'Keep my application' });
    expect(keep).toHaveAttribute('data-appearance', 'primary');
    expect(within(dialog).getByRole('button', { name: 'Cancel application' })).toHaveAttribute('data-appearance', 'outline');
    expect(dialog.querySelectorAll('[data-appearance="primary"]')).toHaveLength(1);
    fireEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', 'application/cancel')).toHaveLength(0);
    expect(view.location()).toBe(PATH);
  });

  it('the cancel dialog in Spanish: Seguir con mi solicitud is the primary button', async () => {
    renderReview(application(), 'es');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Seguir con mi solicitud' })).toHaveAttribute('data-appearance', 'primary');
    expect(within(dialog).getByRole('button', { name: 'Cancelar solicitud' })).toHaveAttribute('data-appearance', 'outline');
  });
});

describe('Review screen: its rows come from the flow', () => {
  const flow = flowWithEmployerStep();
  const reviewStep = flow.steps.find((s) => s.step === 'USER_REVIEW');
  const renderFixture = (options: Record<string, unknown> = { submit: 'application/complete-review' }) =>
    renderScreen(<ReviewScreen step={reviewStep} options={options} />, {
      path: PATH,
      application: application({ employer_name: 'Acme Tools' } as Partial<ReturnType<typeof application>>),
      flow,
      texts: EMPLOYER_TEXTS,
    });

  it("shows a new form step's answer with its label and an Edit link to its route, and no row for a step the flow lacks", () => {
    const view = renderFixture();
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['Loan amount', 'Monthly housing expenses', 'Employer', 'Direct deposit account']);
    expect(screen.getByText('Acme Tools')).toBeInTheDocument();
    expect(screen.queryByText('Rent')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit employer' }));
    expect(view.location()).toBe(flow.steps.find((s) => s.step === EMPLOYER_STEP)?.route);
  });

  it('Back goes to the last form step before the review when the flow names no back step', () => {
    const view = renderFixture();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.location()).toBe('/application/deposit-account');
  });
});

describe('depositAccountLine', () => {
  it('uses the account carried by the application when it has a description', () => {
    expect(
      depositAccountLine(application({ direct_deposit_account: { account_id: 'x', description: 'Club checking', last_four: '0001' } })),
    ).toBe('CLUB CHECKING ...0001');
  });

  it('answers an empty line without an account', () => {
    expect(depositAccountLine(application({ direct_deposit_account: undefined }))).toBe('');
  });
});
