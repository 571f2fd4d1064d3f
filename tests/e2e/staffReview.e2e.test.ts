import type { Page } from 'playwright-core';
import { DENIAL_REASON_TEXTS } from '../../server/domain/notices/reasons';
import { applyAndVerify, expectNoAxeViolationsIn, MEMBERS, T, type Applicant } from './support/flow';
import { applyOverApi } from './support/apiSeed';
import { freshCode, S, settled, signInWithPassword, staffScreen, tabTo } from './support/staff';
import { useStaffSuite } from './support/staffSuite';

/** A member imported for this file who, like Robert Chen, goes to manual review (no direct deposits to verify income). */
const LUCIA: Applicant = { first: 'Lucía', last: 'Ramos', ssn: '100002031', dob: '1980-06-15', phone: '2025550131' };
const MEMBERS_CSV = [
  'member_id,first_name,last_name,ssn,dob,phone,member_since,monthly_direct_deposits,military_covered,core_banking_status,identity_verification,account_id,account_type,account_description,account_last_four,account_balance,loans',
  `M-2031,Lucía,Ramos,${LUCIA.ssn},${LUCIA.dob},${LUCIA.phone},2016-03-01,0,false,ok,pass,CHK-2031-01,checking,Cuenta de cheques,3101,5200,`,
].join('\n');

/**
 * The staff console against the real server: single sign-on through a real OpenID provider,
 * a reviewer approving Robert Chen (who then finds his offers), a second reviewer denying an
 * application in Spanish by keyboard alone while the first is told they were second, the Spanish
 * adverse action notice in the outbox, an auditor who cannot decide, and an applicant's cookie
 * that opens nothing under /api/staff.
 */
