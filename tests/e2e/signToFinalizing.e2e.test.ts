import type { Page } from 'playwright-core';
import { useSuite, visit } from './support/setup';
import { MEMBERS, T, type Applicant, type Lang } from './support/flow';
import { chooseOffer, signAgreement } from './support/memberFlow';
import { applyOverApi } from './support/apiSeed';
import { recordPaths } from './support/paths';

const SIGN = '/application/sign';
const CONFIRMATION = '/application/confirmation';
const FINALIZING = '/application/finalizing';
const COMPLETED = '/application-completed';


/** From the offer (the application made over the API up to its submission) to completion; returns the paths shown from the signing page on. */
async function signAndFollow(page: Page, baseUrl: string, who: Applicant, lang: Lang): Promise<string[]> {
  const paths = recordPaths(page);
  await applyOverApi(page, baseUrl, who, lang, 'processing');
  await chooseOffer(page, lang, false);
  await signAgreement(page, lang, who, false);
  await page.getByRole('heading', { level: 1, name: T[lang].confirmationTitle }).waitFor();
  await visit(page, lang, 'sign-confirmation', T[lang].confirmationTitle);
  await page.waitForURL(`**${COMPLETED}`, { timeout: 45000 });
  return paths.slice(paths.lastIndexOf(SIGN));
}

/**
 * After signing, the route follows the server's step: the confirmation page while the
 * 'confirm-signature' job is held back (JOB_HOLD_MS=3000: every job is due 3 s after it is asked for), then
 * finalizing, then completed; never finalizing first and back (the guard's bounce).
 */
// Maria (English) and Carlos (Spanish) sign side by side.
describe.concurrent('from signing to finalizing', () => {
  const suite = useSuite({ JOB_HOLD_MS: '3000' }, { concurrent: true });

  for (const [lang, who] of [['en', MEMBERS.maria], ['es', MEMBERS.carlos]] as const) {
    it(`${lang}: signing -> confirmation -> (finalizing) -> completed, no page shown twice`, async () => {
      const page = await suite.page(lang);
      const paths = await signAndFollow(page, suite.server.baseUrl, who, lang);
      expect(paths[0]).toBe(SIGN);
      expect(paths[1]).toBe(CONFIRMATION);
      expect(paths[paths.length - 1]).toBe(COMPLETED);
      expect(paths.filter((p) => p !== FINALIZING)).toEqual([SIGN, CONFIRMATION, COMPLETED]);
      expect(new Set(paths).size).toBe(paths.length);
    });
  }
});
