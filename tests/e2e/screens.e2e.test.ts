import { expect } from 'vitest';
import { useSuite, visit, waitForApp } from './support/setup';
import { fillApply, MEMBERS, T, typedDob } from './support/flow';

/** Screens reached without a full application, in both languages: axe and screenshots (SPEC section 2). */
describe('screens in both languages', () => {
  const suite = useSuite();

  it.each(['en', 'es'] as const)('%s: apply: every field required; the messages are announced and the page stays accessible', async (lang) => {
    const t = T[lang];
    const page = await suite.page(lang);
    await page.goto('/apply');
    await page.getByRole('textbox', { name: t.first }).waitFor();
    // The app's own validation (before the takeover Continue posts the form to the server).
    await waitForApp(page);
    await page.getByRole('button', { name: t.continue }).click();
    await expect.poll(() => page.getByText(lang === 'en' ? 'Required' : 'Obligatorio', { exact: true }).count()).toBe(5);
    expect(page.url()).toMatch(/\/apply$/);
    await page.getByRole('textbox', { name: t.phone }).pressSequentially('20255');
    await page.getByRole('textbox', { name: t.dob }).pressSequentially(typedDob('2015-01-01', lang));
    await page.getByRole('textbox', { name: t.dob }).press('Tab');
    // Validated as the user types after the first submit; Continue stays disabled while a field is wrong.
    expect(await page.getByRole('button', { name: t.continue }).isDisabled()).toBe(true);
    await page.getByText(lang === 'en' ? 'Please enter a valid phone number.' : 'Ingrese un número de teléfono válido.').waitFor();
    await page.getByText(lang === 'en' ? 'You must be at least 18 years old to apply.' : 'Debe tener al menos 18 años para presentar una solicitud.').waitFor();
    await visit(page, lang, 'apply-errors', t.applyTitle);
  });

  it.each(['en', 'es'] as const)('%s: a path that does not exist shows the not-found view', async (lang) => {
    const t = T[lang];
    const page = await suite.page(lang);
    await page.goto('/no/such/page');
    await visit(page, lang, 'not-found', t.notFound);
  });

  it.each(['en', 'es'] as const)('%s: the offer-declined page', async (lang) => {
    const page = await suite.page(lang);
    await page.goto('/offer-declined');
    await visit(page, lang, 'offer-declined', lang === 'en' ? 'Offer declined' : 'Oferta rechazada');
  });

  it.each(['en', 'es'] as const)('%s: the generic error page', async (lang) => {
    const t = T[lang];
    const page = await suite.page(lang);
    await page.goto('/error?applicationId=11111111-2222-3333-4444-555555555555');
    await visit(page, lang, 'error', t.errorTitle);
    await page.getByText('11111111-2222-3333-4444-555555555555').waitFor();
  });

  it.each(['en', 'es'] as const)('%s: an apply with data the server cannot process (SSN 666…) goes to the processing-error page', async (lang) => {
    const t = T[lang];
    const page = await suite.page(lang);
    await page.goto('/apply');
    await fillApply(page, { ...MEMBERS.linda, ssn: '666123456' }, lang);
    await page.getByRole('button', { name: t.continue }).click();
    await page.waitForURL('**/processing-error');
    await visit(page, lang, 'processing-error', t.processingErrorTitle);
    await page.getByRole('button', { name: t.banking }).or(page.getByRole('link', { name: t.banking })).waitFor();
  });
});
