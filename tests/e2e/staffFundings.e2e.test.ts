import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../../server/db/pglite';
import { Applicant, httpTransport } from '../helpers/api';
import { startFaultyCore, type FaultyCore } from '../helpers/faultyCore';
import { acceptLongestOffer, current, signAs, toProcessing } from '../helpers/loanFlow';
import { MARIA } from '../helpers/people';
import { startTestCore, type TestCore } from '../helpers/referenceCore';
import { S, signInWithPassword, staffScreen, tabTo } from './support/staff';
import { useStaffSuite } from './support/staffSuite';

/** Where the screenshots go (written on every run, not committed); STAFF_FUNDINGS_SHOTS copies the phone and desktop ones elsewhere too. */
const SHOTS = join(process.cwd(), 'tests/screenshots/staff');
const VOID_ERROR = 'CoreBankingError: voidLoan: answered 503 SERVICE_UNAVAILABLE';

/**
 * A real failed funding through the real server: the server talks over HTTP to the reference core
 * (tests/helpers/referenceCore.ts) behind a stand-in that answers 503 to every disbursement and
 * void, so Maria's loan is booked, never paid out, and cannot be voided; the fund job gives up.
 * A supervisor finds it on the console's Failed fundings screen (from the menu, by keyboard; axe;
 * no SSN or birth date on the page), marks it resolved after the confirmation, and it leaves the
 * list; the application's trail holds the note.
 */
describe('staff console: a failed funding, resolved', () => {
  let core: TestCore;
  let faulty: FaultyCore;
  // Filled before the suite's server starts (its beforeAll runs after this one).
  const env: Record<string, string> = { JOB_MAX_ATTEMPTS: '2', JOB_BACKOFF_MS: '200' };
  beforeAll(async () => {
    core = await startTestCore({ open: openPglite });
    faulty = await startFaultyCore(core.url, core.token);
    faulty.rule = ({ method, path }) => (method === 'POST' && (path.endsWith('/disbursements') || path.endsWith('/void')) ? 'unavailable' : 'pass');
    Object.assign(env, { CORE_BANKING_PROVIDER: 'http', CORE_BANKING_URL: faulty.url, CORE_BANKING_TOKEN: core.token });
  });
  afterAll(async () => {
    await faulty?.close();
    await core?.close();
  });
  const suite = useStaffSuite({ builtIn: { 'Sue Supervisor': ['supervisor'], 'Al Auditor': ['auditor'] }, env });

  it('Maria\'s loan is booked in core banking, never paid out, and its funding fails for good', async ({ onTestFailed }) => {
    onTestFailed(() => console.error(suite.server.output().split('\n').filter((l) => /"level":(40|50)/.test(l)).slice(-20).join('\n')));
    const maria = new Applicant(httpTransport(suite.server.baseUrl));
    await toProcessing(maria, MARIA, 'CHK-1001-01');
    await expect.poll(async () => (await current(maria)).step, { timeout: 60000, interval: 500 }).toBe('OFFER_REVIEW');
    await acceptLongestOffer(maria, false);
    const { answer } = await signAs(maria, `${MARIA.firstName} ${MARIA.lastName}`);
    expect(answer.status).toBe(200);
    await expect.poll(async () => (await current(maria)).step, { timeout: 90000, interval: 500 }).toBe('APPLICATION_PROCESSING_ERROR');
    const { rows } = await core.db.query<{ voided_at: Date | null }>('SELECT voided_at FROM ledger_loans');
    expect(rows).toEqual([{ voided_at: null }]);
  });

  it('a supervisor finds it on the Failed fundings screen and marks it resolved; it leaves the list', async () => {
    const t = S.en;
    mkdirSync(SHOTS, { recursive: true });
    const page = await suite.page('en');
    await page.goto('/staff/');
    await signInWithPassword(page, 'en', suite.accounts['Sue Supervisor']);
    await page.getByRole('heading', { level: 1, name: t.queue.title }).waitFor();
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: t.nav.fundings }), { backwards: true });
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: t.fundings.listTitle });
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: VOID_ERROR });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/PAL-[0-9A-Z]{4}-[0-9A-Z]{2}/);
    const reference = /PAL-[0-9A-Z]{4}-[0-9A-Z]{2}/.exec((await row.textContent()) ?? '')![0];
    expect(await row.textContent()).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    expect(await row.textContent()).toContain(t.fundings.notVoided);
    await staffScreen(page, 'en', 'fundings', t.fundings.title, SHOTS);
    // The applicant's personal data is not on the page.
    const text = await page.locator('body').innerText();
    for (const personal of [MARIA.ssn, MARIA.ssn.replace(/^(\d{3})(\d{2})/, '$1-$2-'), MARIA.dob, '03/14/1985', 'Garcia']) expect(text).not.toContain(personal);
    // Phone size too (the list scrolls sideways inside its card, the page does not).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'en-phone-fundings.png'), fullPage: true, animations: 'disabled' });
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await page.setViewportSize({ width: 1280, height: 800 });

    await tabTo(page, page.getByRole('button', { name: t.fundings.resolveLabel.replace('{{reference}}', reference) }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: t.fundings.confirmTitle.replace('{{reference}}', reference) });
    await dialog.waitFor();
    await dialog.getByText(t.fundings.confirmNotVoided).waitFor();
    await dialog.getByRole('textbox', { name: new RegExp(`^${t.fundings.note}`) }).fill('Loan canceled in core banking by hand (ticket 118)');
    if (process.env.STAFF_FUNDINGS_SHOTS) await page.screenshot({ path: join(SHOTS, 'en-desktop-fundings-dialog.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: t.fundings.resolve }).click();
    await page.getByText(t.fundings.resolved.replace('{{reference}}', reference)).waitFor();
    await page.getByText(t.fundings.count_other.replace('{{count}}', '0')).waitFor();
    await expect.poll(() => table.count()).toBe(0);
    if (process.env.STAFF_FUNDINGS_SHOTS) {
      const to = process.env.STAFF_FUNDINGS_SHOTS;
      await page.screenshot({ path: join(SHOTS, 'en-desktop-fundings-resolved.png'), fullPage: true, animations: 'disabled' });
      for (const name of ['desktop-fundings', 'phone-fundings', 'desktop-fundings-dialog', 'desktop-fundings-resolved']) copyFileSync(join(SHOTS, `en-${name}.png`), `${to}-${name}.png`);
    }

    // The trail of the application holds the resolution, with the note.
    await page.goto(`/staff/reviews/${reference}`);
    await page.getByText('Loan canceled in core banking by hand (ticket 118)').first().waitFor();
  });

  it('an auditor reads the list in Spanish and is offered no resolution', async () => {
    const t = S.es;
    const page = await suite.page('es');
    await page.goto('/staff/fundings');
    await signInWithPassword(page, 'es', suite.accounts['Al Auditor']);
    await staffScreen(page, 'es', 'fundings-empty', t.fundings.title, SHOTS);
    await page.getByText(t.fundings.count_other.replace('{{count}}', '0')).waitFor();
    expect(await page.getByRole('button', { name: t.fundings.resolve }).count()).toBe(0);
  });
});
