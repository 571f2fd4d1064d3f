// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { FormattedInput, type FormattedEdit } from './FormattedInput';
import { onlyDigits } from './caret';

/** Digits in pairs, `12-34-56`, at most 6. */
const pairs = (text: string) => (onlyDigits(text).slice(0, 6).match(/\d{1,2}/g) ?? []).join('-');

type Edit = (raw: string, caretDigits: number) => FormattedEdit;

/** A controlled FormattedInput that shows what `edit` returns and reports it to `onStored`. */
function Harness({ edit, onStored }: { edit: Edit; onStored: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <FluentProvider theme={webLightTheme}>
      <FormattedInput
        field={{ id: 'code', required: true }}
        label="Code"
        hint="Six digits"
        inputMode="numeric"
        value={text}
        onEdit={(raw, caretDigits) => {
          const result = edit(raw, caretDigits);
          setText(result.text);
          onStored(result.text);
          return result;
        }}
      />
    </FluentProvider>
  );
}

function setup(edit: Edit = (raw) => ({ text: pairs(raw) })) {
  const onStored = vi.fn();
  render(<Harness edit={edit} onStored={onStored} />);
  return { user: userEvent.setup(), input: screen.getByLabelText<HTMLInputElement>(/Code/), onStored };
}

describe('FormattedInput', () => {
  it('is a labelled text input with its hint, name and input mode', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('id', 'code');
    expect(input).toHaveAttribute('name', 'code');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toBeRequired();
    expect(screen.getByText('Six digits')).toBeInTheDocument();
  });

  it('shows the text onEdit returns as the user types', async () => {
    const { user, input, onStored } = setup();
    await user.type(input, '12a345');
    expect(input).toHaveValue('12-34-5');
    expect(onStored).toHaveBeenLastCalledWith('12-34-5');
  });

  it('keeps the caret after the same digits when a digit is inserted in the middle', async () => {
    const { user, input } = setup();
    await user.type(input, '12456');
    expect(input).toHaveValue('12-45-6');
    // caret after "12-" (2 digits): the 3 goes there and the caret follows it past the new dash
    await user.type(input, '3', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('12-34-56');
    expect(input.selectionStart).toBe(4);
  });

  it('keeps the caret in place when a separator is deleted (the text does not change)', async () => {
    const { user, input } = setup();
    await user.type(input, '123456');
    await user.type(input, '{Backspace}', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('12-34-56');
    expect(input.selectionStart).toBe(2);
  });

  it('gives onEdit the digits before the caret and puts the caret after the digits it returns', async () => {
    // drops a leading 0, so the caret has one digit fewer before it
    const edit = vi.fn<Edit>((raw, caretDigits) =>
      raw.startsWith('0') ? { text: pairs(raw.slice(1)), caretDigits: caretDigits - 1 } : { text: pairs(raw) },
    );
    const { user, input } = setup(edit);
    await user.type(input, '3456');
    await user.type(input, '0', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(edit).toHaveBeenLastCalledWith('034-56', 1);
    expect(input).toHaveValue('34-56');
    expect(input.selectionStart).toBe(0);
    await user.type(input, '12', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(edit).toHaveBeenLastCalledWith('123-45-6', 2);
    expect(input).toHaveValue('12-34-56');
    expect(input.selectionStart).toBe(2);
  });
});
