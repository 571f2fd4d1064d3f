// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';
import { renderWithWidgets } from '../testing/renderWithWidgets';
import purposeSchema from '../../schemas/forms/loan-purpose.schema.json';
import choicesUi from '../../schemas/forms/loan-purpose.choices.ui.json';

describe('choices widget', () => {
  it('shows one button per option under the field label, and the pressed one is the stored value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithWidgets(<TestForm schema={purposeSchema as unknown as RJSFSchema} uiSchema={choicesUi} onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: /Loan purpose/ });
    expect(group.querySelectorAll('button')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Gas' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Gas' }));
    expect(screen.getByRole('button', { name: 'Gas' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Utilities' }));
    expect(screen.getByRole('button', { name: 'Gas' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ purpose: 'UTILITIES' })));
  });

  it('is Spanish in Spanish', async () => {
    await renderWithWidgets(<TestForm language="es" schema={purposeSchema as unknown as RJSFSchema} uiSchema={choicesUi} />);
    expect(screen.getByRole('button', { name: 'Comida y víveres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otro' })).toBeInTheDocument();
  });
});
