import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../harness/server';
import { newContext, releaseBrowser, sharedBrowser, screenshotPath, VIEWPORTS } from '../harness/browser';
import type { Lang } from './flow';
import { describeContexts } from './pageState';

/** One real server and one browser shared by the tests of a file. */
export interface Suite {
  server: RunningServer;
  browser: Browser;
  /** A fresh context and page in `lang` at `viewport`, with its own client IP (per-IP limits). */
  page(lang: Lang, viewport?: keyof typeof VIEWPORTS): Promise<Page>;
}

let ipCounter = 0;

/** How the tests of a file share the suite. */
export interface SuiteOptions {
  /**
   * The file's tests run side by side (`describe.concurrent`): each has its own member, context
   * and client address, so none waits on another's server polls and jobs. Their contexts are
   * closed when the file ends (a test ending cannot tell which contexts are its own).
   */
  concurrent?: boolean;
}

/**
 * Starts the server (TRUST_PROXY=1 so each context can pose as its own client through
 * X-Forwarded-For) and takes the worker's browser in beforeAll; closes contexts after each test
 * (after the file when its tests run side by side), and in afterAll every context left and the server.
 */
export function useSuite(env: Record<string, string> = {}, options: SuiteOptions = {}): Suite {
  const contexts: BrowserContext[] = [];
  const suite = {} as Suite;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer({ TRUST_PROXY: '1', ...env }), sharedBrowser()]);
    suite.server = server;
    suite.browser = browser;
  });
  afterEach(async ({ task }) => {
    // A failed test says what its pages showed (address, heading, alerts, fields, buttons) before they close.
    if (task.result?.state === 'fail') console.error(`${task.name}: what the pages showed when it failed:\n${await describeContexts(contexts)}`);
    if (!options.concurrent) await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await releaseBrowser(suite.browser);
    await suite.server?.stop();
  });
  suite.page = async (lang, viewport = 'phone') => {
    const context = await newContext(suite.browser, suite.server.baseUrl, lang, viewport);
    ipCounter += 1;
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20000);
    return page;
  };
  return suite;
}

/**
 * Holds back the page's requests for the scripts matching `script` (a chunk of the build) until
 * the returned function is called; then they go on as usual.
 */
export async function holdScript(page: Page, script: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has taken over a server-rendered page: its buttons lose aria-disabled and a
 * form step says `data-live` (before, its fields take text, which the app adopts, but Continue
 * posts the form to the server: the path without JavaScript). A field being visible says nothing
 * of this: the server's HTML shows it before any script has run.
 */
export async function waitForApp(page: Page): Promise<void> {
  // A screen that works without JavaScript (/apply) is taken over at the member's first input
  // (src/main.tsx): a mouse moved over the page is one. (Inside online banking's frame the app
  // starts at once: a frame has no mouse of its own.)
  if ('mouse' in page) {
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
  }
  await page.waitForFunction(
    () =>
      document.querySelectorAll('#root [aria-disabled="true"], #root input[readonly], #root section[aria-labelledby="step-title"]:not([data-live])').length === 0 &&
      !!document.querySelector('#root [class]'),
  );
}

/** Screenshots of the current screen at 390x844 and 1280x800: `<lang>-phone-<name>.png`, `<lang>-desktop-<name>.png`. */
export async function shoot(page: Page, lang: Lang, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: screenshotPath(`${lang}-${viewport}-${name}`), fullPage: true, animations: 'disabled' });
    // Nothing may stick out sideways (text that does not wrap widens the page on phones).
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    if (width.scroll > width.client) throw new Error(`${lang} ${name} at ${viewport}: the page is ${width.scroll}px wide in a ${width.client}px viewport`);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * A screen was reached: waits for its level-1 heading `title`, expects no axe violation and
 * takes the phone and desktop screenshots named `name`.
 */
export async function visit(page: Page, lang: Lang, name: string, title: string | RegExp): Promise<void> {
  const { expect } = await import('vitest');
  const { expectNoAxeViolations } = await import('./flow');
  try {
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  } catch (error) {
    // Say what the page showed instead (and keep a picture of it): a bare timeout tells nothing.
    await page.screenshot({ path: screenshotPath(`${lang}-failed-${name}`), fullPage: true }).catch(() => undefined);
    const shown = await page
      .evaluate(() => {
        // What hides a screen that is painted from assistive technology (a modal's leftovers).
        const hidden = [...document.querySelectorAll('[aria-hidden="true"], [inert]')].filter((el) => el.querySelector('h1')).map((el) => `<${el.tagName.toLowerCase()} id="${el.id}" class="${el.className}" aria-hidden=${el.getAttribute('aria-hidden')} inert=${el.hasAttribute('inert')}>`);
        return `${location.pathname} lang=${document.documentElement.lang}; hidden around the heading: ${hidden.join(' ') || 'nothing'}; text: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 300)}`;
      })
      .catch(() => 'the page could not be read');
    throw new Error(`${lang} ${name}: no heading "${String(title)}" after ${(error as Error).message.split('\n')[0]}; the page showed ${shown}`, { cause: error });
  }
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await shoot(page, lang, name);
  await expectNoAxeViolations(page, `${lang} ${name}`);
}
