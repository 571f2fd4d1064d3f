import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { visit } from './setup';
import { fillApply, T, type Applicant, type Lang } from './flow';
import { latestCode } from '../harness/server';
import { poll } from './poll';

/** Apply and OTP with checks and screenshots of both screens. */
export async function applyScreens(page: Page, baseUrl: string, who: Applicant, lang: Lang, shots: boolean): Promise<void> {
  const t = T[lang];
  await page.goto('/apply');
  if (shots) await visit(page, lang, 'apply', t.applyTitle);
  await fillApply(page, who, lang);
  // The real widgets formatted what was typed: SSN masked when not focused, phone as (XXX) XXX-XXXX.
  await poll(() => page.getByRole('textbox', { name: t.phone }).inputValue()).toBe(`(${who.phone.slice(0, 3)}) ${who.phone.slice(3, 6)}-${who.phone.slice(6)}`);
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
  await poll(() => page.getByRole('alert').textContent()).toMatch(/1,000/);
  await poll(() => page.getByRole('button', { name: t.continue }).isDisabled()).toBe(true);
  await amount.press('Backspace');
  await amount.blur();
  await poll(() => amount.inputValue()).toMatch(/^\$?150$/);
  await amount.fill('');
  await amount.pressSequentially('750');
  await amount.blur();
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/housing-expenses');
  if (shots) await visit(page, lang, 'housing-expenses', t.housing);
  await page.getByRole('textbox', { name: t.housing }).pressSequentially('1250');
  await page.getByRole('textbox', { name: t.housing }).blur();
  await poll(() => page.getByRole('textbox', { name: t.housing }).inputValue()).toMatch(/1,250/);
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
  await poll(() => main.textContent()).toContain('$750.00');
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


/** Waits on the processing screen (polled every 5 s) for the decision's page. */
export async function awaitDecision(page: Page, route: string): Promise<void> {
  await page.waitForURL(`**${route}`, { timeout: 45000 });
}

/**
 * Offer review: pick the second offer by click, turn automatic payments on (the APR drops,
 * the confirmation shows), accept; ends on the signing page.
 */
export async function chooseOffer(page: Page, lang: Lang, shots: boolean): Promise<void> {
  const t = T[lang];
  await awaitDecision(page, '/application/review-offer');
  const group = page.getByRole('radiogroup', { name: t.offers });
  await group.waitFor();
  if (shots) await visit(page, lang, 'offer-review', t.offerTitle);
  const offers = group.getByRole('radio');
  expect(await offers.count()).toBeGreaterThanOrEqual(2);
  const accept = page.getByRole('button', { name: t.accept });
  expect(await accept.isDisabled()).toBe(true);
  const chosen = offers.nth(1);
  await chosen.click();
  await poll(() => chosen.getAttribute('aria-checked')).toBe('true');
  expect(await offers.nth(0).getAttribute('aria-checked')).toBe('false');
  await poll(() => accept.isDisabled()).toBe(false);
  const aprBefore = await chosen.locator('dd').first().textContent();
  const autopay = page.getByRole('switch', { name: t.autopay });
  await autopay.click();
  await poll(() => autopay.isChecked()).toBe(true);
  await poll(() => chosen.locator('dd').first().textContent()).not.toBe(aprBefore);
  if (shots) await visit(page, lang, 'offer-review-autopay', t.offerTitle);
  await accept.click();
  await page.waitForURL('**/application/sign');
}

/** Signs in the embedded signing page (consent box, typed name, Sign). */
export async function signAgreement(page: Page, lang: Lang, who: Applicant, shots: boolean): Promise<void> {
  const t = T[lang];
  const frameElement = page.getByTitle(t.signFrame);
  await frameElement.waitFor();
  const frame = frameElement.contentFrame();
  await frame.getByRole('button', { name: t.sign, exact: true }).waitFor();
  if (shots) await visit(page, lang, 'sign', t.signFrame);
  await frame.getByRole('checkbox').check();
  await frame.getByRole('textbox').fill(`${who.first} ${who.last}`);
  await frame.getByRole('button', { name: t.sign, exact: true }).click();
}

/** After signing: finalizing (when funding is slower than the poll) and the completed screen. */
export async function toCompletion(page: Page, lang: Lang, shots: boolean): Promise<void> {
  const t = T[lang];
  // Signature confirmation, then funding: each shown while the server works (polled every 5 s).
  const finalizing = page.getByRole('heading', { level: 1, name: t.finalizingTitle });
  const completed = page.getByRole('heading', { level: 1, name: t.completedTitle });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await finalizing.or(completed).waitFor({ timeout: 45000 });
  if (shots) {
    // With jobs held (JOB_HOLD_MS) beyond the poll interval the finalizing screen is always shown.
    expect(await finalizing.isVisible()).toBe(true);
    await visit(page, lang, 'finalizing', t.finalizingTitle);
    // Both costs side by side, one image named in words for screen readers, and the saving.
    await page.getByRole('img', { name: t.costChart }).waitFor();
    await page.getByText(t.saving).waitFor();
  }
  await page.waitForURL('**/application-completed', { timeout: 45000 });
  // The confetti draws on a canvas of its own, within the page's CSP (no blob: worker).
  await page.locator('body > canvas').waitFor({ state: 'attached', timeout: 10000 });
  await poll(() => page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('body > canvas');
    const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    return Array.prototype.some.call(pixels, (value: number, i: number) => i % 4 === 3 && value > 0);
  }), 5000).toBe(true);
  expect(blocked).toEqual([]);
  if (shots) await visit(page, lang, 'completed', t.completedTitle);
  await page.getByText(t.savings).waitFor();
  await page.getByRole('link', { name: t.banking }).or(page.getByRole('button', { name: t.banking })).waitFor();
}
