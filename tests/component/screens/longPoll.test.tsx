// @vitest-environment jsdom
import { loadHttpClient } from '../../../src/api/client';
import { act } from '@testing-library/react';
import ProcessingScreen from '../../../src/screens/processing/ProcessingScreen';
import FinalizingScreen from '../../../src/screens/finalizing/FinalizingScreen';
import { ApplicationGuard } from '../../../src/flow/ApplicationGuard';
import { isApplicationPollPaused, resumeApplicationPoll } from '../../../src/api/application';
import { WAIT_HEALTHY_MS, WAIT_TIMEOUT_MS } from '../../../src/api/applicationWait';
import flow from '../../../flows/microloan.flow.json';
import type { FlowStep } from '../../../src/core/flow/types';
import { apiError, application, callsTo, onApi, renderScreen, resetNetwork, schedule, type RenderedScreen, type StubAnswer } from './harness';

const PROCESSING = '/application/processing';
const FINALIZING = '/application/finalizing';
const OFFERS = '/application/review-offer';
const STEP = flow.steps.find((s) => s.step === 'PROCESSING_APPLICATION') as FlowStep;

const processing = () => application({ step: 'PROCESSING_APPLICATION', is_polling_step: true, allowed_steps: ['PROCESSING_APPLICATION'] });
const offers = () => application({ step: 'OFFER_REVIEW', is_polling_step: false, allowed_steps: ['OFFER_REVIEW'], loan_schedules: [schedule()] });

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Advances the clock in 50-ms steps until the screen leaves `path` or `ms` passed; answers the ms it took. */
async function untilLeaves(view: RenderedScreen, path: string, ms: number): Promise<number> {
  let spent = 0;
  while (view.location() === path && spent < ms) {
    await advance(50);
    spent += 50;
  }
  return spent;
}

function renderProcessing(): RenderedScreen {
  return renderScreen(<ProcessingScreen step={STEP} />, { path: PROCESSING, application: processing() });
}

/** The processing screen beside the guard, as in the app: two observers of the application, each with its 5-s poll. */
function renderGuarded(): RenderedScreen {
  return renderScreen(
    <>
      <ApplicationGuard />
      <ProcessingScreen step={STEP} />
    </>,
    { path: PROCESSING, application: processing() },
  );
}

/** A wait answered `answer` after `ms` (of the fake clock). */
const answersAfter = (ms: number, answer: StubAnswer) => () => new Promise<StubAnswer>((resolve) => setTimeout(() => resolve(answer), ms));
/** A wait whose connection a proxy resets after `ms`. */
const cutAfter = (ms: number) => () => new Promise<StubAnswer>((_resolve, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), ms));
/** A wait that never answers (the browser's timeout ends it). */
const held = () => new Promise<StubAnswer>(() => undefined);

// The HTTP library loads lazily (src/api/client.ts): loaded once before the fake clock runs, a busy machine cannot make the first call miss its fake time.
beforeAll(async () => {
  await loadHttpClient();
});

beforeEach(() => {
  resetNetwork();
  resumeApplicationPoll();
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the long-poll of the waiting screens, with the 5-s poll as fallback', () => {
  it('processing: the offers show as soon as the long-poll answers, before any 5-s poll', async () => {
    onApi('GET', 'application/wait', { body: offers() });
    onApi('GET', 'application', { body: processing() });
    const view = renderProcessing();
    const spent = await untilLeaves(view, PROCESSING, 4900);
    expect(view.location()).toBe(OFFERS);
    expect(spent).toBeLessThan(5000);
    expect(callsTo('GET', 'application')).toHaveLength(0);
    expect(callsTo('GET', 'application/wait')).toHaveLength(1);
  });

  it('an unchanged answer (the wait reached its bound) starts the next wait, which brings the offers', async () => {
    onApi('GET', 'application/wait', { body: processing() }, { body: offers() });
    onApi('GET', 'application', { body: processing() });
    const view = renderProcessing();
    await untilLeaves(view, PROCESSING, 4900);
    expect(view.location()).toBe(OFFERS);
    expect(callsTo('GET', 'application/wait')).toHaveLength(2);
    expect(callsTo('GET', 'application')).toHaveLength(0);
  });

  it('a long-poll cut by a proxy (the connection drops, every time): the 5-s poll brings the offers, no error shows', async () => {
    onApi('GET', 'application/wait', () => {
      throw new TypeError('Failed to fetch');
    });
    onApi('GET', 'application', { body: offers() });
    const view = renderProcessing();
    await advance(4900);
    expect(view.location()).toBe(PROCESSING);
    expect(callsTo('GET', 'application/wait').length).toBeGreaterThan(0);
    await untilLeaves(view, PROCESSING, 2000);
    expect(view.location()).toBe(OFFERS);
    expect(callsTo('GET', 'application')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/error|Something went wrong/i);
  });

  it('a long-poll a proxy holds without ever answering: the 5-s poll brings the offers', async () => {
    onApi('GET', 'application/wait', () => new Promise(() => undefined));
    onApi('GET', 'application', { body: offers() });
    const view = renderProcessing();
    await advance(4900);
    expect(view.location()).toBe(PROCESSING);
    await untilLeaves(view, PROCESSING, 2000);
    expect(view.location()).toBe(OFFERS);
  });

  it('a long-poll answered 502 by a proxy, then 401: the poll goes on and has the last word', async () => {
    onApi('GET', 'application/wait', apiError(502, 'BAD_GATEWAY'), apiError(401, 'SESSION_EXPIRED'));
    onApi('GET', 'application', { body: offers() });
    const view = renderProcessing();
    await untilLeaves(view, PROCESSING, 6000);
    expect(view.location()).toBe(OFFERS);
    expect(callsTo('GET', 'application')).toHaveLength(1);
  });

  it('finalizing: completed shows as soon as the long-poll answers', async () => {
    sessionStorage.setItem('selected_loan_schedule', JSON.stringify(schedule()));
    onApi('GET', 'application/wait', { body: application({ step: 'APPLICATION_COMPLETED', is_polling_step: false, allowed_steps: ['APPLICATION_COMPLETED'] }) });
    onApi('GET', 'application', { body: application({ step: 'FINALIZING_APPLICATION', is_polling_step: true }) });
    const view = renderScreen(<FinalizingScreen />, {
      path: FINALIZING,
      application: application({ step: 'FINALIZING_APPLICATION', is_polling_step: true, allowed_steps: ['FINALIZING_APPLICATION'] }),
    });
    await untilLeaves(view, FINALIZING, 4900);
    expect(view.location()).toBe('/application-completed');
    expect(callsTo('GET', 'application')).toHaveLength(0);
  });

  it('no long-poll off a polling step (manual review stops the polling)', async () => {
    const view = renderScreen(<ProcessingScreen step={STEP} />, {
      path: PROCESSING,
      application: application({ step: 'PROCESSING_APPLICATION', is_polling_step: false, outcome: { manual_review: true } }),
    });
    await advance(6000);
    expect(view.location()).toBe(PROCESSING);
    expect(callsTo('GET', 'application/wait')).toHaveLength(0);
  });
});

