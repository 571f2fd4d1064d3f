import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { VIEWPORTS } from './harness/browser';
import { expectNoAxeViolations, T, type Lang } from './support/flow';
import { useSuite, waitForApp, type Suite } from './support/setup';

/** Where the demo host's screenshots for docs/online-banking.md go. */
const DOCS_SHOTS = join(process.cwd(), 'docs', 'screenshots', 'online-banking');

/** The framed application's document (the launch's redirect lands on /application/...). */
async function appFrame(page: Page): Promise<Frame> {
  const { expect } = await import('vitest');
  await expect.poll(() => page.frames().some((f) => f.url().includes('/application/')), { timeout: 20000 }).toBe(true);
  return page.frames().find((f) => f.url().includes('/application/'))!;
}

/**
 * On the demo online-banking host: picks `who` and the language, presses "Apply for a loan" and
 * answers the page and the framed application once its loan amount step shows. The browser stored
 * `stored` before (the launch's language must still win).
 */
async function launchMember(suite: Suite, lang: Lang, who: string, stored: Lang = lang): Promise<{ page: Page; frame: Frame }> {
  const page = await suite.page(stored, 'phone');
  await page.goto('/demo/online-banking');
  await page.getByRole('heading', { level: 1, name: 'Demo online banking' }).waitFor();
  const member = page.getByLabel('Signed-in member');
  const chosen = await member.locator('option', { hasText: who }).getAttribute('value');
  await member.selectOption(chosen!);
  await page.getByLabel('Language').selectOption(lang);
  await page.getByRole('button', { name: 'Apply for a loan' }).click();
  const framed = page.frameLocator('iframe[title="Loan application"]');
  await framed.getByRole('heading', { level: 1, name: T[lang].amountTitle }).waitFor();
  const frame = await appFrame(page);
  return { page, frame };
}

/**
 * The demo online-banking host launches Maria into the loan application: no apply form and no
 * one-time code, the framed flow opens at the loan amount in the launch's language even though
 * the browser stored the other language before (the context presets it), axe clean on the host
 * page and in the frame, at 390x844 and 1280x800.
 */
