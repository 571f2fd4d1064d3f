import { useSuite, visit } from './support/setup';
import { applyAndVerify, MEMBERS, T } from './support/flow';
import { applyScreens, completeReview, formSteps } from './support/memberFlow';

/** Demo members in English through the real widgets to their outcome; axe and screenshots on every screen. */
describe('demo members in English', () => {
  const suite = useSuite();
  const t = T.en;

  it('Maria Garcia (approved): apply, code, every step, review, processing', async () => {
    const page = await suite.page('en');
    await applyScreens(page, suite.server.baseUrl, MEMBERS.maria, 'en', true);
    await formSteps(page, 'en', true, 2);
    await completeReview(page, 'en', true);
  });

  it('a non-member: denied NOT_ELIGIBLE at verification', async () => {
    const page = await suite.page('en');
    await applyScreens(page, suite.server.baseUrl, MEMBERS.visitor, 'en', false);
    await page.waitForURL('**/application-denied');
    await visit(page, 'en', 'denied-not-eligible', t.deniedTitle);
    await page.getByText(t.notEligible).first().waitFor();
  });

  it.each([
    { name: 'James Smith', who: MEMBERS.james },
    { name: 'Linda Johnson', who: MEMBERS.linda },
    { name: 'Emily Davis', who: MEMBERS.emily },
  ])('$name through review to processing', async ({ who }) => {
    const page = await suite.page('en');
    await applyAndVerify(page, suite.server.baseUrl, who, 'en');
    await formSteps(page, 'en', false);
    await completeReview(page, 'en', false);
  });
});
