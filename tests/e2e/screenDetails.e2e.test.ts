import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { shoot, useSuite, visit } from './support/setup';
import { applyAndVerify, expectNoAxeViolations, expectNoAxeViolationsIn, fillApply, MEMBERS, T, type Applicant, type Lang } from './support/flow';
import { latestCode } from './harness/server';
import { waitForPath } from './support/pageState';
import { screenshotPath, VIEWPORTS } from './harness/browser';

/**
 * Details of single screens in both languages, at 390x844 and 1280x800: the loan-purpose
 * message waits for the member, review shows its step progress, the autopay line of the offer
 * lays out cleanly on a phone, the cancel and decline dialogs pass axe while open, and the
 * not-eligible denial says each thing once.
 */
describe('screen details', () => {
  const suite = useSuite();

  const PROGRESS = { en: 'Step 5 of 5', es: 'Paso 5 de 5' } as const;
  const REASON_REQUIRED = { en: 'Please describe the reason for the loan', es: 'Describa el motivo del préstamo' } as const;

  /** Loan amount, housing and loan purpose (Other, with the message checked), deposit account: ends on review. */
  async function toReview(page: Page, lang: Lang): Promise<void> {
    const t = T[lang];
    await waitForPath(page, '**/application/loan-amount', 'the loan amount step did not come');
    await page.getByRole('textbox', { name: t.amount }).pressSequentially('800');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/housing-expenses');
    await page.getByRole('textbox', { name: t.housing }).pressSequentially('1100');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/loan-purpose');
    await page.getByRole('combobox', { name: t.purpose }).selectOption({ label: t.other });
    const reason = page.getByRole('textbox', { name: t.reason });
    await reason.waitFor();
    // The box just appeared: no message under it until the member has been in it.
    expect(await page.getByRole('button', { name: t.continue }).isDisabled()).toBe(true);
    expect(await page.getByText(REASON_REQUIRED[lang]).count()).toBe(0);
    expect(await reason.getAttribute('aria-invalid')).not.toBe('true');
    await visit(page, lang, 'loan-purpose-other', t.purposeTitle);
    await reason.focus();
    await reason.blur();
    await page.getByText(REASON_REQUIRED[lang]).waitFor();
    await shoot(page, lang, 'loan-purpose-other-left-empty');
    await reason.fill('Car repair');
    await expect.poll(() => page.getByText(REASON_REQUIRED[lang]).count()).toBe(0);
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/deposit-account');
    await page.getByRole('combobox', { name: t.account }).selectOption({ index: 1 });
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/review');
    await page.getByRole('heading', { level: 1, name: t.reviewTitle }).waitFor();
  }

  /**
   * Opens a dialog with `open`; while it is open: focus is inside it, axe finds no violation on
   * the dialog itself nor on the whole page, and screenshots of what the member sees (the
   * viewport, not the full page) at both sizes. Closes it with `close`.
   */
  async function checkDialog(page: Page, lang: Lang, name: string, title: string, open: string, close: string): Promise<void> {
    await page.getByRole('button', { name: open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }));
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') !== null)).toBe(true);
    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.screenshot({ path: screenshotPath(`${lang}-${viewport}-${name}`), animations: 'disabled' });
      await expectNoAxeViolationsIn(page, '[role="dialog"], [role="alertdialog"]', `${lang} ${viewport} ${name}`);
      await expectNoAxeViolations(page, `${lang} ${viewport} ${name} (page)`);
    }
    await page.setViewportSize(VIEWPORTS.phone);
    await dialog.getByRole('button', { name: close, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  const DISCOUNT = { en: /^Save [\d.]+% on your APR$/, es: /^Ahorre [\d.]+% en su APR$/ } as const;

  /**
   * The discount line at the phone and desktop sizes: one line, starting where the switch's label
   * text starts, right under it (not under the toggle, not far below), inside the content column.
   */
  async function expectDiscountLaidOut(page: Page, lang: Lang): Promise<void> {
    const t = T[lang];
    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      const discount = page.getByText(DISCOUNT[lang]);
      const label = page.getByText(t.autopay, { exact: true });
      const toggle = page.locator('.fui-Switch__indicator');
      // The content's left edge is the heading's: on a desktop the offer cards reach wider than the column.
      const heading = page.getByRole('heading', { level: 1 });
      const [d, l, i, c] = await Promise.all([discount.boundingBox(), label.boundingBox(), toggle.boundingBox(), heading.boundingBox()]);
      const lineHeight = await discount.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      const where = `${lang} ${viewport}`;
      expect(Math.abs(d!.x - l!.x), `${where}: discount starts under the label text`).toBeLessThanOrEqual(1);
      expect(d!.x, `${where}: discount is not under the toggle`).toBeGreaterThan(i!.x + i!.width);
      expect(d!.y - (l!.y + l!.height), `${where}: discount right under the label`).toBeLessThanOrEqual(6);
      expect(d!.y - (l!.y + l!.height)).toBeGreaterThanOrEqual(0);
      expect(Math.round(d!.height / lineHeight), `${where}: discount on one line`).toBe(1);
      expect(Math.abs(i!.x - c!.x), `${where}: toggle on the content's left edge`).toBeLessThanOrEqual(1);
      expect(d!.x + d!.width).toBeLessThanOrEqual(c!.x + c!.width);
    }
    await page.setViewportSize(VIEWPORTS.phone);
  }

  /** The autopay switch, its discount line and the screenshots at both sizes (switch off, then on). */
  async function checkAutopay(page: Page, lang: Lang): Promise<void> {
    const t = T[lang];
    const group = page.getByRole('radiogroup', { name: t.offers });
    await group.waitFor();
    await group.getByRole('radio').first().click();
    await expectDiscountLaidOut(page, lang);
    await visit(page, lang, 'offer-autopay-off', t.offerTitle);
    const autopay = page.getByRole('switch', { name: t.autopay });
    await autopay.click();
    await expect.poll(() => autopay.isChecked()).toBe(true);
    await visit(page, lang, 'offer-autopay-on', t.offerTitle);
  }

  for (const [lang, who] of [
    ['en', MEMBERS.maria],
    ['es', MEMBERS.carlos],
  ] as const) {
    it(`${lang}: loan purpose, review progress, cancel dialog, offer autopay line, decline dialog`, async () => {
      const t = T[lang];
      const page = await suite.page(lang);
      await applyAndVerify(page, suite.server.baseUrl, who, lang);
      await toReview(page, lang);

      // Review shows the step progress the form steps show, once, before its heading.
      const progress = page.getByText(PROGRESS[lang], { exact: true });
      await progress.waitFor();
      const [progressBox, headingBox] = await Promise.all([progress.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()]);
      expect(progressBox!.y).toBeLessThan(headingBox!.y);
      await visit(page, lang, 'review-progress', t.reviewTitle);

      await checkDialog(page, lang, 'cancel-dialog', t.cancelDialog, t.cancel, t.keepApp);
      expect(page.url()).toContain('/application/review');

      await page.getByRole('button', { name: t.complete }).click();
      await page.waitForURL('**/application/review-offer', { timeout: 45000 });
      await checkAutopay(page, lang);

      await checkDialog(page, lang, 'decline-dialog', t.declineDialog, t.decline, t.keepOffer);
      expect(page.url()).toContain('/application/review-offer');
    });
  }

  /** A person who is not a member (denied NOT_ELIGIBLE at verification). */
  const STRANGERS: Record<Lang, Applicant> = {
    en: MEMBERS.visitor,
    es: { first: 'Luz', last: 'Extraña', ssn: '200000012', dob: '1991-02-02', phone: '2025550112' },
  };

  for (const lang of ['en', 'es'] as const) {
    it(`${lang}: the not-eligible denial says the reason once, the day 7 days on once, and the help panel`, async () => {
      const t = T[lang];
      const page = await suite.page(lang);
      await page.goto('/apply');
      await fillApply(page, STRANGERS[lang], lang);
      const since = Date.now() - 2000;
      await page.getByRole('button', { name: t.continue }).click();
      await page.waitForURL('**/otp');
      const code = await latestCode(suite.server.baseUrl, STRANGERS[lang].phone, since);
      for (const [i, digit] of [...code].entries()) await page.getByRole('textbox', { name: t.digit(i + 1) }).fill(digit);
      await page.getByRole('button', { name: t.verify }).click();
      await page.waitForURL('**/application-denied');
      await visit(page, lang, 'denied-not-eligible-once', t.deniedTitle);
      const main = page.getByRole('main');
      expect(await main.getByText(t.notEligible, { exact: true }).count()).toBe(1);
      // The reapply day: 7 days after today (UTC), as a long date of the page's language.
      const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(since + 2000 + 7 * 86_400_000));
      const reapply = lang === 'en' ? `You may apply again on or after ${day}.` : `Puede volver a solicitar a partir del ${day}.`;
      expect(await main.getByText(reapply, { exact: true }).count()).toBe(1);
      expect(await main.getByRole('complementary').count()).toBe(1);
      expect(await main.getByRole('list').count()).toBe(0);
    });
  }
});
