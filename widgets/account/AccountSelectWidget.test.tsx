// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';
import { renderWithWidgets } from '../testing/renderWithWidgets';
import depositSchema from '../../schemas/forms/deposit-account.schema.json';
import depositUi from '../../schemas/forms/deposit-account.ui.json';

const application = {
  checking_accounts: [
    { account_id: 'acc-1', description: 'Everyday Checking', last_four: '4521' },
    { account_id: 'acc-2', description: 'Second chance checking', last_four: '0042' },
  ],
};
const bound = { account_ids: ['acc-1', 'acc-2'] };

describe('accountSelect widget', () => {
  it('lists the checking accounts as UPPER-CASE description ...last four, after a placeholder', async () => {
    await renderWithWidgets(<TestForm schema={depositSchema as unknown as RJSFSchema} uiSchema={depositUi} application={application} initialData={bound} />);
    const select = screen.getByLabelText(/Deposit account/);
    const options = Array.from((select as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Select an account', 'EVERYDAY CHECKING ...4521', 'SECOND CHANCE CHECKING ...0042']);
  });

  it('stores the chosen account id', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithWidgets(<TestForm schema={depositSchema as unknown as RJSFSchema} uiSchema={depositUi} application={application} initialData={bound} onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText(/Deposit account/), 'EVERYDAY CHECKING ...4521');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ account_id: 'acc-1' })));
  });

  it('has the Spanish placeholder', async () => {
    await renderWithWidgets(<TestForm language="es" schema={depositSchema as unknown as RJSFSchema} uiSchema={depositUi} application={application} />);
    expect(screen.getByRole('option', { name: 'Seleccione una cuenta' })).toBeInTheDocument();
  });
});
