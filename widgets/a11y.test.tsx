// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { TestForm, TestProviders } from './testing/TestForm';
import { renderWithWidgets } from './testing/renderWithWidgets';
import { OtpInput } from './otp/OtpInput';
import applySchema from '../schemas/forms/apply.schema.json';
import applyUi from '../schemas/forms/apply.ui.json';
import amountSchema from '../schemas/forms/loan-amount.schema.json';
import amountUi from '../schemas/forms/loan-amount.ui.json';
import purposeSchema from '../schemas/forms/loan-purpose.schema.json';
import purposeUi from '../schemas/forms/loan-purpose.ui.json';
import depositSchema from '../schemas/forms/deposit-account.schema.json';
import depositUi from '../schemas/forms/deposit-account.ui.json';

/** axe violations of a container (colour contrast cannot be computed in jsdom). */
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const application = {
  min_loan_amount: 200,
  max_loan_amount: 1000,
  checking_accounts: [{ account_id: 'acc-1', description: 'Everyday Checking', last_four: '4521' }],
};

const forms: Array<[string, unknown, UiSchema]> = [
  ['apply', applySchema, applyUi],
  ['loan amount', amountSchema, amountUi],
  ['loan purpose', purposeSchema, purposeUi],
  ['deposit account', depositSchema, depositUi],
];

describe('accessibility (axe)', () => {
  it.each(forms)('the %s form has no violations, before and after a failed submit', async (_name, schema, uiSchema) => {
    const user = userEvent.setup();
    const { container } = await renderWithWidgets(<TestForm schema={schema as RJSFSchema} uiSchema={uiSchema} application={application} />);
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(await violations(container)).toEqual([]);
  });

  it('the one-time code boxes have no violations', async () => {
    const { container } = render(
      <TestProviders>
        <OtpInput value="12" onChange={() => undefined} error="The code is not correct" />
      </TestProviders>,
    );
    expect(await violations(container)).toEqual([]);
  });
});
