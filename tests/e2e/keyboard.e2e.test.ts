import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useSuite, waitForApp } from './support/setup';
import { MEMBERS, T, typedDob } from './support/flow';
import { latestCode } from './harness/server';

/** The flow up to review with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and typing. */
describe('keyboard only', () => {
  const suite = useSuite({ JOB_DELAY_MS: '1000' });
  const t = T.en;

  const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);

  /** Presses Tab (or Shift+Tab) until `target` has focus; fails after 25 presses. */
  async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
    for (let i = 0; i < 25; i++) {
      if (await isFocused(target)) return;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`could not reach ${String(target)} with ${back ? 'Shift+Tab' : 'Tab'}`);
  }

  it('Maria applies, verifies, fills every step, reviews and picks an offer without a click', async () => {
    const page = await suite.page('en', 'desktop');
    const kb = page.keyboard;
    await page.goto('/apply');
    await page.getByRole('textbox', { name: t.first }).waitFor();
    // Keys pressed before the app has the server's page would reach the form the server answers (no JavaScript path).
    await waitForApp(page);
    // The skip link is reachable from the keyboard.
    await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), true);
    const who = MEMBERS.maria;
    await tabTo(page, page.getByRole('textbox', { name: t.first }));
    await kb.type(who.first);
    await kb.press('Tab');
    await kb.type(who.last);
    await kb.press('Tab');
    await kb.type(who.ssn);
    await kb.press('Tab');
    await kb.type(who.phone);
    await kb.press('Tab');
    await kb.type(typedDob(who.dob));
    // Shift+Tab back to the last name and fix a typo there.
    await tabTo(page, page.getByRole('textbox', { name: t.last }), true);
    await kb.press('End');
    await kb.type('x');
    await kb.press('Backspace');
    expect(await page.getByRole('textbox', { name: t.last }).inputValue()).toBe(who.last);
    await tabTo(page, page.getByRole('button', { name: t.continue }));
    const since = Date.now() - 2000;
    await kb.press('Enter');
    await page.waitForURL('**/otp');
    const code = await latestCode(suite.server.baseUrl, who.phone, since);
    await tabTo(page, page.getByRole('textbox', { name: t.digit(1) }));
    await kb.type(code);
    await tabTo(page, page.getByRole('button', { name: t.verify }));
    await kb.press('Enter');
    await page.waitForURL('**/application/loan-amount');

    await tabTo(page, page.getByRole('textbox', { name: t.amount }));
    await kb.type('800');
    await tabTo(page, page.getByRole('button', { name: t.continue }));
    await kb.press('Space');
    await page.waitForURL('**/application/housing-expenses');

    await tabTo(page, page.getByRole('textbox', { name: t.housing }));
    await kb.type('950');
    await kb.press('Enter');
    await page.waitForURL('**/application/loan-purpose');

    const purpose = page.getByRole('combobox', { name: t.purpose });
    await tabTo(page, purpose);
    // Type-ahead on the native select picks "Rent".
    await kb.type('Rent');
    await expect.poll(() => purpose.locator('option:checked').textContent()).toBe(t.rent);
    await tabTo(page, page.getByRole('button', { name: t.continue }));
    await kb.press('Enter');
    await page.waitForURL('**/application/deposit-account');

    const account = page.getByRole('combobox', { name: t.account });
    await tabTo(page, account);
    await kb.press('ArrowDown');
    await expect.poll(() => account.locator('option:checked').textContent()).toMatch(/CHECKING \.\.\.\d{4}/);
    await tabTo(page, page.getByRole('button', { name: t.continue }));
    await kb.press('Enter');
    await page.waitForURL('**/application/review');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('$800.00');
    expect(await page.getByRole('main').textContent()).toContain('$950.00');

    // Edit from review by keyboard, and back.
    await tabTo(page, page.getByRole('button', { name: t.edit('Monthly housing expenses') }));
    await kb.press('Enter');
    await page.waitForURL('**/application/housing-expenses');
    await tabTo(page, page.getByRole('textbox', { name: t.housing }));
    await kb.press('Control+A');
    await kb.type('975');
    await tabTo(page, page.getByRole('button', { name: t.continue }));
    await kb.press('Enter');
    await page.waitForURL('**/application/review');
    await expect.poll(() => page.getByRole('main').textContent()).toContain('$975.00');
    await tabTo(page, page.getByRole('button', { name: t.complete }));
    await kb.press('Enter');
    await page.waitForURL('**/application/processing');

    // Offers: Tab into the radio group, Enter selects the first, arrows move to the second.
    await page.waitForURL('**/application/review-offer', { timeout: 45000 });
    const offers = page.getByRole('radiogroup', { name: t.offers }).getByRole('radio');
    await offers.first().waitFor();
    await tabTo(page, offers.first());
    await kb.press('Enter');
    await expect.poll(() => offers.first().getAttribute('aria-checked')).toBe('true');
    await kb.press('ArrowDown');
    await expect.poll(() => offers.nth(1).getAttribute('aria-checked')).toBe('true');
    expect(await isFocused(offers.nth(1))).toBe(true);
    await tabTo(page, page.getByRole('switch', { name: t.autopay }));
    await kb.press('Space');
    await expect.poll(() => page.getByRole('switch', { name: t.autopay }).isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: t.accept }));
    await kb.press('Enter');
    await page.waitForURL('**/application/sign');
    await page.getByTitle(t.signFrame).waitFor();
  });
});
