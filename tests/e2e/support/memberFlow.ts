import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { visit } from './setup';
import { fillApply, T, type Applicant, type Lang } from './flow';
import { latestCode } from '../harness/server';

/** Apply and OTP with checks and screenshots of both screens. */
export async function applyScreens(page: Page, baseUrl: string, who: Applicant, lang: Lang, shots: boolean): Promise<void> {
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
  const code = await latestCode(baseUrl, who.phone, since);
  for (const [i, digit] of [...code].entries()) await page.getByRole('textbox', { name: t.digit(i + 1) }).fill(digit);
  await page.getByRole('button', { name: t.verify }).click();
}

/** Loan amount .. review, screenshots of each form step; ends on review with the values checked. */
export async function formSteps(page: Page, lang: Lang, shots: boolean, accountIndex = 1): Promise<void> {
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

export async function completeReview(page: Page, lang: Lang, shots: boolean): Promise<void> {
  const t = T[lang];
  await page.getByRole('button', { name: t.complete }).click();
  await page.waitForURL('**/application/processing');
  if (shots) await visit(page, lang, 'processing', t.processingTitle);
}

