// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    phoneNumber: { type: 'string', title: 'forms:fields.phoneNumber', pattern: '^[0-9]{10}$' },
    normalizedPhone: { type: 'string' },
  },
};
const uiSchema = { phoneNumber: { 'ui:widget': 'phone' }, normalizedPhone: { 'ui:widget': 'hidden' } };

describe('phone widget', () => {
  it('is a US telephone field with the SPEC placeholder and label', () => {
    render(<TestForm schema={schema} uiSchema={uiSchema} />);
    const input = screen.getByLabelText(/Phone Number/);
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('placeholder', '(555) 123-4567');
  });

  it('labels itself "Phone Number" when the schema has no title', () => {
    const untitled: RJSFSchema = { type: 'object', properties: { phone: { type: 'string' } } };
    render(<TestForm schema={untitled} uiSchema={{ phone: { 'ui:widget': 'phone' } }} />);
    expect(screen.getByLabelText('Phone Number')).toBeInTheDocument();
  });

  it('formats while typing, stores 10 digits and sets normalizedPhone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm schema={schema} uiSchema={uiSchema} onSubmit={onSubmit} />);
    const input = screen.getByLabelText(/Phone Number/);
    await user.type(input, '202');
    expect(input).toHaveValue('(202');
    await user.type(input, '555');
    expect(input).toHaveValue('(202) 555');
    await user.type(input, '0101');
    expect(input).toHaveValue('(202) 555-0101');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ phoneNumber: '2025550101', normalizedPhone: '+12025550101' });
  });

  it('clears normalizedPhone when the number is no longer complete', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    render(<TestForm schema={schema} uiSchema={uiSchema} onData={onData} />);
    const input = screen.getByLabelText(/Phone Number/);
    await user.type(input, '2025550101');
    expect(onData.mock.lastCall?.[0]).toMatchObject({ normalizedPhone: '+12025550101' });
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('(202) 555-010');
    expect(onData.mock.lastCall?.[0]).toMatchObject({ phoneNumber: '202555010', normalizedPhone: undefined });
  });

  it('drops the leading 1 of a pasted 11-digit number and shows the national format on blur', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    render(<TestForm schema={schema} uiSchema={uiSchema} onData={onData} />);
    const input = screen.getByLabelText(/Phone Number/);
    await user.click(input);
    await user.paste('+1 202.555.0101');
    await user.tab();
    expect(input).toHaveValue('(202) 555-0101');
    expect(onData.mock.lastCall?.[0]).toMatchObject({ phoneNumber: '2025550101', normalizedPhone: '+12025550101' });
  });

  it('keeps the caret between the same digits when a digit is inserted in the middle', async () => {
    const user = userEvent.setup();
    render(<TestForm schema={schema} uiSchema={uiSchema} />);
    const input = screen.getByLabelText<HTMLInputElement>(/Phone Number/);
    await user.type(input, '202550101');
    expect(input).toHaveValue('(202) 550-101');
    // caret after "(202) 55" (5 digits), type the missing 5
    await user.type(input, '5', { initialSelectionStart: 8, initialSelectionEnd: 8 });
    expect(input).toHaveValue('(202) 555-0101');
    expect(input.selectionStart).toBe(9);
  });

  it('shows the first error RJSF passes, marking the input invalid', async () => {
    const user = userEvent.setup();
    render(<TestForm schema={{ ...schema, required: ['phoneNumber'] }} uiSchema={uiSchema} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const input = await screen.findByLabelText(/Phone Number/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows a stored value formatted (e.g. when the applicant comes back)', () => {
    render(<TestForm schema={schema} uiSchema={uiSchema} initialData={{ phoneNumber: '2025550101' }} />);
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('(202) 555-0101');
  });

  it('keeps the caret when a digit in the middle is deleted, and over a deleted separator', async () => {
    const user = userEvent.setup();
    render(<TestForm schema={schema} uiSchema={uiSchema} />);
    const input = screen.getByLabelText<HTMLInputElement>(/Phone Number/);
    await user.type(input, '2025550101');
    // caret after "(202) 555" (6 digits): Backspace deletes the third 5
    await user.type(input, '{Backspace}', { initialSelectionStart: 9, initialSelectionEnd: 9 });
    expect(input).toHaveValue('(202) 550-101');
    expect(input.selectionStart).toBe(8);
    // caret after "(202) " (3 digits): Backspace deletes the space, which comes back; the caret stays after 202
    await user.type(input, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('(202) 550-101');
    expect(input.selectionStart).toBe(4);
  });
});
