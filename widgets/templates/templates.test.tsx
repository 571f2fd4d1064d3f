// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';
import applySchema from '../../schemas/forms/apply.schema.json';
import applyUi from '../../schemas/forms/apply.ui.json';

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
});
