import type { Page, Route } from 'playwright-core';
import { useSuite, waitForApp } from './support/setup';
import { MEMBERS } from './support/flow';
import { chooseOffer, completeReview, signAgreement } from './support/memberFlow';
import { applyOverApi } from './support/apiSeed';
import { recordPaths } from './support/paths';

const COMPLETED = '/application-completed';

/**
 * Maria's application seeded to the review screen; the page, live, completes the review itself,
 * so the decision (held JOB_HOLD_MS) is asked for by a page that is already running and goes to
 * the processing screen without loading a page. Seeded past the review, the processing screen was
 * a page load, and a machine busy enough to take longer than the hold to show it met the offers
 * before any wait was asked (both tests' subject).
 */
async function completeReviewInPage(page: Page, baseUrl: string): Promise<void> {
  await applyOverApi(page, baseUrl, MEMBERS.maria, 'en', 'review');
  await waitForApp(page);
  await completeReview(page, 'en', false);
}

/**
 * A proxy in front of the app that cuts the long-poll (GET application/wait): the first wait is
 * held, then its connection reset; every later one is answered 502 with the proxy's own page. The
 * processing and finalizing screens must move on by the spec's 5-s poll alone (JOB_HOLD_MS=8000:
 * the decision and the signature's confirmation come 8 s after they are asked for, so both
 * screens are seen waiting), with no error screen.
 */
describe('the long-poll cut by a proxy', () => {
  const suite = useSuite({ JOB_HOLD_MS: '8000' });

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
    await completeReviewInPage(page, suite.server.baseUrl);
    await chooseOffer(page, 'en', false);
    await signAgreement(page, 'en', MEMBERS.maria, false);
    await page.waitForURL(`**${COMPLETED}`, { timeout: 45000 });
    // Processing, the offers, signing, then completed: no error screen on the way.
    expect(paths.filter((p) => !/^\/application\/(finalizing|confirmation)$/.test(p))).toEqual([
      '/application/review', '/application/processing', '/application/review-offer', '/application/sign', COMPLETED,
    ]);
    // The long-poll was tried, and cut, at the decision and after the signature.
    expect(cut).toContain('PROCESSING_APPLICATION');
    expect(cut.some((step) => step === 'AWAITING_SIGNATURE_CONFIRMATION' || step === 'FINALIZING_APPLICATION')).toBe(true);
  });
});

/**
 * The long-poll healthy, beside the cut one: a "proxy" only shortens the first wait to 3 s (as a
 * wait that reached its bound, answered unchanged by the server), and the decision comes 24 s
 * after it is asked for (JOB_HOLD_MS), so the second wait is in flight for about 20 s, more than
 * the 6 s the test needs even on a busy machine. Once a wait
 * has answered and the next is in flight, the page makes no GET application beside it: the 5-s
 * poll, which would ask three or four times in those 20 s, is paused.
 */
describe('the long-poll healthy: no 5-s poll beside it', () => {
  const suite = useSuite({ JOB_HOLD_MS: '24000' });

  it('en: from the first answer of a wait to the decision, only the wait is asked', async () => {
    const page = await suite.page('en');
    const polls: number[] = [];
    const waits: Array<{ at: number; status: number; step: string }> = [];
    let shortened = false;
    await page.route('**/application/wait?**', async (route: Route) => {
      if (shortened) return route.continue();
      shortened = true;
      await route.continue({ url: `${route.request().url()}&wait=3` });
    });
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/application')) polls.push(Date.now());
    });
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.endsWith('/application/wait')) return;
      const at = Date.now();
      const body = (await response.json().catch(() => ({}))) as { step?: string };
      waits.push({ at, status: response.status(), step: body.step ?? '?' });
    });
    await completeReviewInPage(page, suite.server.baseUrl);
    await page.waitForURL('**/application/review-offer', { timeout: 45000 });
    await expect.poll(() => waits.find((w) => w.step !== 'PROCESSING_APPLICATION')).toBeDefined();
    const [first] = waits;
    const decision = waits.find((w) => w.step !== 'PROCESSING_APPLICATION')!;
    // The first wait answered normally (unchanged) and the next one brought the decision.
    expect(first).toMatchObject({ status: 200, step: 'PROCESSING_APPLICATION' });
    expect(waits.indexOf(decision)).toBe(1);
    expect(decision.status).toBe(200);
    // Long enough for the 5-s poll to have asked, had it run.
    expect(decision.at - first.at).toBeGreaterThan(6000);
    expect(polls.filter((at) => at > first.at && at < decision.at)).toEqual([]);
  });
});
