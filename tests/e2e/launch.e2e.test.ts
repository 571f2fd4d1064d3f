import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { VIEWPORTS } from './harness/browser';
import { expectNoAxeViolations, T, type Lang } from './support/flow';
import { useSuite } from './support/setup';

/** Where the demo host's screenshots for docs/online-banking.md go. */
const DOCS_SHOTS = join(process.cwd(), 'docs', 'screenshots', 'online-banking');

/** The framed application's document (the launch's redirect lands on /application/...). */
async function appFrame(page: Page): Promise<Frame> {
  const { expect } = await import('vitest');
  await expect.poll(() => page.frames().some((f) => f.url().includes('/application/')), { timeout: 20000 }).toBe(true);
  return page.frames().find((f) => f.url().includes('/application/'))!;
}

/**
 * The demo online-banking host launches Maria into the loan application: no apply form and no
 * one-time code, the framed flow opens at the loan amount in the launch's language even though
 * the browser stored the other language before (the context presets it), axe clean on the host
 * page and in the frame, at 390x844 and 1280x800.
 */
describe('launch from online banking (demo host, local mode)', () => {
  const suite = useSuite();

  async function launch(lang: Lang, stored: Lang): Promise<{ page: Page; frame: Frame }> {
    // The browser chose `stored` before: the launch's language must still win.
    const page = await suite.page(stored, 'phone');
    await page.goto('/demo/online-banking');
    await page.getByRole('heading', { level: 1, name: 'Demo online banking' }).waitFor();
    const member = page.getByLabel('Signed-in member');
    const maria = await member.locator('option', { hasText: 'Maria Garcia' }).getAttribute('value');
    await member.selectOption(maria!);
    await page.getByLabel('Language').selectOption(lang);
    await page.getByRole('button', { name: 'Apply for a loan' }).click();
    const framed = page.frameLocator('iframe[title="Loan application"]');
    await framed.getByRole('heading', { level: 1, name: T[lang].amountTitle }).waitFor();
    const frame = await appFrame(page);
    return { page, frame };
  }

  async function checkAndShoot(page: Page, frame: Frame, lang: Lang): Promise<void> {
    const { expect } = await import('vitest');
    expect(new URL(frame.url()).pathname).toBe('/application/loan-amount');
    // ?lang= is taken once and leaves the address; the choice is stored.
    expect(new URL(frame.url()).search).toBe('');
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await frame.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe(lang);
    // Neither the apply form nor the code screen: the amount field is there at once.
    await expect.poll(() => frame.getByLabel(T[lang].amount).count()).toBeGreaterThan(0);
    expect(await frame.getByRole('heading', { level: 1, name: T[lang].applyTitle }).count()).toBe(0);
    expect(await frame.getByRole('heading', { level: 1, name: T[lang].otpTitle }).count()).toBe(0);
    mkdirSync(DOCS_SHOTS, { recursive: true });
    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(width.scroll, `${lang} demo host at ${viewport}: nothing wider than the page`).toBeLessThanOrEqual(width.client);
      await page.screenshot({ path: join(DOCS_SHOTS, `${lang}-${viewport}.png`), fullPage: true, animations: 'disabled' });
      await expectNoAxeViolations(page, `${lang} demo host ${viewport}`);
      await expectNoAxeViolations(frame as unknown as Page, `${lang} launched loan amount ${viewport}`);
    }
  }

  it('in English (a browser that stored Spanish before): the loan amount step, no apply form, no code', async () => {
    const { page, frame } = await launch('en', 'es');
    await checkAndShoot(page, frame, 'en');
  });

  it('in Spanish (a browser that stored English before): the loan amount step in Spanish', async () => {
    const { page, frame } = await launch('es', 'en');
    await checkAndShoot(page, frame, 'es');
  });
});
