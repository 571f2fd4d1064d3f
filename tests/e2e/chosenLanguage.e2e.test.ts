import { VIEWPORTS } from './harness/browser';
import { latestCode } from './harness/server';
import { useSuite, waitForApp } from './support/setup';
import { fillApply, fillSteps, MEMBERS, T, typeCode } from './support/flow';
import { awaitDecision } from './support/memberFlow';

type Message = { to: string; channel: string; body: string; sent_at: string };

/** The language chosen on the page, not the browser's, is the member's: the code text, the notice and the funnel. */
describe('the language chosen on the page', () => {
  const suite = useSuite();

  async function outbox(): Promise<Message[]> {
    return (await (await fetch(`${suite.server.baseUrl}/api/dev/outbox`)).json()) as Message[];
  }

  it('James switches to Español on /apply in an English browser: the code text, the denial notice and the funnel are Spanish', async () => {
    // An English browser with no language chosen before (no stored preference).
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-US', baseURL: suite.server.baseUrl });
    try {
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${process.pid % 250}.251.1` });
      const page = await context.newPage();
      page.setDefaultTimeout(20000);
      await page.goto('/apply');
      await page.getByRole('heading', { level: 1, name: T.en.applyTitle }).waitFor();
      await waitForApp(page);
      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitemradio', { name: 'Español' }).click();
      await page.getByRole('heading', { level: 1, name: T.es.applyTitle }).waitFor();

      const james = MEMBERS.james;
      await fillApply(page, james, 'es');
      const since = Date.now() - 2000;
      await page.getByRole('button', { name: T.es.continue }).click();
      await page.waitForURL('**/otp');
      const code = await latestCode(suite.server.baseUrl, james.phone, since);
      const text = (await outbox()).find((m) => m.channel === 'sms' && m.to.endsWith(james.phone) && m.body.includes(code));
      expect(text?.body).toMatch(/^Su código de verificación de .+ es \d{6}\./);

      await typeCode(page, code, 'es');
      await page.getByRole('button', { name: T.es.verify }).click();
      await fillSteps(page, 'es');
      await page.getByRole('button', { name: T.es.complete }).click();
      await awaitDecision(page, '/application-denied');
      await page.getByRole('heading', { level: 1, name: T.es.deniedTitle }).waitFor();

      await expect.poll(async () => (await outbox()).filter((m) => m.channel === 'mail' && m.to === 'James Smith').length, { timeout: 30000 }).toBe(1);
      const notice = (await outbox()).find((m) => m.channel === 'mail' && m.to === 'James Smith');
      expect(notice?.body).toMatch(/Estimado\(a\) James/);
      expect(notice?.body).toMatch(/El tiempo como socio de la cooperativa de crédito es menor que el requerido/);

      // The funnel (GET /metrics from this machine): James's steps are counted in Spanish, none in English.
      const metrics = await (await fetch(`${suite.server.baseUrl}/metrics`)).text();
      const funnel = metrics.split('\n').filter((line) => line.startsWith('microloan_funnel_applications{'));
      expect(funnel.find((line) => line.includes('language="es"') && line.includes('step="APPLICATION_DENIED"'))).toMatch(/ 1$/);
      expect(funnel.filter((line) => line.includes('language="en"'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
