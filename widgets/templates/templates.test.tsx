// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';
import { renderWithWidgets } from '../testing/renderWithWidgets';
import applySchema from '../../schemas/forms/apply.schema.json';
import applyUi from '../../schemas/forms/apply.ui.json';
import purposeSchema from '../../schemas/forms/loan-purpose.schema.json';
import purposeUi from '../../schemas/forms/loan-purpose.ui.json';

const apply = applySchema as unknown as RJSFSchema;

describe('templates', () => {
  it('render no headings (no schema title as <h5>) and no legend', () => {
    const { container } = render(<TestForm schema={{ ...apply, title: 'forms:apply.title' }} uiSchema={applyUi} />);
    expect(container.querySelector('h1, h2, h3, h4, h5, h6, legend')).toBeNull();
  });

  it('show each error once, inline under its field, and no error list', async () => {
    const user = userEvent.setup();
    render(<TestForm schema={apply} uiSchema={applyUi} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByRole('alert')).toHaveLength(5);
    expect(screen.queryByText('Errors')).toBeNull();
  });

  it('render the submit button from ui:submitButtonOptions, as a Fluent primary button', () => {
    render(<TestForm schema={apply} uiSchema={{ ...applyUi, 'ui:submitButtonOptions': { submitText: 'common:buttons.verify' } }} />);
    const button = screen.getByRole('button', { name: 'Verify' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.className).toMatch(/fui-Button/);
  });

  it('disable or hide the submit button through ui:submitButtonOptions', () => {
    const { rerender } = render(<TestForm schema={apply} uiSchema={{ 'ui:submitButtonOptions': { props: { disabled: true } } }} />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    rerender(<TestForm schema={apply} uiSchema={{ 'ui:submitButtonOptions': { norender: true } }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with live validation, show no error on a field the member has not touched', async () => {
    const user = userEvent.setup();
    render(<TestForm schema={apply} uiSchema={applyUi} liveValidate="onChange" />);
    await user.type(screen.getByLabelText(/First name/), 'Ana');
    await user.clear(screen.getByLabelText(/First name/));
    // The cleared field is flagged; the others, still untouched, are not.
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText(/Last name/)).not.toHaveAttribute('aria-invalid', 'true');
    // Leaving a field touches it too.
    await user.click(screen.getByLabelText(/Last name/));
    await user.tab();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    // A submit shows every error.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(5));
  });

  it('show the error of a showWhen field only once touched, and at once when it appears after a submit', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithWidgets(<TestForm schema={purposeSchema as RJSFSchema} uiSchema={purposeUi} liveValidate="onChange" />);
    await user.selectOptions(screen.getByLabelText(/Loan purpose/), 'Other');
    const reason = await screen.findByLabelText(/Describe the reason/);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(reason, 'a');
    await user.clear(reason);
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    unmount();

    await renderWithWidgets(<TestForm schema={purposeSchema as RJSFSchema} uiSchema={purposeUi} liveValidate="onChange" />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText(/Loan purpose/)).toHaveAttribute('aria-invalid', 'true'));
    await user.selectOptions(screen.getByLabelText(/Loan purpose/), 'Other');
    await waitFor(() => expect(screen.getByLabelText(/Describe the reason/)).toHaveAttribute('aria-invalid', 'true'));
  });
});
