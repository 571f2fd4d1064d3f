// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import CompletedScreen from '../../../src/screens/completed/CompletedScreen';
import { BRAND } from '../../../src/services/brand';
import { application, renderScreen, resetNetwork, schedule, setReducedMotion } from './harness';

const PATH = '/application-completed';

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
  setReducedMotion(true);
});

afterEach(() => setReducedMotion(null));

describe('Completed screen', () => {
  it('shows the title, the deposit note, the short reference (not the 36-character id) and a link to online banking', () => {
    const id = '0f6c1d2e-3b4a-4c5d-8e9f-a0b1c2d3e4f5';
    renderScreen(<CompletedScreen />, {
      path: PATH,
      application: application({ step: 'APPLICATION_COMPLETED', application_id: id, reference: 'PAL-7Q4K-2M', selected_loan_schedule: schedule() }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your loan is funded!');
    expect(screen.getByText(`Funds have been deposited into your ${BRAND.institutionName} account; they may take a few minutes to show.`)).toBeInTheDocument();
    expect(screen.getByTestId('application-reference')).toHaveTextContent(/^Application reference: PAL-7Q4K-2M$/);
    expect(screen.queryByText(new RegExp(id))).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to online banking' })).toHaveAttribute('href', BRAND.onlineBankingUrl);
  });

  it('says how much was saved when the selected schedule has loan_savings above 0', () => {
    renderScreen(<CompletedScreen />, {
      path: PATH,
      application: application({ step: 'APPLICATION_COMPLETED', selected_loan_schedule: schedule({ loan_savings: 201.53 }) }),
    });
    expect(screen.getByText('You saved $201.53 compared with a payday loan')).toBeInTheDocument();
  });

  it('has no savings line when loan_savings is 0', () => {
    renderScreen(<CompletedScreen />, {
      path: PATH,
      application: application({ step: 'APPLICATION_COMPLETED', selected_loan_schedule: schedule({ loan_savings: 0 }) }),
    });
    expect(screen.queryByText(/You saved/)).toBeNull();
  });

  it('falls back to session storage for the reference and the selected schedule', () => {
    sessionStorage.setItem('applicationId', 'APP-FROM-SESSION');
    sessionStorage.setItem('applicationReference', 'PAL-5E55-10');
    sessionStorage.setItem('selected_loan_schedule', JSON.stringify(schedule({ loan_savings: 12 })));
    renderScreen(<CompletedScreen />, { path: PATH });
    expect(screen.getByTestId('application-reference')).toHaveTextContent(/^Application reference: PAL-5E55-10$/);
    expect(screen.getByText('You saved $12.00 compared with a payday loan')).toBeInTheDocument();
  });

  it('shows the id of a tab from before references existed (only the id in session storage)', () => {
    sessionStorage.setItem('applicationId', 'APP-FROM-SESSION');
    renderScreen(<CompletedScreen />, { path: PATH });
    expect(screen.getByTestId('application-reference')).toHaveTextContent('Application reference: APP-FROM-SESSION');
  });

  it('says "Referencia de la solicitud" in Spanish, the reference on one line', () => {
    renderScreen(<CompletedScreen />, { path: PATH, language: 'es', application: application({ step: 'APPLICATION_COMPLETED' }) });
    const line = screen.getByTestId('application-reference');
    expect(line).toHaveTextContent(/^Referencia de la solicitud: PAL-7Q4K-2M$/);
    expect(getComputedStyle(within(line).getByText('PAL-7Q4K-2M')).whiteSpace).toBe('nowrap');
  });

  it('draws no confetti canvas when the user prefers reduced motion', async () => {
    renderScreen(<CompletedScreen />, { path: PATH });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('canvas')).toBeNull();
  });
});
