import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { MEMBERS, T, type Applicant, type Lang } from './support/flow';
import { applyOverApi } from './support/apiSeed';
import { S, signInWithPassword, staffScreen, tabTo } from './support/staff';
import { useStaffSuite } from './support/staffSuite';

/**
 * Where the staff screenshots go: docs/screenshots/staff/ (committed) when STAFF_SCREENSHOTS=docs,
 * else tests/screenshots/staff/ (written on every run, not committed).
 */
const SHOTS = join(process.cwd(), process.env.STAFF_SCREENSHOTS === 'docs' ? 'docs/screenshots/staff' : 'tests/screenshots/staff');

/** The columns of the audit export (server/staff/README.md). */
const CSV_HEADER = 'event_id,at,application_id,product,type,from_step,to_step,staff_id,staff_email,ip,detail';

/**
 * Every staff screen in English and Spanish with data behind it (Robert Chen under review, James
 * Smith denied with his notice sent, Linda Johnson's decision job failed): reached from the
 * navigation by keyboard, axe without violations, screenshots at desktop and tablet size; the
 * audit export downloads its CSV, the funnel draws its bars with the numbers beside them, a
 * supervisor retries the failed job.
 */
describe('staff console: every screen', () => {
  const suite = useStaffSuite({
    builtIn: { 'Sam Supervisor': ['reviewer', 'supervisor', 'auditor', 'admin'], 'Ada Admin': ['admin'] },
    env: { JOB_MAX_ATTEMPTS: '2', JOB_BACKOFF_MS: '200' },
  });

  /** An applicant's application made over the API up to its submission; answers once their browser shows `heading`. */
  async function apply(who: Applicant, lang: Lang, heading: string): Promise<void> {
    const page = await suite.page(lang, 'phone');
    await applyOverApi(page, suite.server.baseUrl, who, lang, 'processing');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60000 });
  }

  /** Opens a screen from the navigation by keyboard (Shift+Tab up to its link, Enter). */
  async function navigate(page: Page, label: string): Promise<void> {
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: label }), { backwards: true });
    await page.keyboard.press('Enter');
  }

  it('three applicants reach their outcome: Robert Chen under review, James Smith denied, Linda Johnson with a processing error', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await Promise.all([
      apply(MEMBERS.robert, 'en', T.en.manualReview),
      apply(MEMBERS.james, 'es', T.es.deniedTitle),
      apply(MEMBERS.linda, 'en', T.en.processingErrorTitle),
    ]);
  });

  for (const lang of ['en', 'es'] as const) {
    it(`every screen in ${lang === 'en' ? 'English' : 'Spanish'}`, async () => {
      const t = S[lang];
      const page = await suite.page(lang);
      await page.goto('/staff/');
      await staffScreen(page, lang, 'sign-in', t.signIn.title, SHOTS);
      await signInWithPassword(page, lang, suite.accounts['Sam Supervisor']);

      await staffScreen(page, lang, 'queue', t.queue.title, SHOTS);
      await tabTo(page, page.getByRole('link', { name: 'Robert Chen' }));
      await page.keyboard.press('Enter');
      await staffScreen(page, lang, 'application', t.detail.title.replace('{{name}}', 'Robert Chen'), SHOTS);
      await page.getByRole('table', { name: t.detail.rules.outcomes }).waitFor();

      await navigate(page, t.nav.notices);
      await staffScreen(page, lang, 'notices', t.notices.title, SHOTS);
      await page.getByRole('cell', { name: t.notices.kinds.adverse_action }).first().waitFor();

      await navigate(page, t.nav.jobs);
      await staffScreen(page, lang, 'jobs', t.jobs.title, SHOTS);
      await page.getByRole('cell', { name: t.jobs.kinds.decide }).first().waitFor();

      // No funding failed here (tests/e2e/staffFundings.e2e.test.ts makes one): the empty list.
      await navigate(page, t.nav.fundings);
      await staffScreen(page, lang, 'fundings', t.fundings.title, SHOTS);
      await page.getByText(t.fundings.count_other.replace('{{count}}', '0')).waitFor();

      await navigate(page, t.nav.audit);
      await staffScreen(page, lang, 'audit-export', t.auditExport.title, SHOTS);
      const download = page.waitForEvent('download');
      await tabTo(page, page.getByRole('button', { name: t.auditExport.download }));
      await page.keyboard.press('Enter');
      const csv = readFileSync(await (await download).path(), 'utf8');
      expect(csv.split(/\r?\n/)[0]).toBe(CSV_HEADER);
      expect(csv).toContain('review_completed');
      expect(csv).not.toMatch(/100-?00-?000[0-9]|1972-02-02/);

      await navigate(page, t.nav.funnel);
      await page.getByRole('heading', { level: 1, name: t.funnel.title }).waitFor();
      await tabTo(page, page.getByRole('button', { name: t.funnel.show }));
      await page.keyboard.press('Enter');
      const steps = page.getByRole('table', { name: t.funnel.stepsCaption.replace('{{name}}', t.funnel.total) });
      await steps.waitFor();
      // Three applications reached the review; each bar's number is beside it.
      await expect.poll(() => steps.getByRole('row', { name: new RegExp(t.steps.USER_REVIEW) }).textContent()).toContain('3');
      await staffScreen(page, lang, 'funnel', t.funnel.title, SHOTS);

      await navigate(page, t.nav.accounts);
      await staffScreen(page, lang, 'accounts', t.accounts.title, SHOTS);
      await page.getByRole('cell', { name: /^Ada Admin/ }).waitFor();

      await page.goto('/staff/no-such-page');
      await staffScreen(page, lang, 'not-found', t.notFound.title, SHOTS);
    });
  }

  it('a supervisor retries the failed job; the notices and jobs lists answer for it', async () => {
    const t = S.en;
    const page = await suite.page('en');
    await page.goto('/staff/jobs');
    await signInWithPassword(page, 'en', suite.accounts['Sam Supervisor']);
    await page.getByRole('heading', { level: 1, name: t.jobs.title }).waitFor();
    const retry = page.getByRole('button', { name: new RegExp(`^${t.jobs.retryLabel.replace('{{kind}}', t.jobs.kinds.decide).replace('{{id}}', '')}`) }).first();
    await tabTo(page, retry);
    await page.keyboard.press('Enter');
    await page.getByText(new RegExp(`^${t.jobs.retried.replace('{{kind}}', t.jobs.kinds.decide).replace('{{id}}', '[0-9a-f]{8}')}$`)).waitFor();
  });
});
