import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { latestCode } from '../harness/server';
import { waitForApp } from './setup';
import { waitForPath } from './pageState';
import type { Language } from '../../../src/core/languages';

const require = createRequire(import.meta.url);
/** Path of axe-core's browser bundle. */
export const AXE_PATH = require.resolve('axe-core/axe.min.js');
const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8');

/** A demo applicant (SPEC brief). */
export interface Applicant { first: string; last: string; ssn: string; dob: string; phone: string }

export const MEMBERS = {
  maria: { first: 'Maria', last: 'Garcia', ssn: '100000001', dob: '1985-03-14', phone: '2025550101' },
  james: { first: 'James', last: 'Smith', ssn: '100000002', dob: '1990-07-01', phone: '2025550102' },
  ana: { first: 'Ana', last: 'Lopez', ssn: '100000003', dob: '1979-11-23', phone: '2025550103' },
  robert: { first: 'Robert', last: 'Chen', ssn: '100000004', dob: '1972-02-02', phone: '2025550104' },
  linda: { first: 'Linda', last: 'Johnson', ssn: '100000005', dob: '1995-05-05', phone: '2025550105' },
  carlos: { first: 'Carlos', last: 'Rivera', ssn: '100000006', dob: '1992-09-09', phone: '2025550106' },
  emily: { first: 'Emily', last: 'Davis', ssn: '100000007', dob: '1988-12-12', phone: '2025550107' },
  grace: { first: 'Grace', last: 'Thompson', ssn: '100000008', dob: '1983-06-21', phone: '2025550108' },
  visitor: { first: 'Pat', last: 'Visitor', ssn: '200000011', dob: '1990-01-01', phone: '2025550111' },
} satisfies Record<string, Applicant>;

export type Lang = Language;

