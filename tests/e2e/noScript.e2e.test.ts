import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { latestCode } from './harness/server';
import { screenshotPath, VIEWPORTS } from './harness/browser';
import { holdScript, useSuite, waitForApp } from './support/setup';
import { AXE_PATH, MEMBERS, T, typedDob, type Applicant, type Lang } from './support/flow';
import { readFileSync } from 'node:fs';

/** What the pages say, by language (locales/<lang>/forms.json, errors.json). */
const SAYS = {
  en: { summary: 'Please correct the following:', required: 'Required', phone: 'Please enter a valid phone number.', ssnAgain: 'For your security, enter your Social Security Number again.', wrongCode: 'Invalid one-time code. Please check the code and try again', code: 'Verification code' },
  es: { summary: 'Corrija lo siguiente:', required: 'Obligatorio', phone: 'Ingrese un número de teléfono válido.', ssnAgain: 'Por su seguridad, vuelva a ingresar su número de Seguro Social.', wrongCode: 'Código de un solo uso no válido. Revise el código e inténtelo de nuevo', code: 'Código de verificación' },
} as const;

const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8');

/**
 * axe on a page whose scripts are off: its HTML (scripts taken out) is put into a page with
 * scripts on, at the same address (same styles, same CSP) and axe runs there.
 */
async function axeWithoutScripts(page: Page, label: string): Promise<void> {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const context = await page.context().browser()!.newContext({ viewport: VIEWPORTS.phone });
  try {
    const copy = await context.newPage();
    await copy.setContent(html, { waitUntil: 'load' });
    await copy.evaluate(AXE_SOURCE);
    const violations = await copy.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
    });
    expect(violations, `axe on ${label}`).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * Without JavaScript the apply page and the code screen are forms the server answers: in both
 * languages a member types, submits, reads the server's problems by the fields and in a summary,
 * gets to the code screen, is told a wrong code, is told how long to wait when asking for a new code
 * before the cooldown, and with the right one lands on the loan amount
 * step with a session. Screenshots `<lang>-phone-nojs-*`.
 */
