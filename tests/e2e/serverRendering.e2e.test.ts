import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSuite, waitForApp } from './support/setup';
import { T, type Lang } from './support/flow';

/** A layout-shift entry as Chromium reports it (not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
}

/** What the page reported: console errors and warnings, page errors, CSP violations, layout shifts. */
interface PageReport {
  problems: string[];
}

/** Records everything that would tell of a hydration problem, a blocked style or a shift, from the first byte. */
async function watch(context: BrowserContext, page: Page): Promise<PageReport> {
  const report: PageReport = { problems: [] };
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: string[]; __blocked: string[]; __replaced: boolean };
    w.__shifts = [];
    w.__blocked = [];
    w.__replaced = false;
    // A page rendered over by the browser (createRoot) has the server's elements removed from #root; a hydrated one keeps them.
    const waiting = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      waiting.disconnect();
      new MutationObserver((records) => {
        if (records.some((r) => r.removedNodes.length)) w.__replaced = true;
      }).observe(root, { childList: true });
    });
    waiting.observe(document, { childList: true, subtree: true });
    // React reports a takeover it had to give up (a recoverable error) as a page error whose cause says why; the cause is printed for the report.
    window.addEventListener('error', (e) => {
      const cause: unknown = (e.error as { cause?: unknown } | null)?.cause;
      if (cause) console.error(`cause of "${e.message}": ${cause instanceof Error ? cause.stack ?? cause.message : String(cause)}`);
    });
    document.addEventListener('securitypolicyviolation', (e) => w.__blocked.push(`${e.violatedDirective} ${e.blockedURI}`));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        // What moved, from where to where: a failure names the element.
        const moved = entry.sources.map((s) => `${s.node?.nodeName ?? '?'} "${s.node?.textContent?.slice(0, 24) ?? ''}" ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`);
        w.__shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  page.on('console', (message) => {
    // A document answered 404 (the not-found page) is reported by the browser itself, not by the app.
    if ((message.type() === 'error' || message.type() === 'warning') && !/status of 404/.test(message.text())) report.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => report.problems.push(`pageerror: ${error.message}`));
  return report;
}

/** Boxes of the heading, the fields and the buttons: where the page put them. */
function layout(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root h1, #root input, #root button, #root footer')].map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    }),
  );
}

/**
 * The public screens arrive rendered by the server (in the language the browser picks), the
 * browser takes them over with no console error or warning (React reports every hydration
 * mismatch there), no style refused by the page's CSP, nothing moved and no layout shift.
 */
