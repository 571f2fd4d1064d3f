// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';
import loanAmountSchema from '../../schemas/forms/loan-amount.schema.json';
import loanAmountUi from '../../schemas/forms/loan-amount.ui.json';

const housing: RJSFSchema = {
  type: 'object',
  properties: { expenses: { type: 'integer', title: 'forms:fields.housingExpenses', minimum: 0, maximum: 20000 } },
};
const housingUi = { expenses: { 'ui:widget': 'currency', 'ui:help': 'forms:help.housing' } };

describe('currency widget', () => {
  it('keeps digits only, shows 1,000 on blur and submits the integer 1000', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm schema={housing} uiSchema={housingUi} onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Monthly housing expenses/);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1a0.00');
    expect(input).toHaveValue('1000');
    await user.tab();
    expect(input).toHaveValue('1,000');
    await user.click(input);
    expect(input).toHaveValue('1000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].expenses).toBe(1000);
  });

  it('shows a $ before the amount and the ui:help hint', () => {
    render(<TestForm schema={housing} uiSchema={housingUi} />);
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(screen.getByLabelText(/Monthly housing expenses/)).toHaveAccessibleDescription('Enter 0 if you do not pay for housing.');
  });

  it('stores undefined when emptied', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    render(<TestForm schema={housing} uiSchema={housingUi} onData={onData} initialData={{ expenses: 25 }} />);
    await user.clear(screen.getByLabelText(/Monthly housing expenses/));
    expect(onData.mock.lastCall?.[0].expenses).toBeUndefined();
  });

  it('shows the loan amount range hint from the application, in whole dollars', () => {
    render(
      <TestForm
        schema={loanAmountSchema as unknown as RJSFSchema}
        uiSchema={loanAmountUi}
        application={{ min_loan_amount: 200, max_loan_amount: 2500 }}
        initialData={{ min_loan_amount: 200, max_loan_amount: 2500 }}
      />,
    );
    expect(screen.getByLabelText(/Loan amount/)).toHaveAccessibleDescription('Enter an amount between $200 and $2,500.');
  });

  it('shows the range hint in Spanish', () => {
    render(
      <TestForm language="es" schema={loanAmountSchema as unknown as RJSFSchema} uiSchema={loanAmountUi} application={{ min_loan_amount: 200, max_loan_amount: 1000 }} />,
    );
    expect(screen.getByText('Ingrese un monto entre $200 y $1,000.')).toBeInTheDocument();
  });

  it('validates the bounds of the application (inclusive) through the schema', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <TestForm
        schema={loanAmountSchema as unknown as RJSFSchema}
        uiSchema={loanAmountUi}
        onSubmit={onSubmit}
        application={{ min_loan_amount: 200, max_loan_amount: 1000 }}
        initialData={{ min_loan_amount: 200, max_loan_amount: 1000 }}
      />,
    );
    const input = screen.getByLabelText(/Loan amount/);
    await user.type(input, '1001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '1000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 1000 })));
  });
});
