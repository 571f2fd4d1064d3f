// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';
import { renderWithWidgets } from '../testing/renderWithWidgets';
import applySchema from '../../schemas/forms/apply.schema.json';
import applyUi from '../../schemas/forms/apply.ui.json';
import purposeSchema from '../../schemas/forms/loan-purpose.schema.json';
import purposeUi from '../../schemas/forms/loan-purpose.ui.json';

const apply = applySchema as unknown as RJSFSchema;
const purpose = purposeSchema as unknown as RJSFSchema;

describe('text widget', () => {
  it('translates the schema title and passes ui:autocomplete', async () => {
    await renderWithWidgets(<TestForm schema={apply} uiSchema={applyUi} />);
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('autocomplete', 'family-name');
  });

  it('speaks Spanish', async () => {
    await renderWithWidgets(<TestForm language="es" schema={apply} uiSchema={applyUi} />);
    expect(screen.getByLabelText(/Nombre/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Número de teléfono/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('stores the typed text', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    await renderWithWidgets(<TestForm schema={apply} uiSchema={applyUi} onData={onData} />);
    await user.type(screen.getByLabelText(/First name/), 'Ana');
    expect(onData.mock.lastCall?.[0].firstName).toBe('Ana');
  });
});

describe('date widget', () => {
  it('is a numeric text input with an MM/DD/YYYY placeholder, bday autocomplete and the ui:help hint', async () => {
    await renderWithWidgets(<TestForm schema={apply} uiSchema={applyUi} />);
    const dob = screen.getByLabelText(/Date of birth/);
    expect(dob).toHaveAttribute('type', 'text');
    expect(dob).toHaveAttribute('inputmode', 'numeric');
    expect(dob).toHaveAttribute('autocomplete', 'bday');
    expect(dob).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(dob).toHaveAccessibleDescription('Use the format MM/DD/YYYY.');
  });

  it('is typed month first with the slashes inserted, and stores YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    await renderWithWidgets(<TestForm schema={apply} uiSchema={applyUi} onData={onData} />);
    const dob = screen.getByLabelText(/Date of birth/);
    await user.type(dob, '0115199');
    expect(dob).toHaveValue('01/15/199');
    expect(onData.mock.lastCall?.[0].dob).toBe('01/15/199');
    await user.type(dob, '0');
    expect(dob).toHaveValue('01/15/1990');
    expect(onData.mock.lastCall?.[0].dob).toBe('1990-01-15');
  });

  it('is typed day first in Spanish (DD/MM/AAAA), and stores YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    await renderWithWidgets(<TestForm schema={apply} uiSchema={applyUi} onData={onData} language="es" />);
    const dob = screen.getByLabelText(/Fecha de nacimiento/);
    expect(dob).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    expect(dob).toHaveAccessibleDescription('Use el formato DD/MM/AAAA.');
    await user.type(dob, '01071990');
    expect(dob).toHaveValue('01/07/1990');
    expect(onData.mock.lastCall?.[0].dob).toBe('1990-07-01');
  });

  it('shows a stored date in the order of the language', async () => {
    await renderWithWidgets(<TestForm schema={apply} uiSchema={applyUi} initialData={{ dob: '1985-03-14' }} />);
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('03/14/1985');
  });
});

describe('date widget caret', () => {
  it('keeps the caret by counting digits when a digit is inserted', async () => {
    const user = userEvent.setup();
    await renderWithWidgets(<TestForm schema={apply} uiSchema={applyUi} />);
    const dob = screen.getByLabelText<HTMLInputElement>(/Date of birth/);
    await user.type(dob, '0151990');
    expect(dob).toHaveValue('01/51/990');
    await user.type(dob, '1', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(dob).toHaveValue('01/15/1990');
    expect(dob.selectionStart).toBe(4);
  });
});

describe('hidden widget', () => {
  it('keeps hidden fields out of view', async () => {
    const { container } = await renderWithWidgets(<TestForm schema={apply} uiSchema={applyUi} initialData={{ visitorId: 'v-1' }} />);
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"]#root_visitorId');
    expect(hidden).not.toBeNull();
    expect(hidden?.value).toBe('v-1');
    expect(hidden?.closest('[hidden]')).not.toBeNull();
  });
});

describe('select and textarea widgets', () => {
  it('lists the enum with translated ui:enumNames after the ui:placeholder', async () => {
    await renderWithWidgets(<TestForm schema={purpose} uiSchema={purposeUi} />);
    const select = screen.getByLabelText(/Loan purpose/) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      'Select a purpose', 'Food and groceries', 'Gas', 'Car payments or insurance', 'Utilities', 'Rent', 'Other',
    ]);
  });

  it('stores the enum value and shows the other-reason box only for OTHER', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithWidgets(<TestForm schema={purpose} uiSchema={purposeUi} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/Describe the reason/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/Loan purpose/), 'Other');
    const reason = await screen.findByLabelText(/Describe the reason/);
    expect(reason).toHaveAttribute('rows', '3');
    await user.type(reason, 'Medical bill');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ purpose: 'OTHER', other_reason: 'Medical bill' })));
    await user.selectOptions(screen.getByLabelText(/Loan purpose/), 'Gas');
    await waitFor(() => expect(screen.queryByLabelText(/Describe the reason/)).toBeNull());
  });
});
