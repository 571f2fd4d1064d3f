/* global window, document, location, requestAnimationFrame, MutationObserver -- the recorder runs in the page */
/**
 * One launch from the demo online-banking host to the completed screen, in a real browser, for
 * `npm run bench:launch` (scripts/bench-launch.mjs): the member picked at /demo/online-banking
 * presses "Apply for a loan" (the host signs a launch token), the flow opens in the host's frame
 * at the loan amount and is filled with the fewest actions the flow asks for (the default member,
 * Grace M-1008, has one checking account and a housing payment at the core); every click and
 * key press is counted except the typing of the amount. In the frame an init script records, in
 * wall-clock ms (Date.now(), the machine's clock, comparable with the server's log times), when
 * each new level-1 heading was painted (requestAnimationFrame, then a task).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server-process.mjs';

/** The texts of `lang` the flow is driven by (buttons, the purpose's label, the completed title). */
function textsOf(lang) {
  const read = (name) => JSON.parse(readFileSync(join(root, `locales/${lang}/${name}.json`), 'utf8'));
  return { common: read('common'), screens: read('screens'), forms: read('forms') };
}

/** Runs in every document before its scripts: records painted headings in window.__launch. */
function recorder() {
  const seen = { headings: [] };
  window.__launch = seen;
  let last = '';
  const check = () => {
    const h1 = document.querySelector('#root h1');
    const text = h1?.textContent ?? '';
    if (!h1 || text === last) return;
    last = text;
    const path = location.pathname;
    requestAnimationFrame(() => setTimeout(() => seen.headings.push({ text, path, painted: Date.now() }), 0));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The frame of the app inside the host page, once the launch's redirect landed on /application/... */
async function appFrame(page) {
  for (let i = 0; i < 600; i++) {
    const frame = page.frames().find((f) => f.url().includes('/application/'));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
  throw new Error('the launched flow never opened in the frame');
}

/**
 * Drives one launch of `member` on `baseUrl` in `browser` (playwright-core). With `pollOnly`, the
 * long-poll (GET application/wait) is cut in the browser (the connection reset), so the screens
 * learn of the decision and the funding from the 5-s poll alone: the behaviour before issue 25.
 * Answers the member's actions, the start and the sign click (ms epoch) and the painted headings.
 */
export async function runLaunch(browser, baseUrl, { member = 'M-1008', pollOnly = false, lang = 'en', screenshots } = {}) {
  const { common, screens, forms } = textsOf(lang);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: lang === 'es' ? 'es-US' : 'en-US', baseURL: baseUrl });
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  let clicks = 0;
  let keys = 0;
  try {
    await context.addInitScript(recorder);
    if (pollOnly) await context.route('**/application/wait*', (route) => route.abort('connectionreset'));
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`/demo/online-banking?locale=${lang}`);
    await page.locator('select[name="member"]').selectOption(member); // the member signed in at the host: not an action in the flow
    // The option reads "First Last (M-100x)": the name a typed signature must match.
    const memberName = (await page.locator('select[name="member"] option:checked').textContent()).replace(/\s*\(.*$/, '');
    const started = Date.now();
    clicks += 1;
    await page.getByRole('button', { name: 'Apply for a loan' }).click();
    const frame = await appFrame(page);
    const click = async (locator) => {
      clicks += 1;
      await locator.click();
    };
    const type = async (locator, text, counted = true) => {
      if (counted) keys += text.length;
      await locator.pressSequentially(text);
      // Every key must reach the field: a field mounted again under the member's fingers loses what they typed.
      const value = await locator.inputValue();
      if (value !== text && value.replace(/\D/g, '') !== text) throw new Error(`typed "${text}", the field holds "${value}"`);
    };
    const select = async (locator, option) => {
      clicks += 2; // open the list, pick the option
      await locator.selectOption(option);
    };
    /** Saves the app's frame (its element in the host page) as `name`.png when screenshots are asked for. */
    const shoot = async (name) => {
      if (screenshots) await page.locator('iframe[title="Loan application"]').screenshot({ path: join(screenshots, `${name}.png`) });
    };
    const submit = () => click(frame.getByRole('button', { name: common.buttons.continue }));
    await frame.locator('#root_amount').waitFor();
    // The first screen comes rendered by the server: type once the page has taken over (as tests/e2e/support/setup.ts waitForApp).
    await frame.waitForFunction(() => document.querySelectorAll('#root [aria-disabled="true"], #root input[readonly], #root section[aria-labelledby="step-title"]:not([data-live])').length === 0 && !!document.querySelector('#root [class]'));
    await type(frame.locator('#root_amount'), '750', false);
    await submit();
    // The product's launch channel skips the housing expenses when the core has the member's housing payment.
    await frame.waitForURL(/\/application\/(housing-expenses|loan-purpose)$/);
    if (new URL(frame.url()).pathname.endsWith('/housing-expenses')) {
      await type(frame.locator('#root_expenses'), '1250');
      await submit();
      await frame.waitForURL('**/application/loan-purpose');
    }
    // The launch channel may show the purpose as one button per purpose (flow JSON channels.launch.ui): one press answers.
    await frame.locator('#root_purpose').waitFor();
    if ((await frame.locator('select#root_purpose').count()) > 0) {
      await select(frame.locator('#root_purpose'), { label: forms.purposes.rent });
      await submit();
    } else await click(frame.getByRole('button', { name: forms.purposes.rent, exact: true }));
    // The product's launch channel skips the deposit account when the core has one open checking account.
    await frame.waitForURL(/\/application\/(deposit-account|review)$/);
    if (new URL(frame.url()).pathname.endsWith('/deposit-account')) {
      await select(frame.locator('#root_account_id'), { index: 1 });
      await submit();
      await frame.waitForURL('**/application/review');
    }
    await click(frame.getByRole('button', { name: common.buttons.completeApplication }));
    if (screenshots) {
      await frame.waitForURL('**/application/processing');
      await frame.getByRole('heading', { level: 1 }).waitFor();
      await shoot('1-processing');
    }
    await frame.waitForURL('**/application/review-offer', { timeout: 120_000 });
    if (screenshots) {
      await frame.getByRole('radio').first().waitFor();
      await shoot('2-offers');
    }
    // The product's launch channel may preselect an offer (flow JSON preselectOffer): choose one only when none is.
    await frame.getByRole('radio').first().waitFor();
    if ((await frame.getByRole('radio', { checked: true }).count()) === 0) await click(frame.getByRole('radio').nth(1));
    await click(frame.getByRole('button', { name: common.buttons.acceptOffer }));
    await frame.waitForURL('**/application/sign');
    const signing = frame.frameLocator('iframe');
    await signing.locator('#sign-button').waitFor();
    // A typed signature (the consent box and the name) unless the channel signs by a press (flow JSON signature: click).
    if ((await signing.locator('#typed-name').count()) > 0) {
      await click(signing.locator('#esign-consent'));
      await type(signing.locator('#typed-name'), memberName);
    }
    clicks += 1;
    const signedAt = Date.now();
    await signing.locator('#sign-button').click();
    if (screenshots) {
      await frame.waitForURL('**/application/finalizing', { timeout: 60_000 });
      await frame.getByRole('heading', { level: 1 }).waitFor();
      await shoot('3-finalizing');
    }
    await frame.waitForURL('**/application-completed', { timeout: 120_000 });
    await frame.waitForFunction((title) => window.__launch.headings.at(-1)?.text === title, screens.completed.title, { timeout: 60_000 });
    await shoot('4-completed');
    const { headings } = await frame.evaluate(() => window.__launch);
    return { clicks, keys, started, signedAt, headings };
  } finally {
    await context.close();
  }
}

/** The painted time of the first heading shown at `route` (a flow route), or undefined. */
export function paintedAt(headings, route) {
  return headings.find((h) => h.path === route)?.painted;
}
