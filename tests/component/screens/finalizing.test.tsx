// @vitest-environment jsdom
import { loadHttpClient } from '../../../src/api/client';
import { act, screen } from '@testing-library/react';
import FinalizingScreen from '../../../src/screens/finalizing/FinalizingScreen';
import { apiError, application, calls, callsTo, onApi, renderScreen, resetNetwork, schedule } from './harness';

const PATH = '/application/finalizing';
const PAYDAY = 'A payday loan would cost about $225.00 in fees';
const CREDIT_UNION = 'Your credit union loan costs $23.47';

function comparison(): HTMLElement {
  return screen.getByTestId('finalizing-comparison');
}

function bar(name: 'payday' | 'creditUnion'): HTMLElement {
  const row = comparison().querySelector(`[data-bar="${name}"]`);
  const fill = row?.lastElementChild?.firstElementChild;
  if (!(fill instanceof HTMLElement)) throw new Error(`no ${name} bar`);
  return fill;
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

// The HTTP library loads lazily (src/api/client.ts): loaded once before the fake clock runs, a busy machine cannot make the first call miss its fake time.
beforeAll(async () => {
  await loadHttpClient();
});

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
  sessionStorage.setItem('selected_loan_schedule', JSON.stringify(schedule()));
  vi.useFakeTimers({ shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Finalizing screen', () => {
  it('shows the payday cost and the finance charge side by side on one scale, with the saving', () => {
    renderFinalizing();
    const chart = screen.getByRole('img', { name: `${PAYDAY}. ${CREDIT_UNION}.` });
    expect(chart).toHaveTextContent('Payday loan fees$225.00');
    expect(chart).toHaveTextContent('Your finance charge$23.47');
    expect(bar('payday')).toHaveStyle({ width: '100%' });
    expect(bar('creditUnion')).toHaveStyle({ width: '10.4%' });
    expect(comparison()).toHaveTextContent('You save $201.53');
  });

  it('keeps both costs on screen (nothing rotates them away)', async () => {
    renderFinalizing();
    await advance(12_600);
    expect(screen.getByRole('img', { name: `${PAYDAY}. ${CREDIT_UNION}.` })).toBeInTheDocument();
  });

  it('says it in Spanish, and leaves the saving out when there is none', () => {
    sessionStorage.setItem('selected_loan_schedule', JSON.stringify(schedule({ loan_savings: 0 })));
    renderScreen(<FinalizingScreen />, {
      path: PATH,
      language: 'es',
      application: application({ step: 'FINALIZING_APPLICATION', allowed_steps: ['FINALIZING_APPLICATION'] }),
    });
    const chart = screen.getByRole('img', { name: /Un préstamo de día de pago costaría unos \$225\.00 en cargos\. El cargo financiero .* es \$23\.47\./ });
    expect(chart).toHaveTextContent('Su cargo financiero$23.47');
    expect(comparison()).not.toHaveTextContent(/ahorra/);
  });

  it('states the basis of the payday figure from the product file, in both languages', () => {
    const basis = { fee_per_100: 15, period_days: 14, rolled_over: true };
    sessionStorage.setItem('selected_loan_schedule', JSON.stringify(schedule({ payday_basis: basis })));
    const view = renderFinalizing();
    expect(comparison()).toHaveTextContent('The payday loan figure assumes $15 per $100 every two weeks, renewed until paid.');
    view.unmount();
    renderScreen(<FinalizingScreen />, {
      path: PATH,
      language: 'es',
      application: application({ step: 'FINALIZING_APPLICATION', allowed_steps: ['FINALIZING_APPLICATION'] }),
    });
    expect(comparison()).toHaveTextContent('La cifra del préstamo de día de pago supone $15 por cada $100 cada dos semanas, renovado hasta pagarlo.');
  });

  it('says another period in days, and a payday loan paid once without renewals', () => {
    sessionStorage.setItem('selected_loan_schedule', JSON.stringify(schedule({ payday_basis: { fee_per_100: 17.5, period_days: 30, rolled_over: false } })));
    renderFinalizing();
    expect(comparison()).toHaveTextContent('The payday loan figure assumes $17.50 per $100 for 30 days.');
    expect(comparison()).not.toHaveTextContent(/renewed/);
  });

  it('moves on when the polled application names the next step (the long-poll refused: the 5-s poll alone)', async () => {
    onApi('GET', 'application', { body: application({ step: 'APPLICATION_COMPLETED', is_polling_step: false }) });
    onApi('GET', 'application/wait', apiError(404, 'NOT_FOUND'));
    const view = renderFinalizing(true);
    expect(view.location()).toBe(PATH);
    await advance(4900);
    expect(callsTo('GET', 'application')).toHaveLength(0);
    await advance(100);
    for (let i = 0; i < 20 && view.location() === PATH; i += 1) await advance(50);
    expect(calls.filter((c) => c.method === 'GET' && c.path === 'application')).toHaveLength(1);
    expect(view.location()).toBe('/application-completed');
    expect(callsTo('GET', 'application/wait').length).toBeGreaterThan(0);
  });
});
