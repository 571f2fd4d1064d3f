/**
 * What a member must see on a screen, as plain checks on the screen's visible text: each throws
 * a `WalkCheckError` saying what is wrong, so the persona walk (tests/walk) collects them per
 * screen and a browser test (tests/e2e) fails on them. No test framework is needed here.
 *
 * Checks named `expect…` hold on today's product. A defect found on a walk can first be written as
 * a check named `finding…`, called through `Recorder.finding`, which lists it instead of stopping;
 * once fixed, it is renamed `expect…` and called through `Recorder.check`.
 */
import type { Page } from 'playwright-core';
import enDenial from '../../../locales/en/denial.json';
import esDenial from '../../../locales/es/denial.json';

/** The page languages the walk knows. */
export type WalkLang = 'en' | 'es';

/** A check that did not hold: the message says what the member saw and what they should see. */
export class WalkCheckError extends Error {
  override name = 'WalkCheckError';
}

function fail(message: string): never {
  throw new WalkCheckError(message);
}

/** `1250` -> `"$1,250.00"`: how every amount of money reads, in both languages. */
export function usd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** Every dollar amount in `text` (`$1,250.00`, `$750`, `$0.5`…) as written. */
export function moneyIn(text: string): string[] {
  return text.match(/\$\s?\d[\d,]*(?:\.\d+)?/g) ?? [];
}

/** A written amount as a number: `"$1,250.00"` -> 1250. */
export function moneyValue(written: string): number {
  return Number(written.replace(/[$,\s]/g, ''));
}

/** A price stated as a rate ("$15 per $100", "$15 por cada $100"): its whole dollars are no amount of the loan. */
const RATE = /\$[\d.,]+ (?:per|por cada) \$[\d.,]+/g;

/**
 * Every amount of money on the screen reads `$1,250.00`: a dollar sign, thousands with commas,
 * 2 decimals. With `wholeDollars` (a form step's range bounds) `$1,000` passes too. A rate
 * ("$15 per $100", the payday comparison's stated basis) is not an amount.
 */
export function expectMoneyFormat(text: string, { wholeDollars = false } = {}): void {
  const format = wholeDollars ? /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/ : /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
  const bad = moneyIn(text.replace(RATE, '')).filter((m) => !format.test(m));
  if (bad.length) fail(`amounts not written as $1,250.00: ${[...new Set(bad)].join(', ')}`);
}

/** The amount the member typed is on the screen, formatted (`1250` typed -> `$1,250.00`). */
export function expectAmountShown(text: string, typed: number, what = 'the loan amount typed'): void {
  if (!text.includes(usd(typed))) fail(`${what} (${typed}) is not shown as ${usd(typed)}; amounts shown: ${[...new Set(moneyIn(text))].join(', ') || 'none'}`);
}

/** Every APR / TAE on the screen is a percentage with 2 decimals (`17.99%`), and there is one. */
export function expectAprFormat(text: string, lang: WalkLang): void {
  const label = lang === 'en' ? 'APR' : 'TAE';
  const percents = text.match(/\d+(?:[.,]\d+)?\s?%/g) ?? [];
  if (!percents.length) fail(`no APR (${label}) percentage on the screen`);
  const bad = percents.filter((p) => !/^\d{1,3}\.\d{2}%$/.test(p));
  if (bad.length) fail(`percentages not written with 2 decimals and %: ${bad.join(', ')}`);
}

const MONTHS: Record<WalkLang, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** Long dates of the language in `text`: `March 14, 2027` or `14 de marzo de 2027`. */
export function longDatesIn(text: string, lang: WalkLang): string[] {
  const months = MONTHS[lang].join('|');
  const pattern = lang === 'en' ? new RegExp(`\\b(?:${months}) \\d{1,2}, \\d{4}\\b`, 'g') : new RegExp(`\\b\\d{1,2} de (?:${months}) de \\d{4}\\b`, 'g');
  return text.match(pattern) ?? [];
}

/**
 * Dates read as long dates in the page's language: no numeric date (`3/14/2027`, `2027-03-14`),
 * no month name of the other language; with `atLeast`, that many long dates are there.
 */
export function expectLongDates(text: string, lang: WalkLang, atLeast = 0): void {
  const numeric = text.match(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/g) ?? [];
  if (numeric.length) fail(`dates not written out: ${numeric.join(', ')}`);
  const other = lang === 'en' ? 'es' : 'en';
  const foreign = MONTHS[other].filter((m) => new RegExp(`\\b${m}\\b`).test(text));
  if (foreign.length) fail(`month names of the other language: ${foreign.join(', ')}`);
  const found = longDatesIn(text, lang);
  if (found.length < atLeast) fail(`expected ${atLeast} long date(s) in ${lang === 'en' ? 'English (March 14, 2027)' : 'Spanish (14 de marzo de 2027)'}, found ${found.length}`);
}