describe('launch from online banking (demo host, local mode)', () => {
  const suite = useSuite();

  const launch = (lang: Lang, stored: Lang) => launchMember(suite, lang, 'Maria Garcia', stored);

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

for (const lang of ['en', 'es'] as const) {
  describe(`a launched member with one checking account to the funded loan (${lang})`, () => {
    // A server of its own: Carlos (the demo directory's approved one-account member) in each language.
    const suite = useSuite();
    /**
     * A member with one open checking account, launched, to the funded loan: the flow JSON's
     * launch channel skips the deposit account (the core supplies it), so the member sees amount,
     * housing, purpose ("Step 3 of 4"), review with the account and no Edit for it, the offers,
     * the signing and the completed screen. Counts what the member presses (a native select: 2,
     * open and pick; typing is not counted) and the time from "Apply for a loan" to completed.
     * Screenshots of each screen at 390x844 go to test-results/launch-walk/ (to look at, not docs).
     */
    it('Carlos Rivera, one checking account, reaches the funded loan without the deposit account step', async () => {
      const who = 'Carlos Rivera';
      const { expect } = await import('vitest');
      const t = T[lang];
      const shots = join(process.cwd(), 'test-results', 'launch-walk');
      mkdirSync(shots, { recursive: true });
      const started = Date.now();
      const { page, frame } = await launchMember(suite, lang, who);
      let presses = 1; // "Apply for a loan" on the platform's page
      const visited: string[] = [];
      const shoot = async (name: string) => {
        visited.push(new URL(frame.url()).pathname);
        await page.screenshot({ path: join(shots, `${lang}-${name}.png`), fullPage: true, animations: 'disabled' });
      };
      const press = async (locator: ReturnType<Frame['getByRole']>) => {
        presses += 1;
        await locator.click();
      };
      await expect.poll(() => frame.getByText(lang === 'en' ? 'Step 1 of 4' : 'Paso 1 de 4').count()).toBe(1);
      // The framed page is server-rendered first: type once the app has taken it over.
      const live = () => waitForApp(frame as unknown as Page);
      await live();
      await frame.getByRole('textbox', { name: t.amount }).pressSequentially('500');
      await shoot('1-amount');
      await press(frame.getByRole('button', { name: t.continue }));
      await frame.waitForURL('**/application/housing-expenses');
      await live();
      await frame.getByRole('textbox', { name: t.housing }).pressSequentially('1200');
      await shoot('2-housing');
      await press(frame.getByRole('button', { name: t.continue }));
      await frame.waitForURL('**/application/loan-purpose');
      await frame.getByText(lang === 'en' ? 'Step 3 of 4' : 'Paso 3 de 4').waitFor();
      await live();
      // The launch channel's own look of the purpose (flow JSON channels.launch.ui): one press per purpose answers and goes on.
      expect(await frame.getByRole('combobox').count()).toBe(0);
      await frame.getByRole('group', { name: t.purpose }).waitFor();
      await shoot('3-purpose');
      await press(frame.getByRole('button', { name: t.rent, exact: true }));
      // The deposit account is never shown: the review comes next, with the account the core supplied.
      await frame.waitForURL('**/application/review');
      await frame.getByRole('heading', { level: 1, name: t.reviewTitle }).waitFor();
      const main = frame.getByRole('main');
      await expect.poll(() => main.textContent()).toContain('$500.00');
      expect(await main.textContent()).toContain('CHECKING ...');
      expect(await frame.getByText(lang === 'en' ? 'Step 4 of 4' : 'Paso 4 de 4').count()).toBe(1);
      expect(await frame.getByRole('button', { name: /^(Edit|Editar) / }).count()).toBe(3);
      await shoot('4-review');
      await press(frame.getByRole('button', { name: t.complete }));
      await frame.waitForURL('**/application/review-offer', { timeout: 45000 });
      const offers = frame.getByRole('radiogroup', { name: t.offers }).getByRole('radio');
      await offers.first().waitFor();
      await shoot('5-offers');
      // The launch channel preselects the offer costing least (flow JSON preselectOffer): Accept is enabled with no choice made.
      // (Which one: tests/api/launch-channels.test.ts.) Exactly one card is chosen before any press.
      await expect.poll(() => offers.evaluateAll((cards) => cards.filter((c) => c.getAttribute('aria-checked') === 'true').length)).toBe(1);
      expect(await frame.getByRole('button', { name: t.accept }).isDisabled()).toBe(false);
      await press(frame.getByRole('button', { name: t.accept }));
      await frame.waitForURL('**/application/sign');
      const signing = frame.getByTitle(t.signFrame).contentFrame();
      // The launch channel signs by a press (flow JSON signature: click): no box, no name to type.
      await signing.getByRole('button', { name: t.agreeAndSign, exact: true }).waitFor();
      expect(await signing.getByRole('checkbox').count()).toBe(0);
      expect(await signing.getByRole('textbox').count()).toBe(0);
      expect(await signing.getByText(who, { exact: false }).count()).toBeGreaterThan(0);
      await shoot('6-sign');
      await press(signing.getByRole('button', { name: t.agreeAndSign, exact: true }));
      await frame.getByRole('heading', { level: 1, name: t.completedTitle }).waitFor({ timeout: 60000 });
      const seconds = (Date.now() - started) / 1000;
      await shoot('7-completed');
      expect(visited).not.toContain('/application/deposit-account');
      // Reported in docs/online-banking.md; the goal is at most 6 presses and under 30 s.
      console.log(`launched ${lang} ${who}: ${presses} presses, ${seconds.toFixed(1)} s from "Apply for a loan" to completed`);
      expect(presses).toBe(7);
    }, 240_000);
  });
}
