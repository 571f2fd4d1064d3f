/* global window, document, location, Request, requestAnimationFrame, MutationObserver -- the recorder and the checks run in the page */
/**
 * Maria's whole application in the real browser against the real server, for `npm run bench:web`:
 * from /apply to the completed screen, the one-time code typed as soon as the server has sent it
 * (read from /api/dev/outbox). In the page (one document for the whole flow), an init script
 * records every API answer (when its fetch resolved, and the `step` it names) and every new
 * level-1 heading (its path, and when the frame that shows it has been painted:
 * requestAnimationFrame, then a task). A step transition is the time from the answer that named
 * the step of the new page (a form's POST, or the poll that brought it) to its heading painted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './server-process.mjs';

const common = JSON.parse(readFileSync(join(root, 'locales/en/common.json'), 'utf8'));
const screens = JSON.parse(readFileSync(join(root, 'locales/en/screens.json'), 'utf8'));
const forms = JSON.parse(readFileSync(join(root, 'locales/en/forms.json'), 'utf8'));
const finalizingTexts = JSON.parse(readFileSync(join(root, 'locales/en/finalizing.json'), 'utf8'));
export const MARIA = { first: 'Maria', last: 'Garcia', ssn: '100000001', phone: '2025550101', dob: '1985-03-14' };

/** Runs in the page before its scripts: records answers and painted headings in window.__flow. */
function recorder() {
  const flow = { answers: [], headings: [] };
  window.__flow = flow;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    // Read, never copied: a Request made from ky's Request would take its body.
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const response = await original(input, init);
    if (url.pathname.startsWith('/api/')) {
      const answer = { method, path: url.pathname, at: performance.now(), step: undefined };
      flow.answers.push(answer);
      response.clone().json().then((body) => (answer.step = body?.step), () => undefined);
    }
    return response;
  };
  let last = '';
  const check = () => {
    const h1 = document.querySelector('#root h1');
    const text = h1?.textContent ?? '';
    if (!h1 || text === last) return;
    last = text;
    const seen = performance.now();
    const path = location.pathname;
    requestAnimationFrame(() => setTimeout(() => flow.headings.push({ text, path, seen, painted: performance.now() }), 0));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The newest code sent to Maria's phone after `since` (ms epoch), polled every 50 ms. */
export async function codeFor(baseUrl, since) {
  for (let i = 0; i < 400; i++) {
    const list = await (await fetch(`${baseUrl}/api/dev/outbox`)).json();
    const hit = list.find((m) => m.to.endsWith(MARIA.phone) && Date.parse(m.sent_at) >= since);
    const code = hit?.body.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no code for Maria in the outbox');
}

/**
 * From the loan amount to the review screen: $750, housing $1,250, the purpose labelled
 * `rentLabel` (in the page's language), the first deposit account; `keys` are the typing options
 * (playwright-core `pressSequentially`, e.g. a delay between keys).
 */
export async function fillFormSteps(page, submit, rentLabel, keys = {}) {
  await page.locator('#root_amount').pressSequentially('750', keys);
  await submit();
  await page.waitForURL('**/application/housing-expenses');
  await page.locator('#root_expenses').pressSequentially('1250', keys);
  await submit();
  await page.waitForURL('**/application/loan-purpose');
  await page.locator('#root_purpose').selectOption({ label: rentLabel });
  await submit();
  await page.waitForURL('**/application/deposit-account');
  await page.locator('#root_account_id').selectOption({ index: 1 });
  await submit();
  await page.waitForURL('**/application/review');
}

/** p-th percentile (nearest rank) of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Drives Maria's flow on `baseUrl` in `browser` (playwright-core); answers the transitions and the waits. */
export async function measureFlow(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'en-US', baseURL: baseUrl });
  try {
    await context.addInitScript(recorder);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const submit = () => page.getByRole('button', { name: common.buttons.continue }).click();
    await page.goto('/apply');
    await page.locator('#root_firstName').fill(MARIA.first);
    await page.locator('#root_lastName').fill(MARIA.last);
    await page.locator('#root_ssn').pressSequentially(MARIA.ssn);
    await page.locator('#root_phoneNumber').pressSequentially(MARIA.phone);
    await page.locator('#root_dob').pressSequentially(MARIA.dob.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1')); // typed MM/DD/YYYY
    const since = Date.now() - 2000;
    await submit();
    await page.waitForURL('**/otp');
    const code = await codeFor(baseUrl, since);
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: common.buttons.verify }).click();
    await page.waitForURL('**/application/loan-amount');
    await fillFormSteps(page, submit, forms.purposes.rent);
    await page.getByRole('button', { name: common.buttons.completeApplication }).click();
    await page.waitForURL('**/application/review-offer', { timeout: 120_000 });
    await page.getByRole('radio').nth(1).click();
    await page.getByRole('button', { name: common.buttons.acceptOffer }).click();
    await page.waitForURL('**/application/sign');
    const frame = page.frameLocator('iframe');
    await frame.locator('#esign-consent').check();
    await frame.locator('#typed-name').fill(`${MARIA.first} ${MARIA.last}`);
    await frame.locator('#sign-button').click();
    await page.waitForURL('**/application-completed', { timeout: 120_000 });
    await page.waitForFunction((title) => window.__flow.headings.at(-1)?.text === title, screens.completed.title, { timeout: 60_000 });
    const { answers, headings } = await page.evaluate(() => window.__flow);
    return analyse(answers, headings, JSON.parse(readFileSync(join(root, 'flows/microloan.flow.json'), 'utf8')));
  } finally {
    await context.close();
  }
}

/**
 * Transitions (the answer naming the new page's step -> its heading painted; the apply answer names
 * no step, it leads to the code page), the whole flow's wall time and the finalizing screen's wait.
 */
function analyse(answers, headings, flow) {
  const routeOf = (step) => flow.steps.find((s) => s.step === step)?.route;
  const transitions = [];
  for (let i = 1; i < headings.length; i++) {
    const between = answers.filter((a) => a.at > headings[i - 1].seen && a.at <= headings[i].seen);
    const answer = between.find((a) => a.step && routeOf(a.step) === headings[i].path) ?? (i === 1 ? between.find((a) => a.method === 'POST') : undefined);
    if (answer) transitions.push({ to: headings[i].text, after: `${answer.method} ${answer.path.replace(/^\/api\/v1\/[^/]+\//, '')}`, ms: headings[i].painted - answer.at });
  }
  const completed = headings.at(-1);
  const finalizing = headings.find((h) => h.text === finalizingTexts.title);
  return {
    transitions,
    wallMs: completed.painted,
    finalizingMs: finalizing ? completed.painted - finalizing.painted : 0,
    headings: headings.map((h) => h.text),
  };
}
