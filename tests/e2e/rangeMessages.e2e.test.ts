import { useSuite, visit } from './support/setup';
import { MEMBERS, T } from './support/flow';
import { applyOverApi } from './support/apiSeed';

/** The housing range message, its numbers from the schema the server uses (not written in the locale files). */
const RANGE = { en: 'Please enter an amount between $0 and $20,000', es: 'Ingrese un monto entre $0 y $20,000' } as const;

describe('range messages in the browser', () => {
  const suite = useSuite();

  for (const [lang, who] of [['en', MEMBERS.robert], ['es', MEMBERS.linda]] as const) {
    it(`${lang}: an amount above the schema maximum is told with the schema's bounds, formatted`, async () => {
      const t = T[lang];
      const page = await suite.page(lang);
      await applyOverApi(page, suite.server.baseUrl, who, lang, 'loan-amount');
      await page.waitForURL('**/application/loan-amount');
      await page.getByRole('textbox', { name: t.amount }).pressSequentially('500');
      await page.getByRole('button', { name: t.continue }).click();
      await page.waitForURL('**/application/housing-expenses');
      const housing = page.getByRole('textbox', { name: t.housing });
      await housing.pressSequentially('20001');
      await housing.blur();
      await page.getByRole('alert').filter({ hasText: RANGE[lang] }).waitFor();
      expect(await page.getByRole('button', { name: t.continue }).isDisabled()).toBe(true);
      await visit(page, lang, 'housing-expenses-range', t.housing);
      await housing.press('End');
      await housing.press('Backspace');
      await expect.poll(() => page.getByRole('alert').filter({ hasText: RANGE[lang] }).count()).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: t.continue }).isDisabled()).toBe(false);
    });
  }
});
