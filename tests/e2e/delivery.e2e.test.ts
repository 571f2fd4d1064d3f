import { expect } from 'vitest';
import { holdScript, useSuite, waitForApp } from './support/setup';
import { applyAndVerify, MEMBERS, T } from './support/flow';

/** How the app reaches a phone: the entry only until the first input, one language's texts, robots.txt. */
describe('delivery of the web app', () => {
  const suite = useSuite();

  it.each(['en', 'es'] as const)('%s: /apply runs only its entry while the member reads; at the first input it loads its form and the texts of the language it shows, not the other', async (lang) => {
    const page = await suite.page(lang);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/apply');
    const html = (await response?.text()) ?? '';
    // The apply page comes rendered by the server and works without scripts: its one inline script
    // imports the entry after the first paint and preloads nothing.
    const imported = [...html.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatch(/^\/assets\/index-[^/]+\.js$/);
    expect(html).not.toMatch(/modulepreload|StepHost-/);
    await page.getByRole('textbox', { name: T[lang].first }).waitFor();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    // A member who only reads: the entry and its runtime, nothing of React, Fluent UI or the form.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((path) => /^\/assets\/(index|rolldown-runtime)-[^/]+\.js$/.test(path)), scripts.join(', ')).toBe(true);
    // The first input (waitForApp moves the mouse over the page) starts the app, which takes the form over.
    await waitForApp(page);
    const other = lang === 'en' ? 'es' : 'en';
    expect(scripts.some((path) => /\/assets\/StepHost-/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/assets\/apply-[^/]+\.js$/.test(path))).toBe(true);
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
    const release = await holdScript(page, /\/assets\/ApplicationGuard-[^/]+\.js$/);
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
