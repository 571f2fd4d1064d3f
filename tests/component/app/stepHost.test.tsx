// @vitest-environment jsdom
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { preloadWidgets } from '../../../widgets/index';
import type { ApplicationView } from '../../../src/core/application';
import type { FlowStep, FormStepConfig } from '../../../src/core/flow/types';
import { APPLICATION_KEY } from '../../../src/api/application';
import StepHost from '../../../src/flow/StepHost';
import { PendingBoundary } from '../../../src/app/PendingBoundary';
import { loadFormFiles } from '../../../src/flow/forms/formFiles';
import { flowOf } from '../../../src/flow/flows';
import { renderAt, testQueryClient } from './renderApp';

const apiPost = vi.fn();
let rejectWith: Error | undefined;
vi.mock('../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/client')>()),
  apiPost: (path: string, body?: unknown) => (rejectWith ? Promise.reject(rejectWith) : apiPost(path, body)),
  apiGet: vi.fn(),
}));

const flow = flowOf('microloan');
const formStep = (name: string) => flow.steps.find((s) => s.step === name) as FlowStep & { form: FormStepConfig };

const application: ApplicationView = {
  application_id: 'app-1',
  step: 'LOAN_AMOUNT',
  allowed_steps: ['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE'],
  expires_in_seconds: 900,
  is_polling_step: false,
  min_loan_amount: 200,
  max_loan_amount: 1000,
};

/** Renders a form step and waits until its form files and lazily loaded widgets are in. */
async function renderStep(name: string, app: ApplicationView = application, language = 'en') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(APPLICATION_KEY, app);
  const step = formStep(name);
  // Tests run React in act() mode, where a suspended render is not retried when its data
  // arrives; the app loads these files beside the page's code (src/flow/stepElement.tsx).
  const ui = (app.channel && flow.channels?.[app.channel]?.ui?.[step.step]) || step.form.uiSchema;
  await Promise.all([loadFormFiles(step.form.schema, ui), preloadWidgets()]);
  // As in the app: the page's pending boundary while the form's files load.
  const rendered = renderAt(
    <PendingBoundary>
      <StepHost step={step} />
    </PendingBoundary>,
    step.route,
    queryClient,
    language,
  );
  await screen.findByRole('button', { name: language === 'es' ? 'Continuar' : 'Continue' }, { timeout: 10000 });
  return rendered;
}

beforeEach(() => {
  apiPost.mockReset();
  rejectWith = undefined;
});

/** The option value of the option labelled `label`. */
function optionValue(select: HTMLSelectElement, label: string): string {
  const option = [...select.options].find((o) => o.textContent === label);
  if (!option) throw new Error(`no option ${label}`);
  return option.value;
}

