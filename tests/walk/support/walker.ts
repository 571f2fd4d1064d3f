import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expectHtmlLang, expectLanguage, expectLongDates, expectMoneyFormat, readScreen, WalkCheckError, type ScreenText, type WalkLang } from './assertions';
import type { Recorder, ScreenRecord } from './recorder';

/** Folder of the walk's screenshots and contact sheet (its PNGs are not committed). */
export const SCREENS_DIR = join(process.cwd(), 'tests', 'walk', 'screens');

/**
 * Server settings of a walk: every job held 2 s, so the processing, confirmation and finalizing
 * screens are always seen (the walk moves the page's 5 s polls on itself); a failing job gives up fast.
 */
export const WALK_SERVER_ENV = { TRUST_PROXY: '1', JOB_DELAY_MS: '2000', JOB_MAX_ATTEMPTS: '2', JOB_BACKOFF_MS: '200' };

/** The sizes a walk runs at, by name. */
export const WALK_SIZES = { '390x844': { width: 390, height: 844 }, '1280x800': { width: 1280, height: 800 } } as const;
export type WalkSize = keyof typeof WALK_SIZES;

/**
 * Texts that may stand on a screen of either language: the language switcher's names, the
 * brand, people's names. Everything else is checked against the other language's common words.
 */
export const LANGUAGE_NEUTRAL = ['English', 'Español', 'Harbor Community Credit Union', 'E-SIGN'];

/** How a screen is checked beyond what every screen must show. */
export interface ScreenOptions {
  /** The language the screen is in when it is not the walk's (the staff console's English). */
  pageLang?: WalkLang;
  /** A form step: its range bounds may read in whole dollars (`$1,000`, SPEC "Loan amount"). */
  form?: boolean;
}

let clientCounter = 0;

/** One member's walk in one language at one size: the page, where to write, what was seen. */
export class Walk {
  /** Screens taken so far in this member's walk (a walk continued in another tab starts from it). */
  n = 0;
  /** The record of the screen shown last: checks are written on it. */
  private current?: ScreenRecord;

  constructor(
    readonly page: Page,
    readonly lang: WalkLang,
    readonly size: WalkSize,
    /** Name in file names: `maria`, `maria-again`… */
    readonly member: string,
    readonly recorder: Recorder,
    readonly baseUrl: string,
    /** Names and other texts of this member that are no language's words. */
    readonly neutral: string[] = [],
  ) {}