/** English and Spanish texts the tests look for (from locales/). */
export const T = {
  en: {
    first: 'First name', last: 'Last name', ssn: 'Social Security Number', phone: 'Phone Number', dob: 'Date of birth',
    amount: 'Loan amount', housing: 'Monthly housing expenses', purpose: 'Loan purpose', reason: 'Describe the reason',
    account: 'Deposit account', continue: 'Continue', back: 'Back', cancel: 'Cancel', verify: 'Verify', resend: 'Resend code',
    complete: 'Complete application', accept: 'Accept offer', decline: 'Decline', extend: 'Extend session', logout: 'Log out now',
    banking: 'Go to online banking', backToBanking: 'Back to online banking', digit: (n: number) => `Digit ${n} of 6`, other: 'Other', rent: 'Rent',
    applyTitle: 'Apply for a loan', otpTitle: 'Verify your phone', amountTitle: 'How much would you like to borrow?',
    purposeTitle: 'What is the loan for?', depositTitle: 'Where should we deposit the funds?', reviewTitle: 'Review your application',
    processingTitle: 'Processing your application', deniedTitle: 'We could not approve your application',
    canceledTitle: 'Your application was canceled', processingErrorTitle: 'We could not process your application',
    errorTitle: 'Something went wrong', notFound: 'Not Found', cancelApp: 'Cancel application', cancelDialog: 'Cancel application?', keepApp: 'Keep my application',
    sessionDialog: 'Your session is about to expire', sessionExpired: 'Your session has expired.',
    invalidCode: 'Invalid one-time code. Please check the code and try again', maxAttempts: 'Maximum one-time code attempts exceeded',
    codeResent: 'A new code has been sent', resendIn: /You can request a new code in \d+ seconds/,
    notEligible: 'You are not eligible for this loan at this time.', noChecking: /You need a checking account/,
    language: 'Language', english: 'English', spanish: 'Español', edit: (item: string) => `Edit ${item.toLowerCase()}`,
    offerTitle: 'Review your loan offer', offers: 'Loan offers', autopay: 'Automatic payments', signFrame: 'Sign your loan agreement',
    completedTitle: 'Your loan is funded!', finalizingTitle: 'Finalizing your loan', manualReview: 'Your application is under review',
    declineDialog: 'Decline this offer?', declineConfirm: 'Decline offer', keepOffer: 'Keep my offer', sign: 'Sign', agreeAndSign: 'Agree and sign',
    confirmationTitle: 'Confirming your signature', savings: /You saved \$[\d,.]+ compared with a payday loan/,
    costChart: /^A payday loan would cost about \$[\d,.]+ in fees\. Your credit union loan costs \$[\d,.]+\.$/, saving: /^You save \$[\d,.]+$/,
  },
  es: {
    first: 'Nombre', last: 'Apellido', ssn: 'Número de Seguro Social', phone: 'Número de teléfono', dob: 'Fecha de nacimiento',
    amount: 'Monto del préstamo', housing: 'Gastos mensuales de vivienda', purpose: 'Propósito del préstamo', reason: 'Describa el motivo',
    account: 'Cuenta de depósito', continue: 'Continuar', back: 'Atrás', cancel: 'Cancelar', verify: 'Verificar', resend: 'Reenviar código',
    complete: 'Completar solicitud', accept: 'Aceptar oferta', decline: 'Rechazar', extend: 'Extender sesión', logout: 'Cerrar sesión ahora',
    banking: 'Ir a la banca en línea', backToBanking: 'Volver a la banca en línea', digit: (n: number) => `Dígito ${n} de 6`, other: 'Otro', rent: 'Alquiler',
    applyTitle: 'Solicite un préstamo', otpTitle: 'Verifique su teléfono', amountTitle: '¿Cuánto desea pedir prestado?',
    purposeTitle: '¿Para qué es el préstamo?', depositTitle: '¿Dónde debemos depositar los fondos?', reviewTitle: 'Revise su solicitud',
    processingTitle: 'Procesando su solicitud', deniedTitle: 'No pudimos aprobar su solicitud', canceledTitle: 'Su solicitud fue cancelada', processingErrorTitle: 'No pudimos procesar su solicitud', errorTitle: 'Algo salió mal', notFound: 'No encontrado',
    cancelApp: 'Cancelar solicitud', cancelDialog: '¿Cancelar la solicitud?', keepApp: 'Seguir con mi solicitud', sessionDialog: 'Su sesión está por expirar',
    sessionExpired: 'Su sesión ha expirado.', invalidCode: 'Código de un solo uso no válido', maxAttempts: '', codeResent: 'Se ha enviado un código nuevo', resendIn: /Puede solicitar un código nuevo en \d+ segundos/,
    notEligible: 'No es elegible para este préstamo en este momento.', noChecking: /Necesita una cuenta de cheques/, language: 'Idioma', english: 'English', spanish: 'Español', edit: (item: string) => `Editar ${item.toLowerCase()}`,
    offerTitle: 'Revise su oferta de préstamo', offers: 'Ofertas de préstamo', autopay: 'Pagos automáticos', signFrame: 'Firme su contrato de préstamo', completedTitle: '¡Su préstamo fue desembolsado!', finalizingTitle: 'Finalizando su préstamo', manualReview: 'Su solicitud está en revisión',
    declineDialog: '¿Rechazar esta oferta?', declineConfirm: 'Rechazar oferta', keepOffer: 'Conservar mi oferta', sign: 'Firmar', agreeAndSign: 'Aceptar y firmar',
    confirmationTitle: 'Confirmando su firma', savings: /Ahorró \$[\d,.]+ en comparación con un préstamo de día de pago/,
    costChart: /^Un préstamo de día de pago costaría unos \$[\d,.]+ en cargos\. El cargo financiero .+ es \$[\d,.]+\.$/, saving: /^Usted ahorra \$[\d,.]+$/,
  },
} as const;

