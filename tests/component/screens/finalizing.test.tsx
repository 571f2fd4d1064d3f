// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import FinalizingScreen from '../../../src/screens/finalizing/FinalizingScreen';
import { application, calls, onApi, renderScreen, resetNetwork, schedule, setReducedMotion } from './harness';

const PATH = '/application/finalizing';
const PAYDAY = 'A payday loan would cost about $225.00 in fees';
const CREDIT_UNION = 'Your credit union loan costs $23.47';

function comparison(): HTMLElement {
  return screen.getByTestId('finalizing-comparison');
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderFinalizing(polling = false) {
  return renderScreen(<FinalizingScreen />, {
    path: PATH,
    application: application({ step: 'FINALIZING_APPLICATION', is_polling_step: polling, allowed_steps: ['FINALIZING_APPLICATION'] }),
  });
}

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
  sessionStorage.setItem('selected_loan_schedule', JSON.stringify(schedule()));
  vi.useFakeTimers({ shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
  setReducedMotion(null);
});

describe('Finalizing screen', () => {
  it('alternates every 6 s with a 300 ms fade between the payday and credit-union comparisons', async () => {
    setReducedMotion(false);
    renderFinalizing();
    expect(comparison()).toHaveTextContent(PAYDAY);
    await advance(5999);
    expect(comparison()).toHaveTextContent(PAYDAY);
    expect(comparison()).toHaveStyle({ opacity: '1' });
    await advance(1);
    expect(comparison()).toHaveStyle({ opacity: '0' });
    expect(comparison()).toHaveTextContent(PAYDAY);
    await advance(300);
    expect(comparison()).toHaveTextContent(CREDIT_UNION);
    expect(comparison()).toHaveStyle({ opacity: '1' });
    await advance(6000);
    expect(comparison()).toHaveTextContent(PAYDAY);
  });

  it('switches without fading when the user prefers reduced motion', async () => {
    setReducedMotion(true);
    renderFinalizing();
    await advance(6000);
    expect(comparison()).toHaveTextContent(CREDIT_UNION);
    expect(comparison()).toHaveStyle({ opacity: '1' });
  });

  it('moves on when the polled application names the next step', async () => {
    setReducedMotion(false);
    onApi('GET', 'application', { body: application({ step: 'APPLICATION_COMPLETED', is_polling_step: false }) });
    const view = renderFinalizing(true);
    expect(view.location()).toBe(PATH);
    await advance(4900);
    expect(calls).toHaveLength(0);
    await advance(100);
    for (let i = 0; i < 20 && view.location() === PATH; i += 1) await advance(50);
    expect(calls.filter((c) => c.method === 'GET' && c.path === 'application')).toHaveLength(1);
    expect(view.location()).toBe('/application-completed');
  });
});
