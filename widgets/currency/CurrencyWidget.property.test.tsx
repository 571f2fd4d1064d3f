// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import type { RJSFSchema } from '@rjsf/utils';
import type { AmountUnit } from '../../src/core/forms/amountUnit';
import type { Language } from '../../src/core/languages';
import { TestForm } from '../testing/TestForm';
import { renderWithWidgets } from '../testing/renderWithWidgets';
import housingSchema from '../../schemas/forms/housing-expenses.schema.json';
import housingUi from '../../schemas/forms/housing-expenses.ui.json';

/**
 * Property tests: whatever a member types or pastes into an amount, the text the blurred input
 * shows reads as the value the form submits, and an amount written the way the page's language
 * writes it (`$1,250.50`, `1250.5`, Spanish `1.250,50`) is submitted exactly.
 */

/** The housing form with no upper bound, cents kept (`0.01`) or whole dollars (`1`, as a product owner may set it). */
function housingIn(unit: AmountUnit): RJSFSchema {
  const schema = structuredClone(housingSchema) as { $id: string; properties: { expenses: Record<string, unknown> } };
  schema.$id = `forms/housing-${unit}.schema.json`;
  schema.properties.expenses.multipleOf = unit === 'cents' ? 0.01 : 1;
  delete schema.properties.expenses.maximum;
  return schema as unknown as RJSFSchema;
}

/** Any text of digits, separators, a dollar sign, spaces and a letter. */
const anyText = fc.array(fc.constantFrom(...'0123456789', '.', ',', '.', ',', '$', ' ', 'x'), { maxLength: 12 }).map((chars) => chars.join(''));

/** `1234567` grouped by thousands with `separator`. */
const grouped = (dollars: number, separator: string) => String(dollars).replace(/\B(?=(\d{3})+$)/g, separator);

/** An amount and a way a member may write it, in English or Spanish (`$ 1,250.50`, `1250.5`, `1.250,5`...). */
function writtenAmount() {
  return fc.record({ cents: fc.integer({ min: 0, max: 999_999_999_99 }), style: fc.nat(99), dollarSign: fc.boolean() }).map(({ cents, style, dollarSign }) => {
    const dollars = Math.floor(cents / 100);
    const part = String(cents % 100).padStart(2, '0');
    const shortPart = part.endsWith('0') ? part[0] : part;
    const amount = cents / 100;
    const styles: Array<[string, number]> = [
      [cents % 100 ? `${dollars}.${shortPart}` : `${dollars}`, amount], // 1250.5, 1250
      [`${grouped(dollars, ',')}.${part}`, amount], // 1,250.50
      [grouped(dollars, ','), dollars], // 1,250 (written without its cents)
      [`${dollars},${shortPart}`, amount], // 1250,5
      [`${grouped(dollars, '.')},${part}`, amount], // 1.250,50
      [grouped(dollars, '.'), dollars], // 1.250
    ];
    const [text, value] = styles[style % styles.length];
    return { amount: value, text: `${dollarSign ? '$ ' : ''}${text}` };
  });
}

/** The amount a blurred input's text shows (`1,250.50` -> 1250.5), undefined for ''. */
const shownAmount = (text: string) => (text === '' ? undefined : Number(text.replace(/,/g, '')));

/** The parsing is the same on both pages: a Spanish page with cents kept, an English one in whole dollars. */
const cases = [['es', 'cents'], ['en', 'dollars']] as const satisfies ReadonlyArray<readonly [Language, AmountUnit]>;

describe.each(cases)('currency widget, %s page, %s field', (language, unit) => {
  async function setup() {
    const user = userEvent.setup({ delay: null });
    const onData = vi.fn();
    const onSubmit = vi.fn();
    await renderWithWidgets(<TestForm language={language} schema={housingIn(unit)} uiSchema={housingUi} onData={onData} onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    /** Types (or pastes) `text` into the emptied input and leaves it. */
    const enter = async (text: string, paste: boolean) => {
      await user.clear(input);
      if (text !== '') await (paste ? user.paste(text) : user.type(input, text));
      await user.tab();
    };
    const stored = () => onData.mock.lastCall?.[0].expenses as number | undefined;
    return { user, input, onSubmit, enter, stored };
  }

  it('typed or pasted, any text: the blurred input shows the value the form submits', async () => {
    const { user, input, onSubmit, enter, stored } = await setup();
    await fc.assert(
      fc.asyncProperty(anyText, fc.boolean(), async (text, paste) => {
        await enter(text, paste);
        const value = stored();
        expect(shownAmount(input.value)).toBe(value);
        if (value === undefined) return;
        expect(Math.round(value * 100) / 100).toBe(value);
        onSubmit.mockClear();
        await user.click(screen.getByRole('button', { name: /Continue|Continuar/ }));
        const accepted = unit === 'cents' || Number.isInteger(value);
        if (accepted) await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ expenses: value })));
        else await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
        expect(onSubmit).toHaveBeenCalledTimes(accepted ? 1 : 0);
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('an amount written the English or the Spanish way ($1,250.50, 1.250,50) is submitted exactly, and shown as it is stored', async () => {
    const { input, enter, stored } = await setup();
    await fc.assert(
      fc.asyncProperty(writtenAmount(), fc.boolean(), async ({ amount, text }, paste) => {
        await enter(text, paste);
        expect(stored()).toBe(amount);
        expect(shownAmount(input.value)).toBe(amount);
        expect(input.value).toMatch(unit === 'cents' || !Number.isInteger(amount) ? /^\d{1,3}(,\d{3})*\.\d{2}$/ : /^\d{1,3}(,\d{3})*$/);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
