// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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
  it('shows the title, the deposit note, the reference and a link to online banking', () => {
    renderScreen(<CompletedScreen />, {
      path: PATH,
      application: application({ step: 'APPLICATION_COMPLETED', application_id: 'APP-777', selected_loan_schedule: schedule() }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your loan is funded!');
    expect(screen.getByText(`Funds have been deposited into your ${BRAND.institutionName} account; they may take a few minutes to show.`)).toBeInTheDocument();
    expect(screen.getByText('Application reference: APP-777')).toBeInTheDocument();
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
    sessionStorage.setItem('selected_loan_schedule', JSON.stringify(schedule({ loan_savings: 12 })));
    renderScreen(<CompletedScreen />, { path: PATH });
    expect(screen.getByText('Application reference: APP-FROM-SESSION')).toBeInTheDocument();
    expect(screen.getByText('You saved $12.00 compared with a payday loan')).toBeInTheDocument();
  });

  it('draws no confetti canvas when the user prefers reduced motion', async () => {
    renderScreen(<CompletedScreen />, { path: PATH });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('canvas')).toBeNull();
  });
});