describe('server-rendered screens', () => {
  const suite = useSuite();

  const screens = (lang: Lang) => [
    { url: '/apply', heading: T[lang].applyTitle, form: true },
    { url: '/apply?product=pal2', heading: T[lang].applyTitle, form: true },
    { url: '/no/such/page', heading: T[lang].notFound, form: false },
    { url: '/application-canceled', heading: T[lang].canceledTitle, form: false },
    { url: '/offer-declined', heading: lang === 'en' ? 'Offer declined' : 'Oferta rechazada', form: false },
  ];

  for (const lang of ['en', 'es'] as const) {
    for (const screen of screens(lang)) {
      it(`${lang} ${screen.url}: in the HTML, taken over without a mismatch, a refused style or a shift`, async () => {
        const page = await suite.page(lang);
        const report = await watch(page.context(), page);
        const response = await page.goto(screen.url, { waitUntil: 'commit' });
        const html = (await response?.text()) ?? '';
        await page.locator('#root h1').waitFor();
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html).toMatch(new RegExp(`<div id="root" data-ssr="${lang} (microloan|pal2)">`));
        expect(html).toContain(`>${screen.heading}</h1>`);
        const nonce = /style-src-elem 'self' 'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
        expect(nonce).toBeTruthy();
        expect([...html.matchAll(/<style([^>]*)>/g)].every(([, attributes]) => attributes.includes(`nonce="${nonce}"`))).toBe(true);
        const before = await layout(page);
        await waitForApp(page);
        expect(await layout(page)).toEqual(before);
        await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
        if (screen.form) {
          await page.getByRole('textbox', { name: T[lang].first }).fill('Ana');
          expect(await page.getByRole('textbox', { name: T[lang].first }).inputValue()).toBe('Ana');
        }
        // No shift while the page loaded and its code took over (the menu's popover, opened next, moves as it is placed).
        expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
        // Fluent UI's later styles (the language menu loads after 1.2 s) carry the nonce too.
        await page.getByRole('button', { name: new RegExp(T[lang].language) }).click();
        await page.getByRole('menuitemradio', { name: lang === 'en' ? T.en.spanish : T.en.english }).waitFor();
        const found = await page.evaluate(() => {
          const w = window as unknown as { __blocked: string[]; __replaced: boolean };
          return { blocked: w.__blocked, replaced: w.__replaced };
        });
        expect(found).toEqual({ blocked: [], replaced: false });
        expect(report.problems).toEqual([]);
      });
    }
  }

  it('the header has its final shape before its language button has arrived (a page painted while its HTML is still coming in does not shift)', async () => {
    for (const locale of ['en-US', 'es-US']) {
      const context = await suite.browser.newContext({ javaScriptEnabled: false, locale, baseURL: suite.server.baseUrl, viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await page.goto('/apply');
        const boxes = await page.evaluate(() => {
          const header = document.querySelector('#root header');
          // The no-script language link is not painted where scripts run (those members are the ones a shift would disturb).
          for (const noscript of header?.querySelectorAll('noscript') ?? []) noscript.remove();
          const box = () => [...(header?.querySelectorAll('img, span') ?? [])].map((el) => JSON.stringify(el.getBoundingClientRect()));
          const whole = box();
          // The header as the browser has it when the HTML has arrived only up to the institution's name.
          header?.lastElementChild?.remove();
          return { whole, partial: box() };
        });
        expect(boxes.whole.length).toBe(2);
        expect(boxes.partial).toEqual(boxes.whole);
      } finally {
        await context.close();
      }
    }
  });

  it('without JavaScript the apply page is a form to fill in, in the language asked for', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, locale: 'es-US', baseURL: suite.server.baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/apply');
      await page.getByRole('heading', { level: 1, name: T.es.applyTitle }).waitFor();
      for (const name of [T.es.first, T.es.last, T.es.ssn, T.es.phone, T.es.dob]) expect(await page.getByRole('textbox', { name }).isVisible()).toBe(true);
      // A form the server answers (tests/e2e/noScript.e2e.test.ts): editable, posted to the server, never sent in a URL.
      expect(await page.getByRole('textbox', { name: T.es.first }).isEditable()).toBe(true);
      expect(await page.getByRole('button', { name: T.es.continue }).getAttribute('type')).toBe('submit');
      expect(await page.locator('form').getAttribute('method')).toBe('post');
      expect(await page.locator('form').getAttribute('action')).toBe('/apply');
    } finally {
      await context.close();
    }
  });

  it('the chosen language is kept in a cookie: the next page comes rendered in it, and taken over without a mismatch', async () => {
    // A browser in English with nothing stored (suite.page would store a language before each page).
    const context = await suite.browser.newContext({ locale: 'en-US', baseURL: suite.server.baseUrl, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const report = await watch(context, page);
      await page.goto('/apply');
      await waitForApp(page);
      await page.getByRole('button', { name: new RegExp(T.en.language) }).click();
      await page.getByRole('menuitemradio', { name: T.en.spanish }).click();
      await page.getByRole('heading', { level: 1, name: T.es.applyTitle }).waitFor();
      expect((await context.cookies()).find((c) => c.name === 'preferredLanguage')?.value).toBe('es');
      const response = await page.goto('/no/such/page');
      expect(await response?.text()).toContain(`>${T.es.notFound}</h1>`);
      await waitForApp(page);
      // Taken over as it came: still Spanish, still the server's elements.
      expect(await page.locator('h1').textContent()).toBe(T.es.notFound);
      expect(await page.evaluate(() => (window as unknown as { __replaced: boolean }).__replaced)).toBe(false);
      expect(report.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the guarded routes get the page as before: no screen in the HTML, the browser renders it', async () => {
    const response = await fetch(`${suite.server.baseUrl}/application/loan-amount`, { headers: { 'accept-language': 'es' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="brand-theme"');
    const otp = await (await fetch(`${suite.server.baseUrl}/otp`)).text();
    expect(otp).toContain('<div id="root"></div>');
  });
});
