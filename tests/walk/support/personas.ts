import type { Browser } from 'playwright-core';
import { MEMBERS, T, fillApply, type Applicant } from '../../e2e/support/flow';
import { latestCode } from '../../e2e/harness/server';
import { S, signInWithPassword, type StaffAccount } from '../../e2e/support/staff';
import {
  expectAmountShown, expectAprFormat, expectLanguage, expectLongDates, expectMoneyFormat, expectReapplyLine, expectReference,
  expectApplicationLanguage, expectCentsKept, expectNoInternalIds, expectOfferFeeLine, expectReapplyDate, expectSaidInLanguage, expectSecondPalDenied, expectShortReference,
  WalkCheckError, type ScreenText, type WalkLang,
} from './assertions';
import type { Recorder } from './recorder';
import { LANGUAGE_NEUTRAL, latestMessage, Walk, type WalkSize } from './walker';

/** What every member's walk runs in: one server, one browser, one language and size. */
export interface WalkSetting {
  browser: Browser;
  baseUrl: string;
  lang: WalkLang;
  size: WalkSize;
  recorder: Recorder;
  /** A reviewer of the console (built-in account) for Robert's manual review. */
  reviewer?: StaffAccount;
}

/** Days after a denial before a new application may succeed, when no rule says later (the product's reapply wait). */
const REAPPLY_WAIT_DAYS = 7;

/** Monthly housing expenses every member types (shown back as $1,250.00). */
const HOUSING = 1250;
/** What a member types first into the loan amount to see that cents stay. */
const AMOUNT_WITH_CENTS = '512.34';

function namesOf(who: Applicant): string[] {
  return [`${who.first} ${who.last}`, who.first, who.last];
}

async function open(setting: WalkSetting, member: string, who: Applicant): Promise<Walk> {
  return Walk.open(setting.browser, setting.baseUrl, setting.lang, setting.size, member, setting.recorder, namesOf(who));
}

/** Apply (screen), code (screen; the text message in the page's language), Verify. */
async function applyAndCode(walk: Walk, who: Applicant): Promise<void> {
  const t = T[walk.lang];
  await walk.page.goto('/apply');
  await walk.screen('apply', t.applyTitle);
  await fillApply(walk.page, who, walk.lang);
  const since = Date.now() - 2000;
  await walk.page.getByRole('button', { name: t.continue }).click();
  await walk.page.waitForURL('**/otp');
  await walk.screen('otp', t.otpTitle);
  const code = await latestCode(walk.baseUrl, who.phone, since);
  const message = await latestMessage(walk.baseUrl, who.phone, since, code);
  walk.check('SaidInLanguage', () => expectSaidInLanguage(message, walk.lang, 'the code text message'));
  await walk.page.getByRole('textbox', { name: t.digit(1) }).click();
  await walk.page.keyboard.type(code);
  await walk.page.getByRole('button', { name: t.verify }).click();
}

/** Loan amount (cents first: kept as typed, then refused), housing, purpose, deposit account, review with the amounts typed; ends on review. */
async function formScreens(walk: Walk, amount: number): Promise<void> {
  const t = T[walk.lang];
  const { page } = walk;
  await page.waitForURL('**/application/loan-amount');
  await walk.screen('loan-amount', t.amountTitle, undefined, { form: true });
  const field = page.getByRole('textbox', { name: t.amount });
  await field.pressSequentially(AMOUNT_WITH_CENTS);
  await field.blur();
  const withCents = await field.inputValue();
  walk.check('CentsKept', () => expectCentsKept(withCents, AMOUNT_WITH_CENTS));
  // The widget formats what is typed: empty it key by key, as a member would.
  await field.click();
  await field.press('End');
  for (let left = (await field.inputValue()).length; left > 0; left--) await field.press('Backspace');
  await field.pressSequentially(String(amount));
  await field.blur();
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/housing-expenses');
  await walk.screen('housing-expenses', t.housing, undefined, { form: true });
  await page.getByRole('textbox', { name: t.housing }).pressSequentially(String(HOUSING));
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/loan-purpose');
  await page.getByRole('combobox', { name: t.purpose }).selectOption({ label: t.rent });
  await walk.screen('loan-purpose', t.purposeTitle, undefined, { form: true });
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/deposit-account');
  await page.getByRole('combobox', { name: t.account }).selectOption({ index: 1 });
  await walk.screen('deposit-account', t.depositTitle, undefined, { form: true });
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/review');
  await walk.screen('review', t.reviewTitle, (s) => {
    walk.check('loan amount', () => expectAmountShown(s.text, amount));
    walk.check('housing', () => expectAmountShown(s.text, HOUSING, 'the housing expenses typed'));
  });
}

