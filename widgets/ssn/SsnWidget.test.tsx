// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';

const schema: RJSFSchema = { type: 'object', properties: { ssn: { type: 'string', title: 'forms:fields.ssn', pattern: '^[0-9]{9}$' } } };
const uiSchema = { ssn: { 'ui:widget': 'ssn' } };

describe('SSN widget', () => {
  it('is a numeric input without autocomplete', () => {
    render(<TestForm schema={schema} uiSchema={uiSchema} />);
    const input = screen.getByLabelText(/Social Security Number/);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('shows XXX-XX-XXXX while focused and ***-**-**** when blurred; stores 9 digits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm schema={schema} uiSchema={uiSchema} onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Social Security Number/);
    await user.type(input, '123a45678999');
    expect(input).toHaveValue('123-45-6789');
    await user.tab();
    expect(input).toHaveValue('***-**-****');
    await user.click(input);
    expect(input).toHaveValue('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ssn: '123456789' })));
  });

  it('masks only the typed digits, keeping the shape', async () => {
    const user = userEvent.setup();
    render(<TestForm schema={schema} uiSchema={uiSchema} />);
    const input = screen.getByLabelText(/Social Security Number/);
    await user.type(input, '1234');
    expect(input).toHaveValue('123-4');
    await user.tab();
    expect(input).toHaveValue('***-*');
  });

  it('shows a stored value masked before it is focused', () => {
    render(<TestForm schema={schema} uiSchema={uiSchema} initialData={{ ssn: '987654321' }} />);
    expect(screen.getByLabelText(/Social Security Number/)).toHaveValue('***-**-****');
  });

  it('keeps the caret by counting digits when a digit is inserted', async () => {
    const user = userEvent.setup();
    render(<TestForm schema={schema} uiSchema={uiSchema} />);
    const input = screen.getByLabelText<HTMLInputElement>(/Social Security Number/);
    await user.type(input, '12456789');
    expect(input).toHaveValue('124-56-789');
    await user.type(input, '3', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('123-45-6789');
    expect(input.selectionStart).toBe(3);
  });
});
