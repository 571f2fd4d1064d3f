import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Chromium's headless browser keeps a hidden window with the browser's own interface: in
 * Debian's Chromium 156 each new window (every browser context's first page) starts a renderer for the
 * address bar's suggestion popup (a WebUI page, chrome://omnibox-popup.top-chrome/), 1.2-1.4 s of
 * CPU that no test looks at. Turned off, a fresh context with /apply costs 2.2 CPU-s instead of 3.7
 * (10 fresh contexts in a row on one host, two rounds each: 3.6-3.8 against 2.2-2.3 CPU-s).
 */
const NO_BROWSER_UI_PAGES = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI';

/** The flags these machines need for Debian's Chromium (no sandbox as root, no background network), and no interface pages of its own. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  NO_BROWSER_UI_PAGES,
];

/** Launches Debian's Chromium through Playwright. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

let shared: Promise<Browser> | undefined;

/**
 * The Chromium of this test process: launched by the first file that asks and kept for the next
 * files the same worker runs (vitest.e2e.config.ts runs its files with `isolate: false`), launched
 * again when it went away. A file ends with `releaseBrowser`; Playwright closes the browser when
 * the process exits. A launch is 1.3 s of CPU, paid once per worker instead of once per file.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/**
 * Ends a file's use of the shared browser: closes every context still open in it (the file's
 * own, and any a test opened itself), so the next file starts with none.
 */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
}

/** Viewports the screenshots are taken at. */
export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** A browser context at a viewport, with the app's language preset in localStorage. */
export async function newContext(browser: Browser, baseUrl: string, lang: 'en' | 'es', viewport: keyof typeof VIEWPORTS = 'phone'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: lang === 'es' ? 'es-US' : 'en-US', baseURL: baseUrl });
  await context.addInitScript((l) => window.localStorage.setItem('preferredLanguage', l), lang);
  return context;
}

/** Folder the browser tests write their screenshots to (named in the README). */
export const SCREENSHOT_DIR = join(process.cwd(), 'tests', 'screenshots');

/** Path for a screenshot, creating the folder. */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, `${name}.png`);
}
