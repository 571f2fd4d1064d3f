import type { Page } from 'playwright-core';
import { VIEWPORTS } from './harness/browser';
import { shoot, useSuite } from './support/setup';
import { MEMBERS, T, type Lang } from './support/flow';
import { applyOverApi } from './support/apiSeed';

/** Where each card and each of its values sit (values whose box is taller than one line wrapped). */
function layout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="radio"]')].map((card) => ({
      top: Math.round(card.getBoundingClientRect().top),
      left: Math.round(card.getBoundingClientRect().left),
      wrapped: [...card.querySelectorAll('dd')].filter((dd) => dd.getClientRects().length > 1).map((dd) => dd.textContent),
      choice: card.querySelector('[data-testid="offer-choice"]')?.textContent,
    })),
  );
}

/** Offer cards in a real browser: side by side at 1280 wide with no value wrapped, stacked on a phone; screenshots of both. */
describe('offer cards', () => {
  const suite = useSuite();

  // One member per language, the application made over the API up to its submission (the
  // screens before the offers are walked in the members files).
  for (const [lang, member] of [['en', 'maria'], ['es', 'emily']] as const satisfies ReadonlyArray<readonly [Lang, keyof typeof MEMBERS]>) {
    it(`${lang}: ${MEMBERS[member].first}'s offers stand side by side on a desktop, stacked on a phone, every date on one line`, async () => {
      const t = T[lang];
      const page = await suite.page(lang);
      await applyOverApi(page, suite.server.baseUrl, MEMBERS[member], lang, 'processing', { amount: 500 });
      await page.waitForURL('**/application/review-offer', { timeout: 45000 });
      await page.getByRole('radiogroup', { name: t.offers }).waitFor();
      await shoot(page, lang, 'offer-cards');

      await page.setViewportSize(VIEWPORTS.desktop);
      const desktop = await layout(page);
      expect(desktop).toHaveLength(2);
      expect(desktop[0].top).toBe(desktop[1].top);
      expect(desktop.flatMap((c) => c.wrapped)).toEqual([]);
      expect(desktop.map((c) => c.choice)).toEqual(lang === 'en' ? ['Choose this offer', 'Choose this offer'] : ['Elegir esta oferta', 'Elegir esta oferta']);

      await page.setViewportSize(VIEWPORTS.phone);
      const phone = await layout(page);
      expect(phone[1].top).toBeGreaterThan(phone[0].top);
      expect(phone[1].left).toBe(phone[0].left);
    });
  }
});