const REFERENCE_LABEL: Record<WalkLang, string> = { en: 'Application reference:', es: 'Referencia de la solicitud:' };

/** The application reference line is on the screen; answers the reference. */
export function expectReference(text: string, lang: WalkLang): string {
  const at = text.indexOf(REFERENCE_LABEL[lang]);
  if (at < 0) fail(`no "${REFERENCE_LABEL[lang]}" line`);
  const reference = text.slice(at + REFERENCE_LABEL[lang].length).trim().split(/\s/)[0] ?? '';
  if (!reference) fail('the application reference is empty');
  return reference;
}

/** a member can read the reference out on the phone: `PAL-7Q4K-2M`. */
export function expectShortReference(reference: string): void {
  if (!/^[A-Z]{2,4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/.test(reference)) fail(`the application reference "${reference}" is not a short reference like PAL-7Q4K-2M`);
}

/**
 * Common words of each language. A word of the other list on a screen is a text left
 * untranslated. Words both languages share (`a`, `no`, `me`, `son`) are left out.
 */
export const COMMON_WORDS: Record<WalkLang, readonly string[]> = {
  en: ['the', 'and', 'your', 'you', 'with', 'for', 'loan', 'application', 'payment', 'payments', 'amount', 'please', 'continue', 'back', 'we', 'our', 'this', 'will', 'may', 'after', 'days', 'of', 'to', 'is', 'are', 'not', 'account', 'date', 'apply', 'review', 'offer', 'sign', 'step', 'help', 'cancel'],
  es: ['el', 'la', 'los', 'las', 'del', 'su', 'sus', 'y', 'para', 'con', 'préstamo', 'solicitud', 'pago', 'pagos', 'usted', 'que', 'por', 'una', 'un', 'es', 'días', 'cuenta', 'fecha', 'monto', 'oferta', 'firma', 'paso', 'ayuda', 'cancelar', 'continuar', 'nuestra', 'puede'],
};

/**
 * The screen reads in its language: no common word of the other language in the visible text.
 * `allowed` are phrases that may stay as they are (names, the language switcher's "English").
 */
export function expectLanguage(text: string, lang: WalkLang, allowed: readonly string[] = []): void {
  let rest = text;
  for (const phrase of allowed) rest = rest.split(phrase).join(' ');
  // A code in capitals (a reason code the staff console shows beside its words) and an application
  // reference (PAL-M4PA-Y0: its letters are drawn at random, "Y" is no Spanish "y") are no words.
  rest = rest.replace(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g, ' ').replace(/\b[A-Z]{2,4}-[0-9A-Z]{4}-[0-9A-Z]{2}\b/g, ' ');
  const other = lang === 'en' ? 'es' : 'en';
  const words = rest.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const foreign = [...new Set(words.filter((w) => COMMON_WORDS[other].includes(w)))];
  if (foreign.length) {
    const lines = rest.split('\n').filter((line) => (line.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((w) => foreign.includes(w)));
    fail(`${other === 'en' ? 'English' : 'Spanish'} words on a${lang === 'en' ? 'n English' : ' Spanish'} screen (${foreign.join(', ')}) in: ${lines.map((l) => `"${l.trim().slice(0, 120)}"`).join(' | ')}`);
  }
}

/** `<html lang>` is the page's language. */
export function expectHtmlLang(htmlLang: string, lang: WalkLang): void {
  if (htmlLang !== lang) fail(`<html lang="${htmlLang}"> on a ${lang} screen`);
}

const REAPPLY_WORDS: Record<WalkLang, RegExp> = { en: /apply again/i, es: /volver a solicitar/i };

/** The denied screen says when the member may apply again. */
export function expectReapplyLine(text: string, lang: WalkLang): void {
  if (!REAPPLY_WORDS[lang].test(text)) fail('the denied screen does not say when the member may apply again');
}

/** The long date `days` after `from` in the page's language, as the screen should write it. */
export function longDateAfter(from: Date, days: number, lang: WalkLang): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * the denied screen gives the day the member may apply again as a
 * long date in the page's language (7 days after the decision, `today` in UTC), not "after 7 days".
 */
export function expectReapplyDate(text: string, lang: WalkLang, today: Date, days = 7): void {
  const expected = longDateAfter(today, days, lang);
  const next = longDateAfter(today, days + 1, lang);
  // The date whole: "4 de diciembre" is no match inside "14 de diciembre".
  const says = (date: string) => new RegExp(`(?<![\\p{L}\\d])${date.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text);
  if (!says(expected) && !says(next)) fail(`the denied screen gives no reapply date (expected ${expected}); it says: "${text.split('\n').find((l) => REAPPLY_WORDS[lang].test(l))?.trim() ?? 'nothing'}"`);
}

const PAL_LOAN_OPEN: Record<WalkLang, string> = { en: enDenial.reasons.PAL_LOAN_OPEN, es: esDenial.reasons.PAL_LOAN_OPEN };

/** a member whose PAL is open is denied, and told why (PAL_LOAN_OPEN). */
export function expectSecondPalDenied(path: string, text: string, lang: WalkLang, deniedReason = PAL_LOAN_OPEN[lang]): void {
  if (!path.endsWith('/application-denied')) fail(`a second application while a PAL is open ended on ${path}, not on the denied screen (PAL_LOAN_OPEN)`);
  if (!text.includes(deniedReason)) fail(`the second application's denial does not say "${deniedReason}"`);
}

/** a loan amount typed with cents (`512.34`) stays as typed, `$512.34`. */
export function expectCentsKept(shown: string, typed: string): void {
  if (moneyValue(shown) !== Number(typed)) fail(`the loan amount typed as ${typed} reads "${shown}" once typed`);
}

/**
 * each offer card tells the loan, the application fee and what
 * the member receives, the fee taken from the loan: "Loan $500.00, application fee $8.07, you
 * receive $491.93" (in Spanish, the same three amounts).
 */
export function expectOfferFeeLine(cardText: string, loanAmount: number, lang: WalkLang): void {
  const amounts = moneyIn(cardText).map(moneyValue);
  const cents = (n: number) => Math.round(n * 100);
  const fee = amounts.find((a) => a > 0 && a < loanAmount && amounts.some((b) => cents(a) + cents(b) === cents(loanAmount)));
  const sentence = lang === 'en' ? /Loan \$[\d,]+\.\d{2}, application fee \$[\d,]+\.\d{2}, you receive \$[\d,]+\.\d{2}/ : null;
  // An offer without a fee (a covered borrower under the Military Lending Act) says so instead.
  const noFee = { en: /Loan \$[\d,]+\.\d{2}, no application fee/, es: /Préstamo de \$[\d,]+\.\d{2}, sin cargo por solicitud/ }[lang];
  if (cardText.includes(usd(loanAmount)) && noFee.test(cardText)) return;
  if (!cardText.includes(usd(loanAmount)) || fee === undefined || (sentence && !sentence.test(cardText))) {
    fail(`the offer card does not say "Loan ${usd(loanAmount)}, application fee $…, you receive $…" (amounts on the card: ${moneyIn(cardText).join(', ')})`);
  }
}

/** what the server says to the member (`said`) is in the page's language. */
export function expectSaidInLanguage(said: string, lang: WalkLang, what: string): void {
  try {
    expectLanguage(said, lang);
  } catch (error) {
    fail(`${what} is not in the page's language: ${(error as Error).message}`);
  }
}

/**
 * the console's approval says the member is told in the
 * language they applied in (`toldIn`: "The applicant is told in Spanish" for a Spanish page).
 */
export function expectApplicationLanguage(approvalText: string, toldIn: string): void {
  if (!approvalText.includes(toldIn)) fail(`the console's approval does not say "${toldIn}": "${approvalText.replace(/\s+/g, ' ').slice(0, 200)}"`);
}

/**
 * no internal identifier is shown to the member, such
 * as an offer's id (`offer-3m`) in the loan agreement.
 */
export function expectNoInternalIds(text: string): void {
  const ids = text.match(/\boffer-[a-z0-9-]+\b/gi) ?? [];
  if (ids.length) fail(`internal identifiers shown: ${[...new Set(ids)].join(', ')}`);
}

/** What a walk reads of a screen: path, `<html lang>` and the visible text (`innerText`, line breaks kept). */
export interface ScreenText {
  path: string;
  htmlLang: string;
  text: string;
}

/** Reads the visible text of the page's main content (or body), the path and `<html lang>`. */
export async function readScreen(page: Page): Promise<ScreenText> {
  return page.evaluate(() => ({
    path: location.pathname,
    htmlLang: document.documentElement.lang,
    text: document.body.innerText,
  }));
}