/** A `YYYY-MM-DD` date of birth as the member types it: `MM/DD/YYYY` in English, `DD/MM/AAAA` in Spanish. */
export function typedDob(iso: string, lang: Lang = 'en'): string {
  const [y, m, d] = iso.split('-');
  return lang === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/**
 * Fills the apply form by typing into the real widgets, once the app has taken the page over:
 * the server's fields take text at once (the app adopts it), but Continue pressed before the
 * takeover posts the form to the server (the path without JavaScript, tests/e2e/noScript.e2e.test.ts),
 * and these helpers walk the app's path.
 */
export async function fillApply(page: Page, who: Applicant, lang: Lang = 'en'): Promise<void> {
  const t = T[lang];
  await waitForApp(page);
  await page.getByRole('textbox', { name: t.first }).fill(who.first);
  await page.getByRole('textbox', { name: t.last }).fill(who.last);
  await page.getByRole('textbox', { name: t.ssn }).pressSequentially(who.ssn);
  await page.getByRole('textbox', { name: t.phone }).pressSequentially(who.phone);
  await page.getByRole('textbox', { name: t.dob }).pressSequentially(typedDob(who.dob, lang));
}

/** Types a code into the six boxes (typing into the first moves focus along). */
export async function typeCode(page: Page, code: string, lang: Lang = 'en'): Promise<void> {
  await page.getByRole('textbox', { name: T[lang].digit(1) }).click();
  await page.keyboard.type(code);
}

/** Apply + OTP: from /apply to the first application step. */
export async function applyAndVerify(page: Page, baseUrl: string, who: Applicant, lang: Lang = 'en'): Promise<void> {
  const t = T[lang];
  await page.goto('/apply');
  await fillApply(page, who, lang);
  const since = Date.now() - 2000;
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/otp');
  const code = await latestCode(baseUrl, who.phone, since);
  await typeCode(page, code, lang);
  await page.getByRole('button', { name: t.verify }).click();
  // The verified code leaves the code screen; if it does not, the failure says what the screen showed.
  await waitForPath(page, (url) => !url.pathname.endsWith('/otp'), `${who.first}'s code ${code} did not leave the code screen`);
}

/** Loan amount .. deposit account, ending on the review page. */
export async function fillSteps(page: Page, lang: Lang = 'en', opts: { amount?: string; housing?: string; other?: string; accountIndex?: number } = {}): Promise<void> {
  const t = T[lang];
  await waitForPath(page, '**/application/loan-amount', 'the loan amount step did not come');
  await page.getByRole('textbox', { name: t.amount }).pressSequentially(opts.amount ?? '1000');
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/housing-expenses');
  await page.getByRole('textbox', { name: t.housing }).pressSequentially(opts.housing ?? '1200');
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/loan-purpose');
  if (opts.other) {
    await page.getByRole('combobox', { name: t.purpose }).selectOption({ label: t.other });
    await page.getByRole('textbox', { name: t.reason }).fill(opts.other);
  } else {
    await page.getByRole('combobox', { name: t.purpose }).selectOption({ label: t.rent });
  }
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/deposit-account');
  await page.getByRole('combobox', { name: t.account }).selectOption({ index: opts.accountIndex ?? 1 });
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/review');
  // The previous step can stay on screen while the review screen loads: wait for review itself.
  await page.getByRole('heading', { level: 1, name: t.reviewTitle }).waitFor();
}

/** Runs axe-core (WCAG 2 A/AA) on the page and expects no violation. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // The app's CSP (script-src 'self') refuses page.addScriptTag's inline script; evaluate is not subject to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are judged on the settled page: a button still fading from its pressed or focused
  // colour (Fluent's 100 ms transitions) can read as low contrast. Endless animations (spinners)
  // are not waited for.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  });
  expect(violations, `axe on ${label}`).toEqual([]);
}

/**
 * Runs axe-core (WCAG 2 A/AA and axe's best practices, such as a named dialog) on the elements
 * matching `selector` only (an open dialog, say) and expects no violation, and that axe did check something there (the element exists and is not
 * hidden from it).
 */
export async function expectNoAxeViolationsIn(page: Page, selector: string, label: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are judged on the settled page: a button still fading from its pressed or focused
  // colour (Fluent's 100 ms transitions) can read as low contrast. Endless animations (spinners)
  // are not waited for.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const result = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ passes: unknown[]; violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const run = await axe.run({ include: [include] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return { passes: run.passes.length, violations: run.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`) };
  }, selector);
  expect(result.violations, `axe on ${label}`).toEqual([]);
  expect(result.passes, `axe checked ${selector} on ${label}`).toBeGreaterThan(0);
}
