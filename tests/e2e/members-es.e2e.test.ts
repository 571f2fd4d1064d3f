import { useSuite, visit } from './support/setup';
import { applyAndVerify, MEMBERS, T } from './support/flow';
import { applyScreens, completeReview, formSteps } from './support/memberFlow';

/** Demo members in Spanish through the real widgets to their outcome; axe and screenshots on every screen. */
describe('demo members in Spanish', () => {
  const suite = useSuite();
  const t = T.es;

  it('Maria Garcia (approved): apply, code, every step, review, processing', async () => {
    const page = await suite.page('es');
    await applyScreens(page, suite.server.baseUrl, MEMBERS.maria, 'es', true);
    await formSteps(page, 'es', true, 2);
    await completeReview(page, 'es', true);
  });

  it('Ana Lopez: denied at verification, no checking account', async () => {
    const page = await suite.page('es');
    await applyScreens(page, suite.server.baseUrl, MEMBERS.ana, 'es', false);
    await page.waitForURL('**/application-denied');
    await visit(page, 'es', 'denied-no-checking', t.deniedTitle);
    await page.getByText(t.noChecking).first().waitFor();
  });

  it.each([
    { name: 'Robert Chen', who: MEMBERS.robert },
    { name: 'Carlos Rivera', who: MEMBERS.carlos },
  ])('$name through review to processing', async ({ who }) => {
    const page = await suite.page('es');
    await applyAndVerify(page, suite.server.baseUrl, who, 'es');
    await formSteps(page, 'es', false);
    await completeReview(page, 'es', false);
  });
});