/** Complete application, the processing screen, then on until one of `next` (headings). */
async function submit(walk: Walk, next: Array<string | RegExp>): Promise<string> {
  const t = T[walk.lang];
  await walk.page.getByRole('button', { name: t.complete }).click();
  await walk.page.waitForURL('**/application/processing');
  await walk.screen('processing', t.processingTitle);
  return walk.advanceUntil(next);
}

/** The offers: the amount typed, APRs, payment dates in the page's language, the fee line. */
async function offerScreen(walk: Walk, amount: number): Promise<void> {
  const t = T[walk.lang];
  const group = walk.page.getByRole('radiogroup', { name: t.offers });
  await group.getByRole('radio').first().waitFor();
  await walk.screen('offer-review', t.offerTitle, async (s) => {
    // The amount typed is on the card once the card says the loan, the fee and what the member receives (expectOfferFeeLine).
    walk.check('APR', () => expectAprFormat(s.text, walk.lang));
    walk.check('payment dates', () => expectLongDates(s.text, walk.lang, 2));
    const card = (await group.getByRole('radio').first().innerText()) ?? '';
    walk.check('OfferFeeLine', () => expectOfferFeeLine(card, amount, walk.lang));
  });
}

/** Picks the first offer, accepts, signs in the embedded page (its text checked too); ends after Sign. */
async function acceptAndSign(walk: Walk, who: Applicant): Promise<void> {
  const t = T[walk.lang];
  const { page } = walk;
  await page.getByRole('radiogroup', { name: t.offers }).getByRole('radio').first().click();
  await page.getByRole('button', { name: t.accept }).click();
  await page.waitForURL('**/application/sign');
  const frame = page.getByTitle(t.signFrame).contentFrame();
  await frame.getByRole('button', { name: t.sign, exact: true }).waitFor();
  await walk.screen('sign', t.signFrame, async () => {
    const agreement = await frame.locator('body').innerText();
    // An offer id in the agreement is its own finding (expectNoInternalIds), not an English word.
    walk.check('agreement language', () => expectLanguage(agreement.replace(/\boffer-[a-z0-9-]+\b/gi, ' '), walk.lang, [...namesOf(who), ...LANGUAGE_NEUTRAL]));
    walk.check('agreement amounts', () => expectMoneyFormat(agreement));
    walk.check('NoInternalIds', () => expectNoInternalIds(agreement));
    walk.check('agreement dates', () => expectLongDates(agreement, walk.lang, 1));
  });
  await frame.getByRole('checkbox').check();
  await frame.getByRole('textbox').fill(`${who.first} ${who.last}`);
  await frame.getByRole('button', { name: t.sign, exact: true }).click();
}

/** An end screen that shows the application: the reference is there, short. */
function referenceChecks(walk: Walk, s: ScreenText): void {
  let reference = '';
  walk.check('reference', () => {
    reference = expectReference(s.text, walk.lang);
  });
  if (reference) walk.check('ShortReference', () => expectShortReference(reference));
}

/** Confirmation, finalizing (the cost comparison), completed (reference, savings). */
async function toCompleted(walk: Walk): Promise<void> {
  const t = T[walk.lang];
  await walk.screen('confirmation', t.confirmationTitle);
  const at = await walk.advanceUntil([t.finalizingTitle, t.completedTitle]);
  if (!at.endsWith('/application-completed')) {
    await walk.screen('finalizing', t.finalizingTitle, (s) => walk.check('costs', () => {
      if (!s.text.split('\n').some((l) => t.saving.test(l.trim()))) throw new WalkCheckError('the saving against a payday loan is not said');
    }));
    await walk.advanceUntil([t.completedTitle]);
  }
  await walk.screen('completed', t.completedTitle, (s) => referenceChecks(walk, s));
}

