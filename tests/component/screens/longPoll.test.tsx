// @vitest-environment jsdom
import { loadHttpClient } from '../../../src/api/client';
import { act } from '@testing-library/react';
import ProcessingScreen from '../../../src/screens/processing/ProcessingScreen';
import FinalizingScreen from '../../../src/screens/finalizing/FinalizingScreen';
import flow from '../../../flows/microloan.flow.json';
import type { FlowStep } from '../../../src/core/flow/types';
import { apiError, application, callsTo, onApi, renderScreen, resetNetwork, schedule, type RenderedScreen } from './harness';

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

// The HTTP library loads lazily (src/api/client.ts): loaded once before the fake clock runs, a busy machine cannot make the first call miss its fake time.
beforeAll(async () => {
  await loadHttpClient();
});

beforeEach(() => {
  resetNetwork();
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
