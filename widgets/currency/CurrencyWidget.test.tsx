// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';
import { renderWithWidgets } from '../testing/renderWithWidgets';
import housingSchema from '../../schemas/forms/housing-expenses.schema.json';
import housingUi from '../../schemas/forms/housing-expenses.ui.json';
import loanAmountSchema from '../../schemas/forms/loan-amount.schema.json';
import loanAmountUi from '../../schemas/forms/loan-amount.ui.json';

const housing = housingSchema as unknown as RJSFSchema;
const loanAmount = loanAmountSchema as unknown as RJSFSchema;

/** The housing form as a product owner may edit it: `multipleOf` 1, whole dollars. */
function housingInWholeDollars(): RJSFSchema {
  const schema = structuredClone(housingSchema);
  schema.properties.expenses.multipleOf = 1;
  schema.$id = 'forms/housing-whole-dollars.schema.json'; // the test validator caches schemas by $id
  return schema as unknown as RJSFSchema;
}

const housingInput = () => screen.getByLabelText(/Monthly housing expenses|Gastos mensuales de vivienda/);
const continueButton = () => screen.getByRole('button', { name: /Continue|Continuar/ });

describe('currency widget', () => {
  it('keeps the cents of a field that takes them: 1250.5 shows 1,250.50 on blur and submits 1250.5', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithWidgets(<TestForm schema={housing} uiSchema={housingUi} onSubmit={onSubmit} />);
    const input = housingInput();
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '1a250.5');
    expect(input).toHaveValue('1250.5');
    await user.tab();
    expect(input).toHaveValue('1,250.50');
    await user.click(input);
    expect(input).toHaveValue('1250.50');
    await user.click(continueButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].expenses).toBe(1250.5);
  });

  it('takes a pasted $1,250.50 and drops a third decimal as it is typed', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    await renderWithWidgets(<TestForm schema={housing} uiSchema={housingUi} onData={onData} />);
    const input = housingInput();
    await user.click(input);
    await user.paste('$1,250.50');
    expect(onData.mock.lastCall?.[0].expenses).toBe(1250.5);
    await user.type(input, '7');
    expect(input).toHaveValue('1,250.50');
    await user.tab();
    expect(input).toHaveValue('1,250.50');
  });

  it('reads a Spanish decimal comma on a Spanish page: 1.250,50 is 1250.5', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithWidgets(<TestForm language="es" schema={housing} uiSchema={housingUi} onSubmit={onSubmit} />);
    const input = housingInput();
    await user.type(input, '1.250,50');
    await user.tab();
    expect(input).toHaveValue('1,250.50');
    await user.click(continueButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].expenses).toBe(1250.5);
  });

  it('keeps the caret where it was when a character is dropped', async () => {
    const user = userEvent.setup();
    await renderWithWidgets(<TestForm schema={housing} uiSchema={housingUi} />);
    const input = housingInput() as HTMLInputElement;
    await user.type(input, '1250');
    await user.type(input, 'x.', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('12.50');
    expect(input.selectionStart).toBe(3);
  });

  it('refuses cents in a whole-dollar field instead of dropping the decimal point', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onData = vi.fn();
    await renderWithWidgets(<TestForm schema={housingInWholeDollars()} uiSchema={housingUi} onSubmit={onSubmit} onData={onData} />);
    const input = housingInput();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1250.5');
    await user.tab();
    expect(input).toHaveValue('1,250.50');
    expect(onData.mock.lastCall?.[0].expenses).toBe(1250.5);
    await user.click(continueButton());
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '1250');
    await user.tab();
    expect(input).toHaveValue('1,250');
    await user.click(continueButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ expenses: 1250 })));
  });

  it('throws, naming the field, when the schema does not say whether it takes cents', async () => {
    const schema = structuredClone(housingSchema) as { properties: { expenses: Record<string, unknown> } };
    delete schema.properties.expenses.multipleOf;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renderWithWidgets(<TestForm schema={schema as unknown as RJSFSchema} uiSchema={housingUi} />)).rejects.toThrow(
      /schema of "root_expenses" must say whether it takes cents with multipleOf 1 \(whole dollars\) or 0\.01 \(cents\), got undefined/,
    );
    vi.mocked(console.error).mockRestore();
  });

  it('shows a $ before the amount and the ui:help hint', async () => {
    await renderWithWidgets(<TestForm schema={housing} uiSchema={housingUi} />);
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(housingInput()).toHaveAccessibleDescription('Enter 0 if you do not pay for housing.');
  });

  it('stores undefined when emptied', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    await renderWithWidgets(<TestForm schema={housing} uiSchema={housingUi} onData={onData} initialData={{ expenses: 25 }} />);
    await user.clear(housingInput());
    expect(onData.mock.lastCall?.[0].expenses).toBeUndefined();
  });

  it('shows the loan amount range hint from the application, in whole dollars', async () => {
    await renderWithWidgets(
      <TestForm schema={loanAmount} uiSchema={loanAmountUi} application={{ min_loan_amount: 200, max_loan_amount: 2500 }} initialData={{ min_loan_amount: 200, max_loan_amount: 2500 }} />,
    );
    expect(screen.getByLabelText(/Loan amount/)).toHaveAccessibleDescription('Enter an amount between $200 and $2,500.');
    expect(screen.getByLabelText(/Loan amount/)).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows the range hint in Spanish', async () => {
    await renderWithWidgets(<TestForm language="es" schema={loanAmount} uiSchema={loanAmountUi} application={{ min_loan_amount: 200, max_loan_amount: 1000 }} />);
    expect(screen.getByText('Ingrese un monto entre $200 y $1,000.')).toBeInTheDocument();
  });

  it('validates the bounds of the application (inclusive) through the schema', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithWidgets(
      <TestForm
        schema={loanAmount}
        uiSchema={loanAmountUi}
        onSubmit={onSubmit}
        application={{ min_loan_amount: 200, max_loan_amount: 1000 }}
        initialData={{ min_loan_amount: 200, max_loan_amount: 1000 }}
      />,
    );
    const input = screen.getByLabelText(/Loan amount/);
    await user.type(input, '1001');
    await user.click(continueButton());
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '1000');
    await user.click(continueButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 1000 })));
  });
});