/**
 * The denied screen: the reason, when to apply again (a date `reapplyDays` from today: the 7-day
 * wait, or later when the failing rule passes later), the reference.
 */
async function deniedScreen(walk: Walk, name: string, reason: string | RegExp | undefined, after?: (s: ScreenText) => void, reapplyDays = REAPPLY_WAIT_DAYS): Promise<void> {
  const t = T[walk.lang];
  await walk.screen(name, t.deniedTitle, (s) => {
    if (reason) walk.check('reason', () => {
      if (typeof reason === 'string' ? !s.text.includes(reason) : !reason.test(s.text)) throw new WalkCheckError(`the reason "${String(reason)}" is not said`);
    });
    walk.check('reapply', () => expectReapplyLine(s.text, walk.lang));
    walk.check('ReapplyDate', () => expectReapplyDate(s.text, walk.lang, new Date(), reapplyDays));
    referenceChecks(walk, s);
    after?.(s);
  });
}

/** The approval's words for the language the applicant is told in: "The applicant is told in Spanish". */
function toldIn(template: string, languageName: string): string {
  const at = template.indexOf('{{language}}');
  return `${template.slice(template.lastIndexOf('. ', at) + 2, at)}${languageName}`;
}

/** Grace's launch path from the demo online-banking host: the frame's `/launch/microloan?token=...` (opened here as the whole page). */
async function demoLaunchPath(baseUrl: string, member: string, lang: WalkLang): Promise<string> {
  const html = await (await fetch(`${baseUrl}/demo/online-banking?member=${member}&locale=${lang}`)).text();
  const src = /<iframe [^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new WalkCheckError('the demo online-banking host gave no launch');
  return src.replace(/&amp;/g, '&');
}

/**
 * Grace, launched from online banking (the launch channel of flows/microloan.flow.json): the
 * amount, the purpose as one press, the review with the housing payment and the account the core
 * gave, the cheapest offer already chosen, the one-press signature, the completed screen.
 */
async function launchedWalk(walk: Walk): Promise<void> {
  const t = T[walk.lang];
  const { page } = walk;
  await page.goto(await demoLaunchPath(walk.baseUrl, 'M-1008', walk.lang));
  await page.waitForURL('**/application/loan-amount');
  await walk.screen('launch-loan-amount', t.amountTitle, undefined, { form: true });
  await page.getByRole('textbox', { name: t.amount }).pressSequentially('750');
  await page.getByRole('button', { name: t.continue }).click();
  await page.waitForURL('**/application/loan-purpose');
  await walk.screen('launch-loan-purpose', t.purposeTitle, async () => {
    const lists = await page.getByRole('combobox').count();
    walk.check('one press per purpose', () => {
      if (lists > 0) throw new WalkCheckError('the launched member gets a list for the purpose, not one button per purpose');
    });
  }, { form: true });
  await page.getByRole('button', { name: t.rent, exact: true }).click();
  await page.waitForURL('**/application/review');
  await walk.screen('launch-review', t.reviewTitle, (s) => {
    walk.check('AmountShown', () => expectAmountShown(s.text, 750));
    walk.check('housing from the core', () => expectAmountShown(s.text, 1150, 'the housing payment the core gave'));
  });
  await submit(walk, [t.offerTitle]);
  await offerScreen(walk, 750);
  const chosen = await page.getByRole('radiogroup', { name: t.offers }).getByRole('radio', { checked: true }).count();
  walk.check('offer preselected', () => {
    if (chosen !== 1) throw new WalkCheckError(`${chosen} offers chosen when the offers show; the launch channel chooses the cheapest`);
  });
  await page.getByRole('button', { name: t.accept }).click();
  await page.waitForURL('**/application/sign');
  const frame = page.getByTitle(t.signFrame).contentFrame();
  await frame.getByRole('button', { name: t.agreeAndSign, exact: true }).waitFor();
  await walk.screen('launch-sign', t.signFrame, async () => {
    const agreement = await frame.locator('body').innerText();
    walk.check('agreement language', () => expectLanguage(agreement.replace(/\boffer-[a-z0-9-]+\b/gi, ' '), walk.lang, [...namesOf(MEMBERS.grace), ...LANGUAGE_NEUTRAL]));
    walk.check('agreement amounts', () => expectMoneyFormat(agreement));
    walk.check('signs as the name on file', () => {
      if (!agreement.includes('Grace Thompson')) throw new WalkCheckError('the one-press signature does not say the name it signs with');
    });
  });
  await frame.getByRole('button', { name: t.agreeAndSign, exact: true }).click();
  await toCompleted(walk);
}

/** A member's walk: named as in file names, with the member and what it does. */
export interface Persona {
  who: Applicant;
  run(setting: WalkSetting): Promise<void>;
}

/** Runs `body` on a fresh walk of `member`, recording a stop (a screen that never came) and closing the context. */
async function walking(setting: WalkSetting, member: string, who: Applicant, body: (walk: Walk) => Promise<void>, from = 0): Promise<number> {
  const walk = await open(setting, member, who);
  walk.n = from;
  try {
    await body(walk);
  } catch (error) {
    setting.recorder.stopped(member, setting.lang, setting.size, error);
  } finally {
    await walk.close();
  }
  return walk.n;
}

/** The demo members of the README's table, and Maria's second application, in the order they run. */
export const PERSONAS: Record<string, Persona> = {
  maria: {
    who: MEMBERS.maria,
    run: async (s) => {
      await walking(s, 'maria', MEMBERS.maria, async (walk) => {
        const t = T[walk.lang];
        await applyAndCode(walk, MEMBERS.maria);
        await formScreens(walk, 750);
        await submit(walk, [t.offerTitle]);
        await offerScreen(walk, 750);
        await acceptAndSign(walk, MEMBERS.maria);
        await toCompleted(walk);
      });
    },
  },
  'maria-again': {
    who: MEMBERS.maria,
    run: async (s) => {
      await walking(s, 'maria-again', MEMBERS.maria, async (walk) => {
        const t = T[walk.lang];
        await applyAndCode(walk, MEMBERS.maria);
        const ends = [t.deniedTitle, t.offerTitle, t.completedTitle, t.manualReview, t.processingErrorTitle];
        await walk.page.getByRole('heading', { level: 1, name: new RegExp(`^(${[t.amountTitle, ...ends].map((x) => x.replace(/[?¿!¡]/g, '.')).join('|')})$`) }).waitFor();
        if (walk.page.url().endsWith('/application/loan-amount')) {
          await formScreens(walk, 400);
          await submit(walk, ends);
        }
        const path = new URL(walk.page.url()).pathname;
        const heading = (await walk.page.getByRole('heading', { level: 1 }).first().innerText()).trim();
        const shown = await walk.screen(path.endsWith('/application-denied') ? 'denied' : path.split('/').pop() || 'end', heading);
        walk.check('SecondPalDenied', () => expectSecondPalDenied(path, shown.text, walk.lang));
      });
    },
  },
  james: {
    who: MEMBERS.james,
    run: async (s) => {
      await walking(s, 'james', MEMBERS.james, async (walk) => {
        const t = T[walk.lang];
        await applyAndCode(walk, MEMBERS.james);
        await formScreens(walk, 400);
        await submit(walk, [t.deniedTitle]);
        // A member for 12 days: the 30-day rule passes in 18 days, later than the 7-day wait.
        await deniedScreen(walk, 'denied', undefined, undefined, 30 - 12);
      });
    },
  },
  ana: {
    who: MEMBERS.ana,
    run: async (s) => {
      await walking(s, 'ana', MEMBERS.ana, async (walk) => {
        const t = T[walk.lang];
        await applyAndCode(walk, MEMBERS.ana);
        await walk.page.waitForURL('**/application-denied');
        await deniedScreen(walk, 'denied', t.noChecking);
      });
    },
  },
  robert: {
    who: MEMBERS.robert,
    run: async (s) => {
      const t = T[s.lang];
      let n = await walking(s, 'robert', MEMBERS.robert, async (walk) => {
        await applyAndCode(walk, MEMBERS.robert);
        await formScreens(walk, 600);
        await submit(walk, [t.manualReview]);
        await walk.screen('manual-review', t.manualReview);
      });
      if (!s.reviewer) return;
      const reviewer = s.reviewer;
      // A reviewer approves in the console (in the walk's language, the language remembered in the browser), at the walk's size.
      n = await walking(s, 'robert', MEMBERS.robert, async (staff) => {
        const texts = S[s.lang];
        await staff.page.goto('/staff/reviews');
        await signInWithPassword(staff.page, s.lang, reviewer);
        await staff.page.getByRole('link', { name: 'Robert Chen' }).click();
        await staff.screen('staff-review', texts.detail.title.replace('{{name}}', 'Robert Chen'));
        await staff.page.getByRole('button', { name: texts.decision.approve }).click();
        const dialog = staff.page.getByRole('alertdialog');
        await dialog.getByRole('heading', { name: texts.decision.confirmApproveTitle.replace('{{name}}', 'Robert Chen') }).waitFor();
        const told = await dialog.innerText();
        staff.check('ApplicationLanguage', () => expectApplicationLanguage(told, toldIn(texts.decision.confirmApprove_other, texts.languageInText[s.lang])));
        await dialog.getByRole('button', { name: texts.decision.approve }).click();
        await staff.page.getByText(texts.decision.approved).waitFor();
      }, n);
      // Robert comes back as the message says: apply, code, his offers.
      await walking(s, 'robert', MEMBERS.robert, async (walk) => {
        await applyAndCode(walk, MEMBERS.robert);
        await walk.page.waitForURL('**/application/review-offer');
        await offerScreen(walk, 600);
      }, n);
    },
  },
  linda: {
    who: MEMBERS.linda,
    run: async (s) => {
      await walking(s, 'linda', MEMBERS.linda, async (walk) => {
        const t = T[walk.lang];
        await applyAndCode(walk, MEMBERS.linda);
        await formScreens(walk, 300);
        await submit(walk, [t.processingErrorTitle]);
        await walk.screen('processing-error', t.processingErrorTitle, (shown) => referenceChecks(walk, shown));
      });
    },
  },
  carlos: {
    who: MEMBERS.carlos,
    run: async (s) => {
      await walking(s, 'carlos', MEMBERS.carlos, async (walk) => {
        const t = T[walk.lang];
        await applyAndCode(walk, MEMBERS.carlos);
        await formScreens(walk, 1000);
        await submit(walk, [t.offerTitle]);
        await offerScreen(walk, 1000);
        await acceptAndSign(walk, MEMBERS.carlos);
        await toCompleted(walk);
      });
    },
  },
  emily: {
    who: MEMBERS.emily,
    run: async (s) => {
      await walking(s, 'emily', MEMBERS.emily, async (walk) => {
        const t = T[walk.lang];
        await applyAndCode(walk, MEMBERS.emily);
        await formScreens(walk, 500);
        await submit(walk, [t.offerTitle]);
        await offerScreen(walk, 500);
        await acceptAndSign(walk, MEMBERS.emily);
        const at = await walk.advanceUntil([t.confirmationTitle, t.processingErrorTitle]);
        if (!at.endsWith('/processing-error')) {
          await walk.screen('confirmation', t.confirmationTitle);
          await walk.advanceUntil([t.processingErrorTitle]);
        }
        await walk.screen('processing-error', t.processingErrorTitle, (shown) => referenceChecks(walk, shown));
      });
    },
  },
  grace: {
    who: MEMBERS.grace,
    run: async (s) => {
      await walking(s, 'grace', MEMBERS.grace, launchedWalk);
    },
  },
};

/** Every walk, in the order they run (Maria's second application after her first). */
export const PERSONA_ORDER = ['maria', 'maria-again', 'james', 'ana', 'robert', 'linda', 'carlos', 'emily', 'grace'] as const;
