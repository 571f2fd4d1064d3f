import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import { NO_BROWSER_UI_FEATURES, playwrightDisabledFeatures, releaseBrowser, sharedBrowser } from './harness/browser';

/**
 * The Chromium the browser tests drive (harness/browser.ts `launchBrowser`): none of the browser's
 * own interface pages start beside a page, and Playwright's own disabled features still hold
 * (Chromium reads only the last `--disable-features`, so ours carries Playwright's).
 */
describe('the tests\' Chromium', () => {
  let browser: Browser;
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>inner</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads Playwright\'s own --disable-features (the list it needs for automation)', async () => {
    expect(await playwrightDisabledFeatures()).toMatch(/^--disable-features=\w+(,\w+)+$/);
  });

  it('opens a page with no browser-interface page beside it (no omnibox popup renderer)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/inner`);
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    await cdp.detach();
    expect(targetInfos.map((t) => `${t.type} ${t.url}`).filter((t) => t.startsWith('browser_ui') || t.includes('top-chrome'))).toEqual([]);
    expect(targetInfos.some((t) => t.type === 'page' && t.url.endsWith('/inner'))).toBe(true);
    await context.close();
  });

  it('runs with one --disable-features holding Playwright\'s features and the interface pages\' (Chromium reads only the last one)', async () => {
    // The browser process this worker launched: a child of this process started with Playwright's pipe.
    const mine = readdirSync('/proc').filter((pid) => /^\d+$/.test(pid)).flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return parent === process.pid && argv.includes('--remote-debugging-pipe') ? [argv] : [];
      } catch {
        return []; // a process that ended meanwhile
      }
    });
    expect(mine).toHaveLength(1);
    const flags = mine[0].filter((arg) => arg.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const features = flags[0].slice('--disable-features='.length).split(',');
    const playwrights = (await playwrightDisabledFeatures()).slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...playwrights, ...NO_BROWSER_UI_FEATURES]));
  });
});
