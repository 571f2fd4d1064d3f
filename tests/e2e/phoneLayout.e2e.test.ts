import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fillApply, MEMBERS, T, typeCode, type Lang } from './support/flow';
import { formSteps } from './support/memberFlow';
import { latestCode } from './harness/server';
import { S, signInWithPassword } from './support/staff';
import { useStaffSuite } from './support/staffSuite';

/** Where the phone-size screenshots go (written on every run, not committed). */
const SHOTS = resolve(process.env.PHONE_SHOTS_DIR ?? 'tests/screenshots/phone-layout');

/** The phone size the layout is judged at. */
const PHONE = { width: 390, height: 844 };

/** A full-page screenshot `<lang>-<name>.png` once transitions have ended. */
async function shot(page: Page, lang: Lang, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: join(SHOTS, `${lang}-${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Edges of an element, rounded to whole pixels. */
async function box(locator: Locator): Promise<{ left: number; right: number; top: number; bottom: number; width: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator.toString()} has no box`);
  return { left: Math.round(b.x), right: Math.round(b.x + b.width), top: Math.round(b.y), bottom: Math.round(b.y + b.height), width: Math.round(b.width) };
}

/** The computed `property` of an element. */
function css(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}

/** Brand shades of flows/brand.json as the browser reports them: 70 (links), 80 (primary buttons). */
const BRAND_70 = 'rgb(33, 72, 138)';
const BRAND_80 = 'rgb(42, 85, 156)';

/** Nothing sticks out sideways. */
async function fitsWidth(page: Page, name: string): Promise<void> {
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(width.scroll, `${name}: page wider than the phone`).toBeLessThanOrEqual(width.client);
}

/**
 * The applicant's review, code and not-found screens, the built-in signing page and the staff
 * console's application at 390x844 in English and Spanish: the actions line up with the
 * content, links are in the brand's colour, nothing sticks out sideways; screenshots of each.
 */
describe('phone layout (390x844)', () => {
  const suite = useStaffSuite({ builtIn: { 'Rita Reviewer': ['reviewer'] } });

  for (const lang of ['en', 'es'] as const) {
    it(`applicant screens in ${lang === 'en' ? 'English' : 'Spanish'}`, async () => {
      mkdirSync(SHOTS, { recursive: true });
      const t = T[lang];
      const page = await suite.page(lang, PHONE);
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The link is in the brand's colour, not the browser's blue.
      expect(await css(page.getByRole('main').getByRole('link'), 'color')).toBe(BRAND_70);
      await shot(page, lang, 'not-found');
      const who = lang === 'en' ? MEMBERS.robert : MEMBERS.maria;
      await page.goto('/apply');
      await fillApply(page, who, lang);
      const since = Date.now() - 2000;
      await page.getByRole('button', { name: t.continue }).click();
      await page.waitForURL('**/otp');
      await page.getByRole('button', { name: t.resend }).waitFor();
      await shot(page, lang, 'otp');
      await fitsWidth(page, `${lang} otp`);
      // Resend lines up with the code boxes; Verify and Cancel stack full width.
      const firstBox = await box(page.getByRole('textbox', { name: t.digit(1) }));
      expect(Math.abs((await box(page.getByRole('button', { name: t.resend }))).left - firstBox.left)).toBeLessThanOrEqual(1);
      const verify = await box(page.getByRole('button', { name: t.verify }));
      const cancel = await box(page.getByRole('button', { name: t.cancel }));
      expect([cancel.left, cancel.width]).toEqual([verify.left, verify.width]);
      expect(Math.abs(verify.left - firstBox.left)).toBeLessThanOrEqual(1);
      await typeCode(page, await latestCode(suite.server.baseUrl, who.phone, since), lang);
      await page.getByRole('button', { name: t.verify }).click();
      await formSteps(page, lang, false);
      await shot(page, lang, 'review');
      await fitsWidth(page, `${lang} review`);
      // Complete, Back and Cancel stack full width, none alone on a line of its own at a different size.
      const actions = await Promise.all([t.complete, t.back, t.cancel].map((name) => box(page.getByRole('button', { name, exact: true }))));
      expect(new Set(actions.map((a) => `${a.left} ${a.width}`)).size).toBe(1);
      // Each Edit's text ends at the right edge of its answer's line (the button's padding reaches past it).
      const values = page.getByRole('main').locator('dd');
      for (let i = 0; i < (await values.count()); i++) {
        const value = await box(values.nth(i));
        const textRight = await values.nth(i).getByRole('button').evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
        expect(Math.abs(textRight - value.right)).toBeLessThanOrEqual(1);
      }
      // "Step 5 of 5" sits as close to the title as on the form steps.
      const progress = await box(page.getByText(lang === 'en' ? 'Step 5 of 5' : 'Paso 5 de 5'));
      const title = await box(page.getByRole('heading', { level: 1 }));
      expect(title.top - progress.bottom).toBeLessThanOrEqual(8);
      await page.goto(`/api/dev/preview/signing/microloan/${lang}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, lang, 'signing');
      await fitsWidth(page, `${lang} signing`);
      // The brand's colours and the app's font.
      const sign = page.getByRole('button', { name: t.sign, exact: true });
      expect(await css(sign, 'background-color')).toBe(BRAND_80);
      expect(await css(page.locator('body'), 'font-family')).toMatch(/^"Segoe UI"/);
      if (lang === 'en') {
        await page.goto('/application/review');
        await page.getByRole('heading', { level: 1, name: t.reviewTitle }).waitFor();
        await page.getByRole('button', { name: t.complete }).click();
        await page.getByRole('heading', { level: 1, name: t.manualReview }).waitFor({ timeout: 60000 });
      }
    });
  }

  for (const lang of ['en', 'es'] as const) {
    it(`the staff console's application in ${lang === 'en' ? 'English' : 'Spanish'}`, async () => {
      const page = await suite.page(lang, PHONE);
      await page.goto('/staff/');
      await signInWithPassword(page, lang, suite.accounts['Rita Reviewer']);
      await page.getByRole('heading', { level: 1, name: S[lang].queue.title }).waitFor();
      await page.getByRole('link', { name: 'Robert Chen' }).click();
      await page.getByRole('heading', { level: 1, name: S[lang].detail.title.replace('{{name}}', 'Robert Chen') }).waitFor();
      await page.getByRole('table', { name: S[lang].detail.rules.outcomes }).waitFor();
      await shot(page, lang, 'staff-application');
      await fitsWidth(page, `staff ${lang} application`);
      expect(await css(page.getByRole('link', { name: S[lang].detail.backToQueue }), 'color')).toBe(BRAND_70);
      // The facts are words: no stored code shows as a value.
      const member = page.getByRole('region', { name: S[lang].detail.member.title });
      await member.getByRole('cell', { name: S[lang].detail.member.accountTypes.checking, exact: true }).waitFor();
      for (const raw of ['checking', 'ok']) expect(await page.getByRole('main').getByText(raw, { exact: true }).count()).toBe(0);
    });
  }
});