describe('the 5-s poll pauses while the long-poll is proven healthy', () => {
  it('a wait answered (unchanged) and the next one held: no GET application for 12 s, none until the hold and margin pass', async () => {
    onApi('GET', 'application/wait', answersAfter(3000, { body: processing() }), held);
    onApi('GET', 'application', { body: processing() });
    renderGuarded();
    await advance(3100);
    expect(callsTo('GET', 'application/wait')).toHaveLength(2);
    expect(isApplicationPollPaused()).toBe(true);
    await advance(12_000);
    expect(callsTo('GET', 'application')).toHaveLength(0);
    // The second wait, started at 3 s, is in flight longer than the server's hold and the margin:
    // no longer proven, the poll comes back (before the browser's own timeout ends the wait).
    expect(WAIT_HEALTHY_MS).toBeLessThan(WAIT_TIMEOUT_MS);
    await advance(3000 + WAIT_HEALTHY_MS + 100 - 15_100); // to 33.1 s
    expect(callsTo('GET', 'application/wait')).toHaveLength(2);
    expect(isApplicationPollPaused()).toBe(false);
    expect(callsTo('GET', 'application')).toHaveLength(0);
    await advance(5400); // to 38.5 s: the poll's GET at 38 s (the wait's timeout would bring one at 43 s)
    expect(callsTo('GET', 'application/wait')).toHaveLength(2);
    expect(callsTo('GET', 'application')).toHaveLength(1);
  });

  it('the held wait cut after a good answer: the poll is back at once, its next GET within 5 s brings the offers', async () => {
    onApi('GET', 'application/wait', answersAfter(3000, { body: processing() }), cutAfter(7000));
    onApi('GET', 'application', { body: offers() });
    const view = renderGuarded();
    await advance(9900);
    // A poll at 5 s would have brought the offers: there was none.
    expect(view.location()).toBe(PROCESSING);
    expect(callsTo('GET', 'application')).toHaveLength(0);
    expect(isApplicationPollPaused()).toBe(true);
    await advance(200); // the cut, at 10 s
    expect(isApplicationPollPaused()).toBe(false);
    const spent = await untilLeaves(view, PROCESSING, 6000);
    expect(view.location()).toBe(OFFERS);
    expect(spent).toBeLessThanOrEqual(5200);
    expect(callsTo('GET', 'application')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/error|Something went wrong/i);
  });

  it('a wait answered 502 after a good answer: the poll runs again, and the next wait must answer before it pauses again', async () => {
    onApi('GET', 'application/wait', answersAfter(3000, { body: processing() }), answersAfter(7000, apiError(502, 'BAD_GATEWAY')), held);
    onApi('GET', 'application', { body: processing() });
    renderGuarded();
    await advance(9900);
    expect(isApplicationPollPaused()).toBe(true);
    expect(callsTo('GET', 'application')).toHaveLength(0);
    await advance(200); // the 502, at 10 s
    expect(isApplicationPollPaused()).toBe(false);
    await advance(5200);
    // The third wait (from 12 s) is in flight but has not answered: the poll goes on.
    expect(callsTo('GET', 'application/wait')).toHaveLength(3);
    expect(isApplicationPollPaused()).toBe(false);
    expect(callsTo('GET', 'application')).toHaveLength(1);
  });

  it('before any wait answered, the 5-s poll runs (a wait held from the start silences nothing)', async () => {
    onApi('GET', 'application/wait', held);
    onApi('GET', 'application', { body: processing() });
    renderGuarded();
    await advance(10_500);
    expect(callsTo('GET', 'application/wait')).toHaveLength(1);
    expect(isApplicationPollPaused()).toBe(false);
    expect(callsTo('GET', 'application')).toHaveLength(2);
  });

  it('leaving the screen ends the pause: the poll\'s own rule applies again', async () => {
    onApi('GET', 'application/wait', answersAfter(3000, { body: processing() }), held);
    onApi('GET', 'application', { body: processing() });
    const view = renderGuarded();
    await advance(3100);
    expect(isApplicationPollPaused()).toBe(true);
    view.unmount();
    expect(isApplicationPollPaused()).toBe(false);
  });
});
