import type { Route } from 'playwright-core';
import { useSuite } from './support/setup';
import { MEMBERS } from './support/flow';
import { chooseOffer, signAgreement } from './support/memberFlow';
import { applyOverApi } from './support/apiSeed';
import { recordPaths } from './support/paths';

const COMPLETED = '/application-completed';

/**
 * A proxy in front of the app that cuts the long-poll (GET application/wait): the first wait is
 * held, then its connection reset; every later one is answered 502 with the proxy's own page. The
 * processing and finalizing screens must move on by the spec's 5-s poll alone (JOB_HOLD_MS=3000:
 * the decision and the signature's confirmation come 3 s after they are asked for, so both
 * screens are seen waiting), with no error screen.
 */
describe('the long-poll cut by a proxy', () => {
  const suite = useSuite({ JOB_HOLD_MS: '3000' });

  it('en: Maria gets her offers, signs and is funded while every wait is cut', async () => {
    const page = await suite.page('en');
    const cut: string[] = [];
    await page.route('**/application/wait?**', async (route: Route) => {
      cut.push(new URL(route.request().url()).searchParams.get('step') ?? '?');
      if (cut.length === 1) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.abort('connectionreset');
      } else await route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' });
    });
    const paths = recordPaths(page);
    await applyOverApi(page, suite.server.baseUrl, MEMBERS.maria, 'en', 'processing');
    await chooseOffer(page, 'en', false);
    await signAgreement(page, 'en', MEMBERS.maria, false);
    await page.waitForURL(`**${COMPLETED}`, { timeout: 45000 });
    // Processing, the offers, signing, then completed: no error screen on the way.
    expect(paths.filter((p) => !/^\/application\/(finalizing|confirmation)$/.test(p))).toEqual([
      '/application/processing', '/application/review-offer', '/application/sign', COMPLETED,
    ]);
    // The long-poll was tried, and cut, at the decision and after the signature.
    expect(cut).toContain('PROCESSING_APPLICATION');
    expect(cut.some((step) => step === 'AWAITING_SIGNATURE_CONFIRMATION' || step === 'FINALIZING_APPLICATION')).toBe(true);
  });
});