describe('without JavaScript', () => {
  const suite = useSuite();
  let address = 0;

  const noScriptPage = async (lang: Lang) => {
    address += 1;
    const context = await suite.browser.newContext({
      javaScriptEnabled: false,
      locale: lang === 'es' ? 'es-US' : 'en-US',
      baseURL: suite.server.baseUrl,
      viewport: VIEWPORTS.phone,
      extraHTTPHeaders: { 'X-Forwarded-For': `10.77.${process.pid % 250}.${address}` },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20000);
    return page;
  };

  const cases: Array<{ lang: Lang; who: Applicant }> = [
    { lang: 'en', who: MEMBERS.maria },
    { lang: 'es', who: MEMBERS.james },
  ];

  for (const { lang, who } of cases) {
    it(`${lang}: apply with problems, then the code screen, a wrong code, the right one`, async () => {
      const t = T[lang];
      const says = SAYS[lang];
      const page = await noScriptPage(lang);
      try {
        await page.goto('/apply');
        await page.getByRole('heading', { level: 1, name: t.applyTitle }).waitFor();
        // Typed, then submitted with problems: a name missing, a short phone.
        await page.getByRole('textbox', { name: t.first }).fill(who.first);
        await page.getByRole('textbox', { name: t.ssn }).fill(who.ssn);
        await page.getByRole('textbox', { name: t.phone }).fill('202555');
        await page.getByRole('textbox', { name: t.dob }).fill(typedDob(who.dob, lang));
        await page.getByRole('button', { name: t.continue }).click();
        await page.getByText(says.summary).waitFor();
        expect(new URL(page.url()).pathname).toBe('/apply');
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        // The fields keep what was typed (not the SSN), each problem by its field.
        expect(await page.getByRole('textbox', { name: t.first }).inputValue()).toBe(who.first);
        expect(await page.getByRole('textbox', { name: t.dob }).inputValue()).toBe(typedDob(who.dob, lang));
        expect(await page.getByRole('textbox', { name: t.ssn }).inputValue()).toBe('');
        expect(await page.getByRole('textbox', { name: t.last }).getAttribute('aria-invalid')).toBe('true');
        expect(await page.getByRole('textbox', { name: t.phone }).getAttribute('aria-invalid')).toBe('true');
        const lastField = page.locator('.fui-Field', { has: page.getByRole('textbox', { name: t.last }) });
        expect(await lastField.textContent()).toContain(says.required);
        const phoneField = page.locator('.fui-Field', { has: page.getByRole('textbox', { name: t.phone }) });
        expect(await phoneField.textContent()).toContain(says.phone);
        const summary = page.getByRole('alert').filter({ hasText: says.summary });
        expect(await summary.textContent()).toContain(`${t.last}: ${says.required}`);
        expect(await summary.textContent()).toContain(`${t.phone}: ${says.phone}`);
        expect(await summary.textContent()).toContain(says.ssnAgain);
        await page.screenshot({ path: screenshotPath(`${lang}-phone-nojs-apply-errors`), fullPage: true });
        await axeWithoutScripts(page, `${lang} /apply with problems, without JavaScript`);

        // Corrected: on to the code screen.
        await page.getByRole('textbox', { name: t.last }).fill(who.last);
        await page.getByRole('textbox', { name: t.ssn }).fill(who.ssn);
        await page.getByRole('textbox', { name: t.phone }).fill(`(${who.phone.slice(0, 3)}) ${who.phone.slice(3, 6)}-${who.phone.slice(6)}`);
        const since = Date.now() - 2000;
        await page.getByRole('button', { name: t.continue }).click();
        await page.getByRole('heading', { level: 1, name: t.otpTitle }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/otp');
        expect(await page.getByText(who.phone.slice(-4)).count()).toBeGreaterThan(0);
        const code = await latestCode(suite.server.baseUrl, who.phone, since);
        await page.screenshot({ path: screenshotPath(`${lang}-phone-nojs-code`), fullPage: true });
        await axeWithoutScripts(page, `${lang} /otp without JavaScript`);

        // A wrong code: told, still on the code screen.
        await page.getByRole('textbox', { name: says.code }).fill(code === '000000' ? '111111' : '000000');
        await page.getByRole('button', { name: t.verify }).click();
        await page.getByText(says.wrongCode).waitFor();
        expect(await page.getByRole('textbox', { name: says.code }).getAttribute('aria-invalid')).toBe('true');
        await page.screenshot({ path: screenshotPath(`${lang}-phone-nojs-code-wrong`), fullPage: true });
        await axeWithoutScripts(page, `${lang} /otp with a wrong code, without JavaScript`);

        // Resend code before the 30 s cooldown: told how long to wait, still on the code screen, the code unchanged.
        await page.getByRole('button', { name: t.resend }).click();
        await page.getByRole('alert').filter({ hasText: t.resendIn }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/otp');
        await page.screenshot({ path: screenshotPath(`${lang}-phone-nojs-code-resend-wait`), fullPage: true });
        await axeWithoutScripts(page, `${lang} /otp after an early resend, without JavaScript`);

        // The right code: the session starts and the loan amount step is next.
        await page.getByRole('textbox', { name: says.code }).fill(code);
        await page.getByRole('button', { name: t.verify }).click();
        await page.waitForURL('**/application/loan-amount');
        const cookies = await page.context().cookies();
        expect(cookies.find((c) => c.name === 'sid')?.httpOnly).toBe(true);
        expect(cookies.some((c) => c.name === 'otp_token')).toBe(false);
      } finally {
        await page.context().close();
      }
    });
  }

  it('the language without JavaScript: the header links to the other language, and the page comes back in it; the code screen too', async () => {
    const page = await noScriptPage('en');
    try {
      await page.goto('/apply');
      await page.getByRole('heading', { level: 1, name: T.en.applyTitle }).waitFor();
      await page.getByRole('link', { name: T.en.spanish }).click();
      await page.getByRole('heading', { level: 1, name: T.es.applyTitle }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/apply');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.screenshot({ path: screenshotPath('es-phone-nojs-language'), fullPage: true });
      await axeWithoutScripts(page, 'es /apply after the language link, without JavaScript');
      await page.getByRole('link', { name: T.es.english }).click();
      await page.getByRole('heading', { level: 1, name: T.en.applyTitle }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await page.context().close();
    }
  });

  it('with JavaScript, what is typed before the app takes the page over stays, with its caret', async () => {
    const page = await suite.page('en');
    // The app's entry chunk waits until the member has typed.
    const release = await holdScript(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/apply');
    const first = page.getByRole('textbox', { name: T.en.first });
    await first.fill('Mariana');
    await page.getByRole('textbox', { name: T.en.phone }).fill('2025550123');
    await first.focus();
    await first.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
    release();
    await waitForApp(page);
    // Typing goes on where the caret was: the app has the text and the caret.
    await page.keyboard.type('X');
    expect(await first.inputValue()).toBe('MarXiana');
    expect(await page.getByRole('textbox', { name: T.en.phone }).inputValue()).toBe('(202) 555-0123');
  });

  it('with JavaScript, a tap on the language button before the app has the page opens its menu once it has', async () => {
    const page = await suite.page('en');
    // The entry runs; the app's own code (React, Fluent UI...) waits until the member has tapped.
    const release = await holdScript(page, /\/assets\/startApp-[^/]+\.js$/);
    await page.goto('/apply');
    // The server's button (aria-disabled: it needs the app) takes the tap, and without the app does nothing.
    await page.getByRole('button', { name: /^Language/ }).click({ force: true });
    expect(await page.getByRole('menuitemradio').count()).toBe(0);
    release();
    await waitForApp(page);
    // Once the app has the page, the tap opens the menu: no second tap.
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
  });

  it('with JavaScript on a slow phone, the member types the whole form while the app takes it over: every key lands where it was typed, and Continue goes on in the app', async () => {
    const page = await suite.page('en');
    // A slow phone: the takeover (it starts at the first key) lasts seconds, while the member types.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const maria = MEMBERS.maria;
    await page.goto('/apply');
    const box = (name: string) => page.getByRole('textbox', { name });
    const taken = () => page.evaluate(() => !!document.querySelector('section[aria-labelledby="step-title"][data-live]'));
    await box(T.en.first).pressSequentially(maria.first, { delay: 40 });
    expect(await taken(), 'the takeover was over before the typing: this test would not test typing during it').toBe(false);
    await box(T.en.last).pressSequentially(maria.last, { delay: 40 });
    await box(T.en.ssn).pressSequentially(maria.ssn, { delay: 40 });
    await box(T.en.phone).pressSequentially(maria.phone, { delay: 40 });
    await box(T.en.dob).pressSequentially(typedDob(maria.dob, 'en'), { delay: 40 });
    await waitForApp(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await box(T.en.first).inputValue()).toBe(maria.first);
    expect(await box(T.en.last).inputValue()).toBe(maria.last);
    expect(await box(T.en.phone).inputValue()).toBe(`(${maria.phone.slice(0, 3)}) ${maria.phone.slice(3, 6)}-${maria.phone.slice(6)}`);
    expect(await box(T.en.ssn).inputValue()).toBe('***-**-****');
    // The app has every value: Continue goes through its own call to its own code screen (six boxes), not the server's form.
    await page.getByRole('button', { name: T.en.continue }).click();
    await page.waitForURL('**/otp');
    await page.getByRole('textbox', { name: T.en.digit(1) }).waitFor();
    await page.getByText(`•••• ${maria.phone.slice(6)}`).waitFor();
  });
});
