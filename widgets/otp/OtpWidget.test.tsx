// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';
import { renderWithWidgets } from '../testing/renderWithWidgets';

const schema: RJSFSchema = { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } } };

describe('otp widget', () => {
  it('stores the pasted code in the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithWidgets(<TestForm schema={schema} uiSchema={{ code: { 'ui:widget': 'otp' } }} onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: '654321' })));
  });

  it('shows the error RJSF passes', async () => {
    const user = userEvent.setup();
    await renderWithWidgets(<TestForm schema={schema} uiSchema={{ code: { 'ui:widget': 'otp' } }} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');
  });
});
