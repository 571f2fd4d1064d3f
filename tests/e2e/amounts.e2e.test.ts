import { holdScript, useSuite } from './support/setup';
import { MEMBERS, T } from './support/flow';
import { applyOverApi } from './support/apiSeed';

describe('amounts in the browser (390x844)', () => {
  const suite = useSuite();

  it('es: the loan amount refuses cents, its range error does not repeat the hint; housing 1.250,50 reaches the review as $1,250.50', async () => {
    const t = T.es;
    const page = await suite.page('es');
    await applyOverApi(page, suite.server.baseUrl, MEMBERS.robert, 'es', 'loan-amount');
    await page.waitForURL('**/application/loan-amount');
    const hint = page.getByText('Ingrese un monto entre $200 y $1,000.', { exact: true });
    const amount = page.getByRole('textbox', { name: t.amount });
    await amount.pressSequentially('100');
    await page.getByRole('alert').filter({ hasText: 'Ingrese un monto entre $200 y $1,000' }).waitFor();
    expect(await hint.count()).toBe(0);
    await amount.fill('');
    await amount.pressSequentially('500.5');
    await page.getByRole('alert').filter({ hasText: 'Ingrese solo dólares enteros, sin centavos' }).waitFor();
    await hint.waitFor();
    expect(await page.getByRole('button', { name: t.continue }).isDisabled()).toBe(true);
    await amount.fill('');
    await amount.pressSequentially('500');
    await page.getByRole('button', { name: t.continue }).click();

    await page.waitForURL('**/application/housing-expenses');
    const housing = page.getByRole('textbox', { name: t.housing });
    await housing.pressSequentially('1.250,50');
    await housing.blur();
    expect(await housing.inputValue()).toBe('1,250.50');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/loan-purpose');
    await page.getByRole('combobox', { name: t.purpose }).selectOption({ label: t.rent });
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/deposit-account');
    await page.getByRole('combobox', { name: t.account }).selectOption({ index: 1 });
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByRole('heading', { level: 1, name: t.reviewTitle }).waitFor();
    await page.getByText('$1,250.50', { exact: true }).waitFor();
  });

  // The amount widget's code loads after the page when the member opens the amount step itself
  // (a resumed or launched application). On a slow phone the field used to be mounted again on
  // the first key typed once that code had come: the box lost the focus and every later digit.
  // Here the code is held until the page is up, then the member types as soon as the box shows.
  it('en: the amount typed as soon as its box shows, on a page opened at that step, keeps every digit and the focus', async () => {
    const t = T.en;
    const page = await suite.page('en');
    const release = await holdScript(page, /\/assets\/CurrencyWidget-[\w-]+\.js$/);
    await applyOverApi(page, suite.server.baseUrl, MEMBERS.maria, 'en', 'loan-amount');
    await page.waitForURL('**/application/loan-amount');
    await page.getByRole('heading', { level: 1, name: t.amountTitle }).waitFor();
    release();
    const amount = page.getByRole('textbox', { name: t.amount });
    await amount.pressSequentially('750');
    expect(await amount.inputValue()).toBe('750');
    expect(await amount.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: t.continue }).isDisabled()).toBe(false);
  });
});