  /**
   * A fresh browser context for a member: the page's language chosen by the member (the
   * `preferredLanguage` cookie and storage, as the language switcher leaves them) in a browser
   * set to English (Accept-Language en-US), its own client address, the page's clock installed
   * (so the 5 s polls can be moved on at once: `advanceUntil`).
   */
  static async open(browser: Browser, baseUrl: string, lang: WalkLang, size: WalkSize, member: string, recorder: Recorder, neutral: string[] = []): Promise<Walk> {
    // Reduced motion: no confetti over the completed screen's text in its picture.
    const context = await browser.newContext({ viewport: WALK_SIZES[size], locale: 'en-US', baseURL: baseUrl, reducedMotion: 'reduce' });
    clientCounter += 1;
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${(process.pid + 11) % 250}.${Math.floor(clientCounter / 250)}.${clientCounter % 250}` });
    await context.addCookies([{ name: 'preferredLanguage', value: lang, url: baseUrl }]);
    await context.addInitScript((l) => window.localStorage.setItem('preferredLanguage', l), lang);
    const page = await context.newPage();
    page.setDefaultTimeout(20000);
    // A first page from a server that has just started, on a busy machine, can take its time.
    page.setDefaultNavigationTimeout(60000);
    await page.clock.install();
    return new Walk(page, lang, size, member, recorder, baseUrl, neutral);
  }

  /** Closes the walk's browser context. */
  async close(): Promise<void> {
    await this.page.context().close();
  }

  /**
   * A screen was reached: waits for its level-1 heading `title`, opens its record, checks what
   * every screen must show (`<html lang>`, the language of every text, amounts written
   * `$1,250.00`, no numeric or foreign dates), runs `checks` on its text, and saves the
   * screenshot `<lang>-<size>-<member>-<NN>-<screen>.png`. Answers what the screen showed.
   * `options`: see `ScreenOptions`.
   */
  async screen(name: string, title: string | RegExp, checks?: (screen: ScreenText) => void | Promise<void>, options: ScreenOptions = {}): Promise<ScreenText> {
    const pageLang = options.pageLang ?? this.lang;
    const heading = this.page.getByRole('heading', { level: 1, name: title }).first();
    await heading.waitFor();
    // Fonts and the settled layout before the picture; animations are stopped by the screenshot itself.
    await this.page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
    // The page's time stands still while the screen is photographed and read: a poll of a busy
    // machine's page would otherwise move it on to the next screen in between.
    await this.pauseClock();
    try {
      if (!(await heading.isVisible())) throw new Error(`${name}: the screen moved on before its picture (now on ${new URL(this.page.url()).pathname})`);
      return await this.photographAndCheck(name, pageLang, options, checks);
    } finally {
      await this.page.clock.resume();
    }
  }

  /**
   * Stops the page's clock a moment ahead of its time (its clock runs on meanwhile, and
   * Playwright refuses a time already past), trying once more further ahead on a slow machine.
   */
  private async pauseClock(): Promise<void> {
    for (const ahead of [1500, 5000]) {
      try {
        await this.page.clock.pauseAt((await this.page.evaluate(() => Date.now())) + ahead);
        return;
      } catch (error) {
        if (ahead === 5000) throw error;
      }
    }
  }

  private async photographAndCheck(name: string, pageLang: WalkLang, options: ScreenOptions, checks?: (screen: ScreenText) => void | Promise<void>): Promise<ScreenText> {
    this.n += 1;
    const nn = String(this.n).padStart(2, '0');
    const file = `${this.lang}-${this.size}-${this.member}-${nn}-${name}.png`;
    this.current = this.recorder.open({ lang: this.lang, size: this.size, member: this.member, nn, screen: name, file });
    mkdirSync(SCREENS_DIR, { recursive: true });
    await this.page.screenshot({ path: join(SCREENS_DIR, file), fullPage: true, animations: 'disabled' });
    const shown = await readScreen(this.page);
    this.check('html lang', () => expectHtmlLang(shown.htmlLang, pageLang));
    this.check('language', () => expectLanguage(shown.text, pageLang, [...LANGUAGE_NEUTRAL, ...this.neutral]));
    this.check('amounts', () => expectMoneyFormat(shown.text, { wholeDollars: options.form }));
    this.check('dates', () => expectLongDates(shown.text, pageLang));
    const width = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    this.check('layout', () => {
      if (width > 0) throw new WalkCheckError(`the page is ${width}px wider than the ${this.size} viewport`);
    });
    await checks?.(shown);
    return shown;
  }

  /** A check that holds today, recorded on the current screen. */
  check(what: string, run: () => void): void {
    this.recorder.check(this.screenRecord(), what, run);
  }

  private screenRecord(): ScreenRecord {
    if (!this.current) throw new Error(`${this.member}: a check before any screen was reached`);
    return this.current;
  }

  /** A known defect's check (`finding…`), listed on the current screen. */
  finding(name: string, run: () => void): void {
    this.recorder.finding(this.screenRecord(), name, run);
  }

  /**
   * While the page waits on the server (processing, confirmation, finalizing: a poll every 5 s),
   * moves the page's clock on by 5 s every 300 ms until one of `headings` shows; answers the
   * path then. The screen already shown has been photographed: nothing is skipped.
   */
  async advanceUntil(headings: Array<string | RegExp>, maxMs = 45000): Promise<string> {
    const wanted = headings.map((name) => this.page.getByRole('heading', { level: 1, name }));
    const any = wanted.slice(1).reduce((acc, l) => acc.or(l), wanted[0]);
    const deadline = Date.now() + maxMs;
    while (!(await any.first().isVisible())) {
      if (Date.now() > deadline) throw new Error(`none of ${headings.map(String).join(', ')} came on ${new URL(this.page.url()).pathname}`);
      await this.page.clock.fastForward(5000);
      await this.page.waitForTimeout(300);
    }
    return new URL(this.page.url()).pathname;
  }
}

/** What the dev outbox holds for a phone: the newest text message sent to it since `after` (the newest that holds `containing`, when given). */
export async function latestMessage(baseUrl: string, phoneDigits: string, after: number, containing = ''): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/outbox`);
  const list = (await res.json()) as Array<{ to: string; body: string; sent_at: string }>;
  return list.find((m) => m.to.endsWith(phoneDigits) && Date.parse(m.sent_at) >= after && m.body.includes(containing))?.body ?? '';
}
