import { expect } from 'vitest';
import { shoot, useSuite, visit } from './support/setup';

/** The [r, g, b] of a CSS rgb()/rgba() colour. */
function rgb(css: string): number[] {
  return (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

/** WCAG contrast ratio of two CSS colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = rgb(css).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
import { fillApply, MEMBERS, T, type Lang } from './support/flow';

/**
 * Every message an applicant reads is in their language and leads somewhere: server failures
 * are told by error code from the locale files, a code that cannot be sent or too many tries
 * keep the member on the apply page with their answers.
 */
describe('applicant messages', () => {
  const suite = useSuite();

  const texts = {
    en: { sendFailed: 'Failed to send OTP', check: 'Check the phone number and try again', tooMany: 'Too many tries', tryAgain: 'Please try again in 60 minutes.', unexpected: 'An unexpected error occurred' },
    es: { sendFailed: 'No se pudo enviar el código de un solo uso', check: 'Revise el número de teléfono e inténtelo de nuevo', tooMany: 'Demasiados intentos', tryAgain: 'Inténtelo de nuevo en 60 minutos.', unexpected: 'Ocurrió un error inesperado' },
  } satisfies Record<Lang, Record<string, string>>;

  for (const lang of ['en', 'es'] as const) {
    it(`${lang}: a code that cannot be sent stays on the apply page with the answers kept and says what to do`, async () => {
      const t = T[lang];
      const page = await suite.page(lang);
      await page.goto('/apply');
      await fillApply(page, { ...MEMBERS.linda, phone: '1234567890' }, lang);
      await page.getByRole('button', { name: t.continue }).click();
      const alert = page.getByRole('alert').filter({ hasText: texts[lang].sendFailed });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(texts[lang].check);
      expect(page.url()).toMatch(/\/apply$/);
      expect(await page.getByRole('textbox', { name: t.first }).inputValue()).toBe(MEMBERS.linda.first);
      expect(await page.getByRole('textbox', { name: t.phone }).inputValue()).toBe('(123) 456-7890');
      // The support phone and hours are right there.
      await page.getByRole('complementary', { name: lang === 'en' ? 'Need help?' : '¿Necesita ayuda?' }).waitFor();
      await visit(page, lang, 'apply-send-failed', t.applyTitle);
    });
  }

  it('too many applies for one phone (429) say when to try again, in Spanish, on the apply page', async () => {
    const t = T.es;
    const page = await suite.page('es');
    const who = { ...MEMBERS.visitor, phone: '2025550177' };
    // The server allows 5 applies per phone and hour: use them up through the API.
    for (let i = 0; i < 5; i++) {
      const r = await page.request.post('/api/v1/microloan/apply', {
        data: { firstName: who.first, lastName: who.last, ssn: who.ssn, phoneNumber: who.phone, dob: who.dob, visitorId: 'e2e' },
      });
      expect(r.status()).toBe(200);
    }
    await page.goto('/apply');
    await fillApply(page, who, 'es');
    await page.getByRole('button', { name: t.continue }).click();
    const alert = page.getByRole('alert').filter({ hasText: texts.es.tooMany });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(texts.es.tryAgain);
    expect(page.url()).toMatch(/\/apply$/);
    expect(await page.getByRole('textbox', { name: t.last }).inputValue()).toBe(who.last);
    await visit(page, 'es', 'apply-rate-limited', t.applyTitle);
  });

  for (const lang of ['en', 'es'] as const) {
    it(`${lang}: a failing application fetch is told in the page's language, never with the server's English message`, async () => {
      const page = await suite.page(lang);
      await page.route('**/api/v1/microloan/application', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: { message: 'Server says something in English', status_code: 409, error_code: 'SOME_NEW_CODE', details: null } }),
        }),
      );
      await page.goto('/application/loan-amount');
      await page.waitForURL('**/error**');
      await page.getByText(texts[lang].unexpected, { exact: true }).waitFor();
      expect(await page.getByText('Server says something in English').count()).toBe(0);
      // The toast is filled in the colour of its severity (red for an error), its text AA on it.
      const toast = page.locator('[data-intent="error"]');
      const background = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
      const text = await toast.getByText(texts[lang].unexpected, { exact: true }).evaluate((el) => getComputedStyle(el).color);
      const colours = { background, text };
      const [r, g, b] = rgb(colours.background);
      expect(r).toBeGreaterThan(g + 60);
      expect(r).toBeGreaterThan(b + 60);
      expect(contrast(colours.background, colours.text)).toBeGreaterThanOrEqual(4.5);
      expect(await toast.getByRole('button', { name: lang === 'en' ? 'Close' : 'Cerrar' }).count()).toBe(1);
      await shoot(page, lang, 'error-toast');
    });
  }

  it('a failing application fetch is retried by one layer only: at most 3 requests, the pending view meanwhile', async () => {
    const page = await suite.page('es');
    let requests = 0;
    await page.route('**/api/v1/microloan/application', (route) => {
      requests += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'Service Unavailable', status_code: 503, error_code: 'INTERNAL_ERROR', details: null } }),
      });
    });
    await page.goto('/application/loan-amount');
    await page.getByRole('status').filter({ hasText: 'Cargando…' }).waitFor();
    await page.waitForURL('**/error**');
    await page.getByText('Ocurrió un error inesperado', { exact: true }).waitFor();
    expect(requests).toBe(3);
  });
});
