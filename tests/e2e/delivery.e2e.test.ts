import { expect } from 'vitest';
import { useSuite, waitForApp } from './support/setup';
import { applyAndVerify, MEMBERS, T } from './support/flow';

/** How the app reaches a phone: the page's chunks preloaded, one language's texts, robots.txt. */
describe('delivery of the web app', () => {
  const suite = useSuite();

  it.each(['en', 'es'] as const)('%s: /apply preloads its form and texts, and loads only the language it shows', async (lang) => {
    const page = await suite.page(lang);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/apply');
    const html = (await response?.text()) ?? '';
    // The apply page comes rendered by the server: its one inline script lists the code it starts
    // (and preloads) after the first paint.
    const preloaded = JSON.parse(/<script type="module" nonce="[^"]+">const m=(\[[^\]]*\]);/.exec(html)?.[1] ?? '[]') as string[];
    expect(preloaded.some((path) => /\/assets\/StepHost-/.test(path))).toBe(true);
    expect(preloaded.some((path) => /\/assets\/apply-[^/]+\.js$/.test(path))).toBe(true);
    expect(preloaded.some((path) => path.startsWith(`/assets/locale.${lang}.`))).toBe(true);
    await page.getByRole('textbox', { name: T[lang].first }).waitFor();
    // The field shows from the server's HTML before any script ran: wait for the app to have it.
    await waitForApp(page);
    const other = lang === 'en' ? 'es' : 'en';
    expect(scripts.filter((path) => path.startsWith(`/assets/locale.${lang}.`)).length).toBeGreaterThan(0);
    expect(scripts.filter((path) => path.startsWith(`/assets/locale.${other}.`))).toEqual([]);
    // The later steps' code is not part of the first page.
    expect(scripts.some((path) => /OtpVerifyScreen|ApplicationGuard|loan-purpose/.test(path))).toBe(false);
  });

  it('a slow page: the previous one leaves at once, the pending view shows after 1 s, then the page', async () => {
    const page = await suite.page('en');
    // The guard of the /application pages is its own chunk: hold it back until the pending view
    // has been seen (the code page already asks for it, for the page after it: still on its way
    // when the code is verified, however long the member takes). A fixed delay here raced the
    // time the apply and code steps take on a busy machine.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ApplicationGuard-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await applyAndVerify(page, suite.server.baseUrl, MEMBERS.maria, 'en');
    await page.waitForURL('**/application/loan-amount');
    const started = Date.now();
    // The code page does not stay on screen (with its buttons) under the new address: it leaves
    // within a render (the address changes a moment before React commits), long before the
    // held-back chunk arrives.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Verify your phone' }).count(), { timeout: 500, interval: 25 }).toBe(0);
    await page.getByTestId('pending-view').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    release();
    await page.getByRole('heading', { level: 1, name: 'How much would you like to borrow?' }).waitFor();
    expect(await page.getByTestId('pending-view').count()).toBe(0);
  });

  it('robots.txt lets crawlers see the apply page and keeps them out of applications', async () => {
    const response = await fetch(`${suite.server.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^Allow: \/apply$/m);
    expect(text).toMatch(/^Disallow: \/application\/$/m);
  });
});
