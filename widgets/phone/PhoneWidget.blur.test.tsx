// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { TestForm } from '../testing/TestForm';
import { phoneDigits } from './digits';
import type { ParsedPhone } from './parse';

type Parse = (text: string) => ParsedPhone | null;

// The parser chunk, loaded only when a test resolves it.
const parser = vi.hoisted(() => {
  const state = { resolve: (_parse: Parse) => {}, promise: new Promise<Parse>(() => {}) };
  return {
    state,
    reset() {
      state.promise = new Promise<Parse>((resolve) => (state.resolve = resolve));
    },
  };
});
vi.mock('./lazyParse', () => ({ loadPhoneParser: () => parser.state.promise, loadedPhoneParser: () => undefined }));

/** A parser that shows `202-555-0101` (not the typing format), to see when it is applied. */
const dashed = (text: string): ParsedPhone | null => {
  const digits = phoneDigits(text);
  return digits.length === 10 ? { display: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`, digits, e164: `+1${digits}` } : null;
};

const schema: RJSFSchema = { type: 'object', properties: { phoneNumber: { type: 'string', title: 'forms:fields.phoneNumber' } } };
const uiSchema = { phoneNumber: { 'ui:widget': 'phone' } };

describe('phone widget blur while the parser is loading', () => {
  beforeEach(() => parser.reset());

  it('shows the parsed number once the parser arrives', async () => {
    const user = userEvent.setup();
    render(<TestForm schema={schema} uiSchema={uiSchema} />);
    const input = screen.getByLabelText(/Phone Number/);
    await user.type(input, '2025550101');
    await user.tab();
    expect(input).toHaveValue('(202) 555-0101');
    await act(async () => parser.state.resolve(dashed));
    expect(input).toHaveValue('202-555-0101');
  });

  it('drops the blur when the field was typed into again before the parser arrived', async () => {
    const user = userEvent.setup();
    const onData = vi.fn();
    render(<TestForm schema={schema} uiSchema={uiSchema} onData={onData} />);
    const input = screen.getByLabelText(/Phone Number/);
    await user.type(input, '2025550101');
    await user.tab();
    await user.type(input, '{Backspace}');
    await act(async () => parser.state.resolve(dashed));
    expect(input).toHaveValue('(202) 555-010');
    expect(onData.mock.lastCall?.[0]).toMatchObject({ phoneNumber: '202555010' });
  });
});
