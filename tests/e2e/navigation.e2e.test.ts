import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite, visit } from './support/setup';
import { applyAndVerify, fillSteps, MEMBERS, T } from './support/flow';

/** Back and edit, cancel, language switch and 401 recovery mid-flow (SPEC sections 2 and 4). */
describe('moving around the flow', () => {
  const suite = useSuite();
  const t = T.en;
  const main = (page: Page) => page.getByRole('main');

  it('Back walks the steps with the answers kept; editing the amount from review returns to review with the new value', async () => {
    const page = await suite.page('en');
    await applyAndVerify(page, suite.server.baseUrl, MEMBERS.maria);
    await fillSteps(page, 'en', { amount: '600', housing: '900' });
    await page.getByRole('button', { name: t.back }).click();
    await page.waitForURL('**/application/deposit-account');
    expect(await page.getByRole('combobox', { name: t.account }).locator('option:checked').textContent()).toMatch(/\.\.\.\d{4}$/);
    await page.getByRole('button', { name: t.back }).click();
    await page.waitForURL('**/application/loan-purpose');
    expect(await page.getByRole('combobox', { name: t.purpose }).locator('option:checked').textContent()).toBe(t.rent);
    await page.getByRole('button', { name: t.back }).click();
    await page.waitForURL('**/application/housing-expenses');
    expect(await page.getByRole('textbox', { name: t.housing }).inputValue()).toMatch(/^\$?900(\.00)?$/);
    await page.getByRole('button', { name: t.back }).click();
    await page.waitForURL('**/application/loan-amount');
    expect(await page.getByRole('textbox', { name: t.amount }).inputValue()).toMatch(/^\$?600$/);
    // With every answer given, Continue returns straight to review.
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/review');
    await page.getByRole('button', { name: t.edit(t.amount) }).click();
    await page.waitForURL('**/application/loan-amount');
    const amount = page.getByRole('textbox', { name: t.amount });
    await amount.fill('');
    await amount.pressSequentially('850');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/review');
    await expect.poll(() => main(page).textContent()).toContain('$850.00');
    expect(await main(page).textContent()).not.toContain('$600.00');
    expect(await main(page).textContent()).toContain('$900.00');
    // Edit the purpose: Other needs a reason, back on review it shows both.
    await page.getByRole('button', { name: t.edit(t.purpose) }).click();
    await page.waitForURL('**/application/loan-purpose');
    await page.getByRole('combobox', { name: t.purpose }).selectOption({ label: t.other });
    expect(await page.getByRole('button', { name: t.continue }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: t.reason }).fill('School books');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/review');
    await expect.poll(() => main(page).textContent()).toContain('Other: School books');
  });

  it('Cancel: the dialog keeps the application on Keep my application, ends it on Cancel application', async () => {
    const page = await suite.page('en');
    await applyAndVerify(page, suite.server.baseUrl, MEMBERS.carlos);
    await page.waitForURL('**/application/loan-amount');
    await page.getByRole('button', { name: t.cancel }).click();
    const dialog = page.getByRole('dialog', { name: t.cancelDialog }).or(page.getByRole('alertdialog', { name: t.cancelDialog }));
    await dialog.waitFor();
    await page.screenshot({ path: (await import('./harness/browser')).screenshotPath('en-phone-cancel-dialog') });
    await dialog.getByRole('button', { name: t.keepApp }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/application/loan-amount');
    await page.getByRole('textbox', { name: t.amount }).pressSequentially('400');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/housing-expenses');
    await page.getByRole('button', { name: t.cancel }).click();
    await dialog.getByRole('button', { name: t.cancelApp }).click();
    await page.waitForURL('**/application-canceled');
    await visit(page, 'en', 'canceled', t.canceledTitle);
    // The application is over: its pages now lead away from the form.
    await page.goto('/application/loan-amount');
    await expect.poll(() => page.url()).not.toContain('/application/loan-amount');
    await page.goto('/application-canceled');
    await page.getByRole('button', { name: 'Start a new application' }).or(page.getByRole('link', { name: 'Start a new application' })).click();
    await page.waitForURL('**/apply');
  });

  it('Cancel in Spanish ends on the Spanish canceled page', async () => {
    const page = await suite.page('es');
    await applyAndVerify(page, suite.server.baseUrl, MEMBERS.robert, 'es');
    await page.waitForURL('**/application/loan-amount');
    await page.getByRole('button', { name: T.es.cancel }).click();
    await page.getByRole('button', { name: T.es.cancelApp }).click();
    await page.waitForURL('**/application-canceled');
    await visit(page, 'es', 'canceled', T.es.canceledTitle);
  });

  it('switching the language mid-flow keeps the answers and switches every text', async () => {
    const page = await suite.page('en');
    await applyAndVerify(page, suite.server.baseUrl, MEMBERS.emily);
    await page.waitForURL('**/application/loan-amount');
    await page.getByRole('textbox', { name: t.amount }).pressSequentially('700');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/housing-expenses');
    await page.getByRole('textbox', { name: t.housing }).pressSequentially('1100');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    const es = T.es;
    await page.getByRole('heading', { level: 1, name: es.housing }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // The typed (not yet submitted) value stays; every label and button is Spanish.
    expect(await page.getByRole('textbox', { name: es.housing }).inputValue()).toMatch(/1,?100/);
    for (const name of [es.continue, es.back, es.cancel]) await page.getByRole('button', { name }).waitFor();
    const text = (await page.locator('body').innerText()).replace(/Harbor Community Credit Union/g, '');
    for (const english of ['Continue', 'Back', 'Cancel', 'Step', 'Monthly', 'Enter', 'How much', 'Loans are', 'English']) expect(text).not.toMatch(new RegExp(`\\b${english}\\b`));
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('es');
    await page.getByRole('button', { name: es.back }).click();
    await page.waitForURL('**/application/loan-amount');
    await page.getByRole('heading', { level: 1, name: es.amountTitle }).waitFor();
    expect(await page.getByRole('textbox', { name: es.amount }).inputValue()).toMatch(/^\$?700$/);
    // And back to English from the menu.
    await page.getByRole('button', { name: /^Idioma/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: t.amountTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('a lost session (sid cookie cleared) shows "Your session has expired." and returns to /apply', async () => {
    const page = await suite.page('en');
    await applyAndVerify(page, suite.server.baseUrl, MEMBERS.linda);
    await page.waitForURL('**/application/loan-amount');
    await page.getByRole('textbox', { name: t.amount }).pressSequentially('500');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/housing-expenses');
    await page.context().clearCookies();
    await page.getByRole('textbox', { name: t.housing }).pressSequentially('800');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/apply');
    await page.getByText(t.sessionExpired, { exact: true }).waitFor();
    // A reload of an application page without a session ends the same way.
    await page.goto('/application/review');
    await page.waitForURL('**/apply');
  });
});