describe('StepHost: loan amount', () => {
  it('renders the title, the progress and the bound range', async () => {
    await renderStep('LOAN_AMOUNT');
    expect(screen.getByRole('heading', { level: 1, name: 'How much would you like to borrow?' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByText('Enter an amount between $200 and $1,000.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the range for 100 and enables Continue for 500', async () => {
    await renderStep('LOAN_AMOUNT');
    const input = screen.getByLabelText(/Loan amount/);
    fireEvent.change(input, { target: { value: '100' } });
    expect(await screen.findByText('Please enter an amount between $200 and $1,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '500' } });
    await waitFor(() => expect(screen.queryByText('Please enter an amount between $200 and $1,000')).toBeNull());
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);
  });

  it('posts the amount and goes to the step the server names', async () => {
    apiPost.mockResolvedValue({ ...application, step: 'HOUSING_EXPENSES', loan_amount: 500 });
    const { router } = await renderStep('LOAN_AMOUNT');
    fireEvent.change(screen.getByLabelText(/Loan amount/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/housing-expenses'));
    expect(apiPost).toHaveBeenCalledWith('application/loan-amount', { amount: 500 });
  });

  it('a step the flow has no page for goes to the error page with reason=invalid_route', async () => {
    apiPost.mockResolvedValue({ ...application, step: 'SOME_NEWER_STEP' });
    const { router } = await renderStep('LOAN_AMOUNT');
    fireEvent.change(screen.getByLabelText(/Loan amount/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/error?reason=invalid_route'));
  });

  it('shows server field errors inline', async () => {
    const { ApiError } = await import('../../../src/api/errors');
    const details = [{ field: 'amount', code: 'maximum', message_key: 'forms:validation.loanAmount.range', message: 'too big' }];
    rejectWith = new ApiError('Bad', 400, 'VALIDATION_ERROR', details);
    await renderStep('LOAN_AMOUNT');
    fireEvent.change(screen.getByLabelText(/Loan amount/), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter an amount between $200 and $1,000')).toBeTruthy();
  });
});

describe('StepHost: amounts with cents, as the form schema says', () => {
  it.each([
    ['en', /Loan amount/, 'Please enter whole dollars, without cents', 'Enter an amount between $200 and $1,000.'],
    ['es', /Monto del préstamo/, 'Ingrese solo dólares enteros, sin centavos', 'Ingrese un monto entre $200 y $1,000.'],
  ] as const)('%s: the loan amount (whole dollars) refuses 500.50 with its message, under the range hint', async (language, label, message, hint) => {
    await renderStep('LOAN_AMOUNT', application, language);
    const input = screen.getByLabelText(label);
    fireEvent.change(input, { target: { value: '500.50' } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
    expect(screen.getByRole('button', { name: language === 'es' ? 'Continuar' : 'Continue' }).hasAttribute('disabled')).toBe(true);
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('the range error does not repeat the range hint: the hint steps aside while it shows', async () => {
    await renderStep('LOAN_AMOUNT');
    const input = screen.getByLabelText(/Loan amount/);
    fireEvent.change(input, { target: { value: '100' } });
    expect(await screen.findByText('Please enter an amount between $200 and $1,000')).toBeTruthy();
    expect(screen.queryByText('Enter an amount between $200 and $1,000.')).toBeNull();
    expect(input.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual(['Please enter an amount between $200 and $1,000']);
    fireEvent.change(input, { target: { value: '500' } });
    expect(await screen.findByText('Enter an amount between $200 and $1,000.')).toBeTruthy();
  });

  it('housing expenses keep their cents: 1250.50 is posted as 1250.5', async () => {
    apiPost.mockResolvedValue({ ...application, step: 'LOAN_PURPOSE', monthly_housing_expenses: 1250.5 });
    await renderStep('HOUSING_EXPENSES', { ...application, step: 'HOUSING_EXPENSES' });
    const input = screen.getByRole('textbox', { name: /Monthly housing expenses/ });
    fireEvent.change(input, { target: { value: '1,250.50' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('1,250.50');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(apiPost).toHaveBeenCalledWith('application/monthly-housing-expenses', { expenses: 1250.5 }));
  });
});

describe('StepHost: submission failures in the page language', () => {
  it('says a time-out in Spanish, never "Request timed out: POST ..."', async () => {
    const { timeoutError } = await import('../../../src/api/errors');
    rejectWith = timeoutError('POST', 'application/loan-amount');
    await renderStep('LOAN_AMOUNT', application, 'es');
    fireEvent.change(screen.getByLabelText(/Monto del préstamo/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('La solicitud tardó demasiado. Inténtelo de nuevo.')).toBeTruthy();
    expect(screen.queryByText(/Request timed out/)).toBeNull();
  });

  it('gives a code without its own text the generic text, not the server message', async () => {
    const { ApiError } = await import('../../../src/api/errors');
    rejectWith = new ApiError('Something exploded in English', 409, 'SOME_NEW_CODE');
    await renderStep('LOAN_AMOUNT', application, 'es');
    fireEvent.change(screen.getByLabelText(/Monto del préstamo/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Ocurrió un error inesperado')).toBeTruthy();
    expect(screen.queryByText(/exploded/)).toBeNull();
  });
});

describe('StepHost: loan purpose', () => {
  it('requires a description for OTHER and clears it when the purpose changes', async () => {
    apiPost.mockResolvedValue({ ...application, step: 'DEPOSIT_ACCOUNT_SELECTION' });
    await renderStep('LOAN_PURPOSE');
    const select = screen.getByLabelText(/Loan purpose/) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: optionValue(select, 'Other') } });
    const reason = await screen.findByLabelText(/Describe the reason/);
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: '   ' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true));
    fireEvent.change(reason, { target: { value: 'School books' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));

    fireEvent.change(select, { target: { value: optionValue(select, 'Rent') } });
    await waitFor(() => expect(screen.queryByLabelText(/Describe the reason/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(apiPost).toHaveBeenCalledWith('application/loan-purpose', { purpose: 'RENT' }));
  });

  it('shows the describe-the-reason message only after the member touches the box', async () => {
    await renderStep('LOAN_PURPOSE');
    const select = screen.getByLabelText(/Loan purpose/) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: optionValue(select, 'Other') } });
    const reason = await screen.findByLabelText(/Describe the reason/);
    // Live validation has run (Continue is off), but the untouched box shows no message.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true));
    expect(screen.queryByText('Please describe the reason for the loan')).toBeNull();
    expect(reason.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    // Typing and erasing, or leaving the box empty, shows it.
    fireEvent.change(reason, { target: { value: 'x' } });
    fireEvent.change(reason, { target: { value: '' } });
    expect(await screen.findByText('Please describe the reason for the loan')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the describe-the-reason message when the member leaves the empty box', async () => {
    await renderStep('LOAN_PURPOSE');
    const select = screen.getByLabelText(/Loan purpose/) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: optionValue(select, 'Other') } });
    const reason = await screen.findByLabelText(/Describe the reason/);
    expect(screen.queryByText('Please describe the reason for the loan')).toBeNull();
    fireEvent.focus(reason);
    fireEvent.blur(reason);
    expect(await screen.findByText('Please describe the reason for the loan')).toBeTruthy();
    // Another purpose and back to Other: the box is new and quiet again.
    fireEvent.change(select, { target: { value: optionValue(select, 'Rent') } });
    await waitFor(() => expect(screen.queryByLabelText(/Describe the reason/)).toBeNull());
    fireEvent.change(select, { target: { value: optionValue(select, 'Other') } });
    await screen.findByLabelText(/Describe the reason/);
    expect(screen.queryByText('Please describe the reason for the loan')).toBeNull();
  });

  it('sends other_reason with OTHER', async () => {
    apiPost.mockResolvedValue({ ...application, step: 'DEPOSIT_ACCOUNT_SELECTION' });
    await renderStep('LOAN_PURPOSE');
    const select = screen.getByLabelText(/Loan purpose/) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: optionValue(select, 'Other') } });
    fireEvent.change(await screen.findByLabelText(/Describe the reason/), { target: { value: 'Books' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(apiPost).toHaveBeenCalledWith('application/loan-purpose', { purpose: 'OTHER', other_reason: 'Books' }));
  });
});

describe('StepHost: a launched member whose deposit account the core supplied (skipped_steps)', () => {
  it('counts the steps without the skipped one: "Step 3 of 4" on the loan purpose, "Step 1 of 4" on the amount', async () => {
    const launched: ApplicationView = { ...application, step: 'LOAN_PURPOSE', skipped_steps: ['DEPOSIT_ACCOUNT_SELECTION'] };
    const first = await renderStep('LOAN_AMOUNT', launched);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    first.unmount();
    await renderStep('LOAN_PURPOSE', launched);
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    expect(screen.queryByText('Step 3 of 5')).toBeNull();
  });
});

describe('StepHost: the launch channel\'s own look of the loan purpose (flow JSON channels.launch.ui): one press answers', () => {
  const launched: ApplicationView = { ...application, step: 'LOAN_PURPOSE', channel: 'launch', skipped_steps: ['DEPOSIT_ACCOUNT_SELECTION'] };

  it('shows one button per purpose, no list; pressing "Rent" sends the step once, with nothing else to press', async () => {
    apiPost.mockResolvedValue({ ...launched, step: 'USER_REVIEW' });
    await renderStep('LOAN_PURPOSE', launched);
    expect(screen.queryByRole('combobox')).toBeNull();
    const group = screen.getByRole('group', { name: /Loan purpose/ });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Food and groceries', 'Gas', 'Car payments or insurance', 'Utilities', 'Rent', 'Other']);
    fireEvent.click(screen.getByRole('button', { name: 'Rent' }));
    await waitFor(() => expect(apiPost).toHaveBeenCalledWith('application/loan-purpose', { purpose: 'RENT' }));
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('"Other" needs its description: the press shows the box and sends nothing; Continue sends both', async () => {
    apiPost.mockResolvedValue({ ...launched, step: 'USER_REVIEW' });
    await renderStep('LOAN_PURPOSE', launched);
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    fireEvent.change(await screen.findByLabelText(/Describe the reason/), { target: { value: 'Books' } });
    expect(apiPost).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Other' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Rent' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(apiPost).toHaveBeenCalledWith('application/loan-purpose', { purpose: 'OTHER', other_reason: 'Books' }));
  });

  it('in Spanish, and the web (no channel) keeps the list', async () => {
    const es = await renderStep('LOAN_PURPOSE', launched, 'es');
    expect(screen.getByRole('button', { name: 'Alquiler' })).toBeTruthy();
    es.unmount();
    await renderStep('LOAN_PURPOSE');
    expect(screen.getByRole('combobox', { name: /Loan purpose/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rent' })).toBeNull();
  });
});

describe('StepHost: a launched member whose housing payment and deposit account the core supplied', () => {
  const launched: ApplicationView = {
    ...application, step: 'LOAN_PURPOSE', allowed_steps: ['LOAN_AMOUNT', 'LOAN_PURPOSE'], loan_amount: 500,
    monthly_housing_expenses: 1150, skipped_steps: ['HOUSING_EXPENSES', 'DEPOSIT_ACCOUNT_SELECTION'],
  };

  it('counts three steps: "Step 1 of 3" on the amount, "Step 2 of 3" on the purpose', async () => {
    const first = await renderStep('LOAN_AMOUNT', launched);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    first.unmount();
    await renderStep('LOAN_PURPOSE', launched);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('Back on the purpose goes past the skipped housing expenses to the amount', async () => {
    const { router } = await renderStep('LOAN_PURPOSE', launched);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/loan-amount'));
  });
});

/** Focuses the element `id` as the page commits, before the step's mount effects run: a member who tapped the field while the page loaded. */
function TapBeforeEffects({ id }: { id: string }) {
  useLayoutEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return null;
}

describe('StepHost: a member already in a field when the step mounts', () => {
  it('keeps the focus in the field (typing goes on there), not on the heading', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(APPLICATION_KEY, application);
    const step = formStep('LOAN_AMOUNT');
    await Promise.all([loadFormFiles(step.form.schema, step.form.uiSchema), preloadWidgets()]);
    renderAt(
      <PendingBoundary>
        <StepHost step={step} />
        <TapBeforeEffects id="root_amount" />
      </PendingBoundary>,
      step.route,
      queryClient,
      'en',
    );
    const input = await screen.findByLabelText(/Loan amount/, {}, { timeout: 10000 });
    await waitFor(() => expect(document.activeElement).toBe(input));
    // The step's mount effect has run (the heading is the focus target of a step entered by Continue).
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('tabindex')).toBe('-1');
    fireEvent.change(input, { target: { value: '500' } });
    expect(document.activeElement).toBe(input);
  });

  it('a step entered with no field focused puts the focus on its heading', async () => {
    await renderStep('LOAN_AMOUNT');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });
});
