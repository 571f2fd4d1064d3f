import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../../../scripts/lib/chromium-flags.mjs';

/**
 * Features of the browser's own interface turned off. Headless Chromium keeps a hidden window with
 * the browser's interface: in Debian's Chromium 156 each new window (every browser context's first
 * page) starts a renderer for the address bar's suggestion popup (a WebUI page,
 * chrome://omnibox-popup.top-chrome/), 1.2-1.4 s of CPU beside the page that no test looks at.
 * Without it a fresh context with /apply costs 2.2 CPU-s instead of 3.7 (10 fresh contexts in a
 * row, two rounds each, one host).
 */
export const NO_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

const FEATURES_FLAG = '--disable-features=';

/**
 * The `--disable-features=...` argument Playwright launches Chromium with (the features it needs
 * off for automation). Chromium reads only the last `--disable-features`, so ours must carry
 * Playwright's too: read from what Playwright would run, by launching a stand-in that records its
 * arguments (harness/record-args.sh) instead of Chromium. Throws when there is none to read.
 */
export async function playwrightDisabledFeatures(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'chromium-args-'));
  const file = join(dir, 'args');
  try {
    await chromium
      .launch({ executablePath: fileURLToPath(new URL('./record-args.sh', import.meta.url)), env: { ...process.env, RECORD_ARGS_TO: file }, timeout: 10000 })
      .then((browser) => browser.close())
      .catch(() => undefined);
    const arg = readFileSync(file, 'utf8').split('\n').find((line) => line.startsWith(FEATURES_FLAG));
    if (!arg) throw new Error('Playwright launched Chromium without --disable-features: see tests/e2e/harness/browser.ts');
    return arg;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Launches Debian's Chromium through Playwright, with Playwright's disabled features and {@link NO_BROWSER_UI_FEATURES} in one `--disable-features`. */
export async function launchBrowser(): Promise<Browser> {
  const playwrights = await playwrightDisabledFeatures();
  const features = [...playwrights.slice(FEATURES_FLAG.length).split(',').filter(Boolean), ...NO_BROWSER_UI_FEATURES];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, `${FEATURES_FLAG}${features.join(',')}`],
    ignoreDefaultArgs: [playwrights],
  });
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
