import { useSuite, visit } from './support/setup';
import { MEMBERS, T } from './support/flow';
import { applyOverApi } from './support/apiSeed';
import { applyScreens, awaitDecision, chooseOffer, completeReview, formSteps, signAgreement, toCompletion } from './support/memberFlow';

/**
 * Demo members in Spanish to their outcome: Maria and Ana through the real widgets from /apply,
 * axe and screenshots on every screen; the others' applications made over the API up to the
 * review (the screens before it are Maria's), their review and outcome in the browser.
 */
describe.concurrent('demo members in Spanish', () => {
  // Each job is due 5.5 s after it is asked for, longer than the 5 s poll (processing and finalizing
  // are seen); failing jobs give up after 2 tries. The members walk side by side, one per test.
  const suite = useSuite({ JOB_HOLD_MS: '5500', JOB_MAX_ATTEMPTS: '2', JOB_BACKOFF_MS: '200' }, { concurrent: true });
  const t = T.es;

  it('Maria Garcia (approved): apply, code, every step, review, offer with autopay, signing, completed', async () => {
    const page = await suite.page('es');
    await applyScreens(page, suite.server.baseUrl, MEMBERS.maria, 'es', true);
    await formSteps(page, 'es', true, 2);
    await completeReview(page, 'es', true);
    await chooseOffer(page, 'es', true);
    await signAgreement(page, 'es', MEMBERS.maria, true);
    await toCompletion(page, 'es', true);
  });

  it('Ana Lopez: denied at verification, no checking account', async () => {
    const page = await suite.page('es');
    await applyScreens(page, suite.server.baseUrl, MEMBERS.ana, 'es', false);
    await page.waitForURL('**/application-denied');
    await visit(page, 'es', 'denied-no-checking', t.deniedTitle);
    await page.getByText(t.noChecking).first().waitFor();
  });

  it('Robert Chen: manual review, told he will be notified', async () => {
    const page = await suite.page('es');
    await applyOverApi(page, suite.server.baseUrl, MEMBERS.robert, 'es', 'review');
    await completeReview(page, 'es', false);
    await page.getByRole('heading', { level: 1, name: t.manualReview }).waitFor({ timeout: 45000 });
    await visit(page, 'es', 'manual-review', t.manualReview);
  });

  it('Carlos Rivera (MLA, approved): offers; Decline asks first, then cancels', async () => {
    const page = await suite.page('es');
    await applyOverApi(page, suite.server.baseUrl, MEMBERS.carlos, 'es', 'review');
    await completeReview(page, 'es', false);
    await awaitDecision(page, '/application/review-offer');
    await page.getByRole('radiogroup', { name: t.offers }).waitFor();
    const dialog = page.getByRole('dialog', { name: t.declineDialog }).or(page.getByRole('alertdialog', { name: t.declineDialog }));
    await page.getByRole('button', { name: t.decline, exact: true }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t.keepOffer }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('radiogroup', { name: t.offers }).waitFor();
    await page.getByRole('button', { name: t.decline, exact: true }).click();
    await dialog.getByRole('button', { name: t.declineConfirm }).click();
    await page.waitForURL('**/application-canceled');
    await page.getByRole('heading', { level: 1, name: t.canceledTitle }).waitFor();
  });
});
