import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { startLocalIdp, type LocalIdp } from '../helpers/oidcProvider';
import { freePort } from './harness/server';
import { T } from './support/flow';
import { useSuite, waitForApp } from './support/setup';

/**
 * A real cross-site frame: the parent page on http://127.0.0.1:<port 2> (a small server standing
 * in for online banking, LAUNCH_FRAME_ORIGINS) frames the launch on http://localhost:<port> (another site). The
 * launched session's partitioned cookie works in the frame (the loan amount step loads its
 * application), and the parent receives loan:height from the app's origin, then loan:canceled
 * when the member cancels in the frame, loan:denied when a launched member is denied, and
 * loan:completed when one signs and is funded in the frame (the signing page a frame in the frame).
 * A launch by OpenID Connect runs in the frame too: the platform's provider (on the platform's
 * site) signs the member in inside the frame and sends it back to the app's callback.
 */
describe('launch inside online banking (a cross-site frame)', () => {
  const env: Record<string, string> = {};
  let parentOrigin = '';
  let parent: Server | undefined;
  let frameSrc = '';
  let idp: LocalIdp | undefined;
  beforeAll(async () => {
    // The app's address is known before its start: the provider's client allows only its callback.
    const appPort = await freePort();
    const appBase = `http://localhost:${appPort}`;
    idp = await startLocalIdp(`${appBase}/launch/oidc/callback`, { emily: { email: 'emily@members.test', name: 'Emily Nguyen', roles: [], memberNumber: 'M-1007' } });
    Object.assign(env, { PORT: String(appPort), PUBLIC_BASE_URL: appBase, LAUNCH_OIDC_ISSUER: idp.issuer, LAUNCH_OIDC_CLIENT_ID: idp.clientId, LAUNCH_OIDC_CLIENT_SECRET: idp.clientSecret });
    const port = await freePort();
    parentOrigin = `http://127.0.0.1:${port}`;
    // The platform's page: collects the messages it receives.
    parent = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>Online banking</title></head><body><h1>Online banking</h1>
<script>window.events = []; addEventListener('message', (e) => window.events.push({ origin: e.origin, data: e.data }));</script>
<iframe title="Loan application" src="${frameSrc}" style="width:420px;height:700px"></iframe></body></html>`);
    });
    await new Promise<void>((resolve) => parent!.listen(port, '127.0.0.1', resolve));
    Object.assign(env, { LAUNCH_FRAME_ORIGINS: parentOrigin, LAUNCH_RETURN_URL: `${parentOrigin}/back-from-loan` });
  });
  afterAll(async () => {
    await new Promise((resolve) => (parent ? parent.close(resolve) : resolve(undefined)));
    await idp?.close();
  });
  const suite = useSuite(env);

  /** A launch token for a demo member (Maria by default) from the demo host (read, not followed: the token stays unused). */
  async function demoLaunchPath(member = 'M-1001', locale = 'en'): Promise<string> {
    const html = await (await fetch(`${suite.server.baseUrl}/demo/online-banking?member=${member}&locale=${locale}`)).text();
    return /<iframe [^>]*src="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  }

  /** The messages the platform's page received so far: `<origin> <type>`. */
  function received(page: Page): Promise<string[]> {
    return page.evaluate(() => (window as unknown as { events: Array<{ origin: string; data: { type: string } }> }).events.map((e) => `${e.origin} ${e.data.type}`));
  }

  async function parentPage(src: string, lang: 'en' | 'es' = 'en'): Promise<Page> {
    frameSrc = src;
    const page = await suite.page(lang, 'desktop');
    await page.goto(`${parentOrigin}/accounts`);
    return page;
  }

  it('the framed flow opens at the loan amount with its session, and the parent receives loan:height from the app', async () => {
    const path = await demoLaunchPath();
    const appOrigin = suite.server.baseUrl;
    const page = await parentPage(`${appOrigin}${path}`);
    const framed = page.frameLocator('iframe[title="Loan application"]');
    try {
      await framed.getByRole('heading', { level: 1, name: T.en.amountTitle }).waitFor();
    } catch (error) {
      const frames = await Promise.all(page.frames().map(async (f) => `${f.url()}: ${(await f.evaluate(() => document.body?.innerText ?? '').catch(() => '?')).replace(/\s+/g, ' ').slice(0, 300)}`));
      throw new Error(`the frame showed: ${frames.join(' | ')}`, { cause: error });
    }
    // The session works in the frame (its cookie is partitioned under the platform's site): the answer is saved, the next step opens.
    const app = page.frames().find((f) => f.url().includes('/application/'))!;
    await waitForApp(app as unknown as Page);
    await framed.getByRole('textbox', { name: T.en.amount }).pressSequentially('500');
    await framed.getByRole('button', { name: T.en.continue }).click();
    await expect.poll(() => page.frames().some((f) => f.url().endsWith('/application/housing-expenses')), { timeout: 20000 }).toBe(true);
    await framed.getByRole('textbox', { name: T.en.housing }).waitFor();
    await expect.poll(() => received(page), { timeout: 15000 }).toContain(`${appOrigin} loan:height`);
    // The session cookie the frame holds is the partitioned one.
    const cookies = await page.context().cookies(appOrigin);
    expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });

    // Maria cancels inside the frame: the canceled screen tells the platform, once, from the app's origin.
    expect(await received(page)).not.toContain(`${appOrigin} loan:canceled`);
    await framed.getByRole('button', { name: T.en.cancel }).click();
    const dialog = framed.getByRole('dialog', { name: T.en.cancelDialog }).or(framed.getByRole('alertdialog', { name: T.en.cancelDialog }));
    await dialog.getByRole('button', { name: T.en.cancelApp }).click();
    await framed.getByRole('heading', { level: 1, name: T.en.canceledTitle }).waitFor();
    await expect.poll(() => received(page), { timeout: 15000 }).toContain(`${appOrigin} loan:canceled`);
    expect((await received(page)).filter((e) => e.endsWith(' loan:canceled'))).toEqual([`${appOrigin} loan:canceled`]);
  });

  it('OpenID Connect in the frame: the member signs in at the platform\'s provider inside the frame and reaches the loan amount (the pending sign-in\'s cookie comes back to the callback)', async () => {
    const appOrigin = suite.server.baseUrl;
    const page = await parentPage(`${appOrigin}/launch/microloan`);
    const frame = page.frameLocator('iframe[title="Loan application"]');
    // The provider's own pages (oidc-provider's development interactions), inside the frame.
    await frame.getByPlaceholder('Enter any login').fill('emily');
    await frame.getByPlaceholder('and password').fill('not checked');
    await frame.getByRole('button', { name: 'Sign-in' }).click();
    await frame.getByRole('button', { name: 'Continue' }).click();
    try {
      await frame.getByRole('heading', { level: 1, name: T.en.amountTitle }).waitFor();
    } catch (error) {
      const frames = await Promise.all(page.frames().map(async (f) => `${f.url()}: ${(await f.evaluate(() => document.body?.innerText ?? '').catch(() => '?')).replace(/\s+/g, ' ').slice(0, 300)}`));
      throw new Error(`the frame showed: ${frames.join(' | ')}`, { cause: error });
    }
    expect(page.frames().some((f) => f.url().startsWith(`${appOrigin}/application/`))).toBe(true);
    const cookies = await page.context().cookies(appOrigin);
    expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ sameSite: 'None', secure: true });
  });

  it('a launched member the rules deny (Ana: no checking account) sees the denial in the frame, and the parent receives loan:denied', async () => {
    const appOrigin = suite.server.baseUrl;
    const page = await parentPage(`${appOrigin}${await demoLaunchPath('M-1003')}`);
    const framed = page.frameLocator('iframe[title="Loan application"]');
    await framed.getByRole('heading', { level: 1, name: T.en.deniedTitle }).waitFor();
    await expect.poll(() => received(page), { timeout: 15000 }).toContain(`${appOrigin} loan:denied`);
    expect(await received(page)).not.toContain(`${appOrigin} loan:completed`);
  });

  it('es: a launched member (Carlos, one checking account) signs and is funded inside the frame; the parent receives loan:completed once; "Back to online banking" takes the whole window there', async () => {
    const t = T.es;
    const appOrigin = suite.server.baseUrl;
    const page = await parentPage(`${appOrigin}${await demoLaunchPath('M-1006', 'es')}`, 'es');
    const framed = page.frameLocator('iframe[title="Loan application"]');
    await framed.getByRole('heading', { level: 1, name: t.amountTitle }).waitFor();
    await waitForApp(page.frames().find((f) => f.url().includes('/application/')) as unknown as Page);
    await framed.getByRole('textbox', { name: t.amount }).pressSequentially('500');
    await framed.getByRole('button', { name: t.continue }).click();
    await framed.getByRole('textbox', { name: t.housing }).pressSequentially('900');
    await framed.getByRole('button', { name: t.continue }).click();
    await framed.getByRole('button', { name: t.rent, exact: true }).click();
    // His only checking account was prefilled from the core: the review follows the purpose.
    await framed.getByRole('heading', { level: 1, name: t.reviewTitle }).waitFor();
    await framed.getByText('6606').first().waitFor();
    await framed.getByRole('button', { name: t.complete }).click();
    // The launch channel preselects an offer and signs by a press (flow JSON preselectOffer, signature).
    await framed.getByRole('radiogroup', { name: t.offers }).getByRole('radio', { checked: true }).waitFor({ timeout: 45000 });
    await framed.getByRole('button', { name: t.accept }).click();
    const signing = framed.frameLocator(`iframe[title="${t.signFrame}"]`);
    await signing.getByRole('button', { name: t.agreeAndSign, exact: true }).click();
    await framed.getByRole('heading', { level: 1, name: t.completedTitle }).waitFor({ timeout: 45000 });
    await expect.poll(() => received(page), { timeout: 15000 }).toContain(`${appOrigin} loan:completed`);
    expect((await received(page)).filter((e) => e.endsWith(' loan:completed'))).toEqual([`${appOrigin} loan:completed`]);
    expect(await received(page)).not.toContain(`${appOrigin} loan:canceled`);
    // The completed screen's way back leaves the frame: the platform's page (LAUNCH_RETURN_URL) in the whole window.
    const back = framed.getByRole('link', { name: t.backToBanking });
    expect(await back.getAttribute('target')).toBe('_top');
    await back.click();
    await page.waitForURL(`${parentOrigin}/back-from-loan`);
  });
});
