import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite, visit } from './support/setup';
import { applyAndVerify, fillApply, MEMBERS, T, type Applicant, type Lang } from './support/flow';
import { latestCode } from './harness/server';

/** Each demo member through the real widgets to their outcome (SPEC section 4), axe and screenshots on every screen. */
describe('demo members to their outcome', () => {
  const suite = useSuite();

  /** Apply and OTP with checks and screenshots of both screens. */
  async function applyScreens(page: Page, who: Applicant, lang: Lang, shots: boolean): Promise<void> {
    const t = T[lang];
    await page.goto('/apply');
    if (shots) await visit(page, lang, 'apply', t.applyTitle);
    await fillApply(page, who, lang);
    // The real widgets formatted what was typed: SSN masked when not focused, phone as (XXX) XXX-XXXX.
    await expect.poll(() => page.getByRole('textbox', { name: t.phone }).inputValue()).toBe(`(${who.phone.slice(0, 3)}) ${who.phone.slice(3, 6)}-${who.phone.slice(6)}`);
    expect(await page.getByRole('textbox', { name: t.ssn }).inputValue()).toBe('***-**-****');
    await page.getByRole('textbox', { name: t.ssn }).focus();
    expect(await page.getByRole('textbox', { name: t.ssn }).inputValue()).toBe(`${who.ssn.slice(0, 3)}-${who.ssn.slice(3, 5)}-${who.ssn.slice(5)}`);
    const since = Date.now() - 2000;
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/otp');
    await page.getByText(`•••• ${who.phone.slice(6)}`).waitFor();
    if (shots) await visit(page, lang, 'otp', t.otpTitle);
    const code = await latestCode(suite.server.baseUrl, who.phone, since);
    for (const [i, digit] of [...code].entries()) await page.getByRole('textbox', { name: t.digit(i + 1) }).fill(digit);
    await page.getByRole('button', { name: t.verify }).click();
  }

  /** Loan amount .. review, screenshots of each form step; ends on review with the values checked. */
  async function formSteps(page: Page, lang: Lang, shots: boolean, accountIndex = 1): Promise<void> {
    const t = T[lang];
    await page.waitForURL('**/application/loan-amount');
    if (shots) await visit(page, lang, 'loan-amount', t.amountTitle);
    const amount = page.getByRole('textbox', { name: t.amount });
    await amount.pressSequentially('1500');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/1,000/);
    await expect.poll(() => page.getByRole('button', { name: t.continue }).isDisabled()).toBe(true);
    await amount.press('Backspace');
    await amount.blur();
    await expect.poll(() => amount.inputValue()).toMatch(/^\$?150$/);
    await amount.fill('');
    await amount.pressSequentially('750');
    await amount.blur();
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/housing-expenses');
    if (shots) await visit(page, lang, 'housing-expenses', t.housing);
    await page.getByRole('textbox', { name: t.housing }).pressSequentially('1250');
    await page.getByRole('textbox', { name: t.housing }).blur();
    await expect.poll(() => page.getByRole('textbox', { name: t.housing }).inputValue()).toMatch(/1,250/);
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/loan-purpose');
    await page.getByRole('combobox', { name: t.purpose }).selectOption({ label: t.other });
    await page.getByRole('textbox', { name: t.reason }).fill('Car repair');
    if (shots) await visit(page, lang, 'loan-purpose', t.purposeTitle);
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/deposit-account');
    await page.getByRole('combobox', { name: t.account }).selectOption({ index: accountIndex });
    if (shots) await visit(page, lang, 'deposit-account', t.depositTitle);
    const chosen = await page.getByRole('combobox', { name: t.account }).locator('option:checked').textContent();
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/review');
    if (shots) await visit(page, lang, 'review', t.reviewTitle);
    const main = page.getByRole('main');
    await expect.poll(() => main.textContent()).toContain('$750.00');
    const text = (await main.textContent()) ?? '';
    expect(text).toContain('$1,250.00');
    expect(text).toContain(`${t.other}: Car repair`);
    expect(text).toContain(chosen ?? 'no account');
  }

  async function completeReview(page: Page, lang: Lang, shots: boolean): Promise<void> {
    const t = T[lang];
    await page.getByRole('button', { name: t.complete }).click();
    await page.waitForURL('**/application/processing');
    if (shots) await visit(page, lang, 'processing', t.processingTitle);
  }

  it.each(['en', 'es'] as const)('Maria Garcia (approved) in %s: apply, code, every step, review, processing', async (lang) => {
    const page = await suite.page(lang);
    await applyScreens(page, MEMBERS.maria, lang, true);
    await formSteps(page, lang, true, 2);
    await completeReview(page, lang, true);
  });

  it('Ana Lopez (es): denied at verification, no checking account', async () => {
    const page = await suite.page('es');
    await applyScreens(page, MEMBERS.ana, 'es', false);
    await page.waitForURL('**/application-denied');
    await visit(page, 'es', 'denied-no-checking', T.es.deniedTitle);
    await page.getByText(T.es.noChecking).waitFor();
  });

  it('a non-member (en): denied NOT_ELIGIBLE at verification', async () => {
    const page = await suite.page('en');
    await applyScreens(page, MEMBERS.visitor, 'en', false);
    await page.waitForURL('**/application-denied');
    await visit(page, 'en', 'denied-not-eligible', T.en.deniedTitle);
    await page.getByText(T.en.notEligible).waitFor();
  });

  it.each([
    { name: 'James Smith', who: MEMBERS.james, lang: 'en' },
    { name: 'Robert Chen', who: MEMBERS.robert, lang: 'es' },
    { name: 'Linda Johnson', who: MEMBERS.linda, lang: 'en' },
    { name: 'Carlos Rivera', who: MEMBERS.carlos, lang: 'es' },
    { name: 'Emily Davis', who: MEMBERS.emily, lang: 'en' },
  ] as const)('$name ($lang) through review to processing', async ({ who, lang }) => {
    const page = await suite.page(lang);
    await applyAndVerify(page, suite.server.baseUrl, who, lang);
    await formSteps(page, lang, false);
    await completeReview(page, lang, false);
    await page.getByRole('heading', { level: 1, name: T[lang].processingTitle }).waitFor();
  });
});