describe('staff console: review and decide', () => {
  const suite = useStaffSuite({
    idpAccounts: { rita: { email: 'rita@harbor.example', name: 'Rita Reviewer', roles: ['reviewer'] } },
    builtIn: { 'Víctor Revisor': ['reviewer'], 'Alex Auditor': ['auditor'] },
    membersCsv: MEMBERS_CSV,
  });
  const en = S.en;
  const es = S.es;
  let robertPage: Page;
  let robertId = '';
  let ritaPage: Page;

  /** An applicant's application made over the API up to its submission, shown under manual review in their browser. */
  async function toManualReview(who: Applicant, lang: 'en' | 'es'): Promise<Page> {
    const page = await suite.page(lang, 'phone');
    await applyOverApi(page, suite.server.baseUrl, who, lang, 'processing');
    await page.getByRole('heading', { level: 1, name: T[lang].manualReview }).waitFor({ timeout: 45000 });
    return page;
  }

  /** The queue row link of `name`, and the application id it leads to. */
  async function openFromQueue(page: Page, name: string): Promise<string> {
    const link = page.getByRole('link', { name });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    return href.split('/').pop() ?? '';
  }

  it('Robert Chen goes to manual review; an auditor reads his application but cannot decide it, and the server refuses if asked', async () => {
    robertPage = await toManualReview(MEMBERS.robert, 'en');
    const page = await suite.page('en');
    await page.goto('/staff/reviews');
    await signInWithPassword(page, 'en', suite.accounts['Alex Auditor']);
    await staffScreen(page, 'en', 'queue', en.queue.title);
    robertId = await openFromQueue(page, 'Robert Chen');
    await staffScreen(page, 'en', 'detail', en.detail.title.replace('{{name}}', 'Robert Chen'));
    await page.getByText(en.decision.readOnly).waitFor();
    expect(await page.getByRole('button', { name: en.decision.approve }).count()).toBe(0);
    expect(await page.getByRole('button', { name: en.decision.deny }).count()).toBe(0);
    // The console only hides the controls: the server is the authority.
    const refused = await page.evaluate(async (id) => {
      const session = await (await fetch('/api/staff/session')).json();
      const answer = await fetch(`/api/staff/reviews/${id}/decision`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf_token }, body: JSON.stringify({ version: 1, decision: 'approve' }),
      });
      return { status: answer.status, body: await answer.json() };
    }, robertId);
    expect(refused).toMatchObject({ status: 403, body: { error: { status_code: 403, error_code: 'FORBIDDEN' } } });
  });

  it("an applicant's session cookie opens nothing under /api/staff", async () => {
    const cookies = await robertPage.context().cookies();
    expect(cookies.length).toBeGreaterThan(0);
    const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const base = suite.server.baseUrl;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/staff/meta'], ['GET', '/api/staff/reviews'], ['GET', `/api/staff/reviews/${robertId}`],
      ['GET', '/api/staff/notices'], ['GET', `/api/staff/applications/${robertId}/events`],
      ['POST', `/api/staff/reviews/${robertId}/decision`, { version: 1, decision: 'approve' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await fetch(`${base}${path}`, { method, headers: { cookie: header, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
      const payload = (await answer.json()) as { error?: { error_code: string; status_code: number } };
      expect([method, path, answer.status, payload.error?.error_code]).toEqual([method, path, 401, 'UNAUTHORIZED']);
    }
    expect(await (await fetch(`${base}/api/staff/session`, { headers: { cookie: header } })).json()).toMatchObject({ signed_in: false });
    // And in the browser: the applicant's tab reaching /staff gets the sign-in page.
    await robertPage.goto('/staff/reviews');
    await robertPage.getByRole('heading', { level: 1, name: en.signIn.title }).waitFor();
  });

  it('a reviewer signs in through the identity provider and approves Robert Chen; Robert signs in again and sees his offers', async () => {
    ritaPage = await suite.page('en');
    const page = ritaPage;
    await page.goto('/staff/reviews');
    await staffScreen(page, 'en', 'sign-in', en.signIn.title);
    await page.getByRole('link', { name: en.signIn.sso }).click();
    // The provider's own pages (oidc-provider's development interactions): any login it knows, then consent.
    await page.getByPlaceholder('Enter any login').fill('rita');
    await page.getByPlaceholder('and password').fill('not checked');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/staff/reviews');
    await page.getByText(en.layout.signedInAs.replace('{{name}}', 'Rita Reviewer').replace('{{roles}}', en.roles.reviewer)).waitFor();
    await openFromQueue(page, 'Robert Chen');
    await staffScreen(page, 'en', 'detail', en.detail.title.replace('{{name}}', 'Robert Chen'));
    // SSN last four and age only: never the full SSN or the date of birth.
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).toContain('•••-••-0004');
    expect(text).not.toMatch(/100-?00-?0004|1972-02-02|02\/02\/1972/);
    expect(text).toMatch(/\d+ years/);
    expect(await page.getByRole('table', { name: en.detail.offers.title }).getByRole('row').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: en.decision.approve }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: en.decision.confirmApproveTitle.replace('{{name}}', 'Robert Chen') }).waitFor();
    await settled(page);
    await expectNoAxeViolationsIn(page, '[role="alertdialog"]', 'staff en approve dialog');
    await dialog.getByRole('button', { name: en.decision.approve }).click();
    await page.getByText(en.decision.approved).waitFor();
    await page.getByText(en.decision.notAwaiting.replace('{{step}}', en.steps.OFFER_REVIEW)).waitFor();

    // Robert comes back as the text message says: apply, code, and he lands on his offers.
    const robert = await suite.page('en', 'phone');
    await applyAndVerify(robert, suite.server.baseUrl, MEMBERS.robert, 'en');
    await robert.waitForURL('**/application/review-offer');
    await robert.getByRole('radiogroup', { name: T.en.offers }).getByRole('radio').first().waitFor();
  });

  it('a second reviewer denies an application in Spanish by keyboard alone; the reviewer who comes second is told; the Spanish adverse action notice goes out', async () => {
    await toManualReview(LUCIA, 'es');
    // The first reviewer has it open too.
    await ritaPage.goto('/staff/reviews');
    await openFromQueue(ritaPage, 'Lucía Ramos');
    await ritaPage.getByRole('button', { name: en.decision.approve }).waitFor();

    const page = await suite.page('es');
    await page.goto('/staff/');
    const victor = suite.accounts['Víctor Revisor'];
    await page.getByRole('heading', { level: 1, name: es.signIn.title }).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: es.signIn.email }));
    await page.keyboard.type(victor.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(victor.password);
    await page.keyboard.press('Tab');
    await page.keyboard.type(await freshCode(victor));
    await page.keyboard.press('Enter');
    await staffScreen(page, 'es', 'queue', es.queue.title);
    await tabTo(page, page.getByRole('link', { name: 'Lucía Ramos' }));
    await page.keyboard.press('Enter');
    await staffScreen(page, 'es', 'detail', es.detail.title.replace('{{name}}', 'Lucía Ramos'));
    // Deny without a reason: told, nothing sent.
    await tabTo(page, page.getByRole('button', { name: es.decision.deny, exact: true }));
    await page.keyboard.press('Enter');
    await page.getByText(es.decision.reasonsCount.replace('{{max}}', '4')).waitFor();
    const chosen = ['INCOME_NOT_VERIFIABLE', 'INSUFFICIENT_INCOME'] as const;
    for (const code of chosen) {
      await tabTo(page, page.getByRole('checkbox', { name: es.reasons[code] }), { backwards: code === chosen[0] });
      await page.keyboard.press('Space');
    }
    await tabTo(page, page.getByRole('button', { name: es.decision.deny, exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(es.reasons.INSUFFICIENT_INCOME).waitFor();
    await settled(page);
    await expectNoAxeViolationsIn(page, '[role="alertdialog"]', 'staff es deny dialog');
    // The dialog's first button (Deny) has the focus.
    await tabTo(page, dialog.getByRole('button', { name: es.decision.deny }));
    await page.keyboard.press('Enter');
    await page.getByText(es.decision.denied).waitFor();

    // The first reviewer, still on the page, approves second: told, and the page shows the denial.
    await ritaPage.getByRole('button', { name: en.decision.approve }).click();
    await ritaPage.getByRole('alertdialog').getByRole('button', { name: en.decision.approve }).click();
    await ritaPage.getByText(en.decision.conflictTitle).waitFor();
    await ritaPage.getByText(en.decision.notAwaiting.replace('{{step}}', en.steps.APPLICATION_DENIED)).waitFor();

    // The adverse action notice, in Spanish, with the reasons chosen.
    await expect.poll(async () => {
      const outbox = (await (await fetch(`${suite.server.baseUrl}/api/dev/outbox`)).json()) as Array<{ to: string; channel?: string; body: string }>;
      return outbox.find((m) => m.to === 'Lucía Ramos' && m.body.includes('Medida tomada: crédito denegado.'))?.body ?? '';
    }, { timeout: 30000, interval: 500 }).toContain(DENIAL_REASON_TEXTS.es[chosen[0]]);
  });
});
