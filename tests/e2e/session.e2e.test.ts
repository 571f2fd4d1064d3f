import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { shoot, useSuite } from './support/setup';
import { expectNoAxeViolations } from './support/flow';
import { MEMBERS, T } from './support/flow';
import { applyOverApi } from './support/apiSeed';

/**
 * Session timeout (SPEC section 4): the countdown starts at expires_in_seconds - 10 and the
 * warning opens at 120 s. With SESSION_TTL_SECONDS=200 the dialog is due 70 s after load;
 * page.clock runs the app's 1 s interval that far in an instant.
 */
describe('session timeout', () => {
  const suite = useSuite({ SESSION_TTL_SECONDS: '200' });
  const t = T.en;
  const sessionDialog = (page: Page) => page.getByRole('alertdialog', { name: t.sessionDialog }).or(page.getByRole('dialog', { name: t.sessionDialog }));
  const remaining = async (page: Page) => {
    const text = (await sessionDialog(page).innerText()).match(/(\d+):(\d\d)/);
    if (!text) throw new Error('no m:ss in the dialog');
    return Number(text[1]) * 60 + Number(text[2]);
  };

  async function start(page: Page, who = MEMBERS.maria, lang: 'en' | 'es' = 'en'): Promise<void> {
    await page.clock.install();
    await applyOverApi(page, suite.server.baseUrl, who, lang, 'loan-amount');
    await page.getByRole('textbox', { name: T[lang].amount }).waitFor();
  }

  it('the warning shows a live m:ss and Extend session keeps the application', async () => {
    const page = await suite.page('en');
    await start(page);
    await page.clock.runFor(60_000);
    expect(await sessionDialog(page).count()).toBe(0);
    await page.clock.runFor(12_000);
    await sessionDialog(page).waitFor();
    const first = await remaining(page);
    expect(first).toBeGreaterThan(100);
    expect(first).toBeLessThanOrEqual(120);
    await page.clock.runFor(5_000);
    expect(await remaining(page)).toBeLessThanOrEqual(first - 4);
    await shoot(page, 'en', 'session-timeout-dialog');
    await expectNoAxeViolations(page, 'en session dialog');
    // Non-dismissable: Escape leaves it open.
    await page.keyboard.press('Escape');
    expect(await sessionDialog(page).count()).toBe(1);
    // Let the refresh answer before moving the fake clock on (its 30 s request timeout runs on that clock too).
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/application/refresh-session'));
    await sessionDialog(page).getByRole('button', { name: t.extend }).click();
    expect((await refreshed).ok()).toBe(true);
    // The dialog's closing runs on the page's (fake) clock too: move it on in small steps until it is gone (at most 3 s).
    for (let ms = 0; ms < 3000 && (await sessionDialog(page).count()) > 0; ms += 200) await page.clock.runFor(200);
    await sessionDialog(page).waitFor({ state: 'hidden' });
    // The countdown restarted from the server's new value: no dialog for the next 55 s, the application goes on.
    await page.clock.runFor(55_000);
    expect(await sessionDialog(page).count()).toBe(0);
    await page.getByRole('textbox', { name: t.amount }).pressSequentially('300');
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/application/housing-expenses');
  });

  it('letting it run out cancels the application', async () => {
    const page = await suite.page('es');
    await start(page, MEMBERS.carlos, 'es');
    await page.clock.runFor(75_000);
    await page.getByRole('alertdialog', { name: T.es.sessionDialog }).or(page.getByRole('dialog', { name: T.es.sessionDialog })).waitFor();
    await page.getByRole('button', { name: T.es.extend }).waitFor();
    await shoot(page, 'es', 'session-timeout-dialog');
    await expectNoAxeViolations(page, 'es session dialog');
    await page.clock.runFor(120_000);
    await page.waitForURL('**/application-canceled?reason=timeout');
    await page.getByRole('heading', { level: 1, name: T.es.canceledTitle }).waitFor();
    await page.getByText(/^Su sesión expiró, así que cancelamos su solicitud/).waitFor();
  });

  it('Log out now cancels at once', async () => {
    const page = await suite.page('en');
    await start(page, MEMBERS.emily);
    await page.clock.runFor(75_000);
    await sessionDialog(page).getByRole('button', { name: t.logout }).click();
    await page.waitForURL('**/application-canceled');
  });
});
