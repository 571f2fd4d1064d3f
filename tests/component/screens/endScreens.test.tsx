// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import DeniedScreen from '../../../src/screens/denied/DeniedScreen';
import CanceledScreen from '../../../src/screens/canceled/CanceledScreen';
import OfferDeclinedScreen from '../../../src/screens/offerDeclined/OfferDeclinedScreen';
import ProcessingErrorScreen from '../../../src/screens/errors/ProcessingErrorScreen';
import GenericErrorScreen from '../../../src/screens/errors/GenericErrorScreen';
import { BRAND } from '../../../src/services/brand';
import { application, renderScreen, resetNetwork } from './harness';

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
});

describe('Denied screen', () => {
  it('lists the translated reasons, the 7-day wait and the stored short reference', () => {
    sessionStorage.setItem('applicationId', 'APP-42');
    sessionStorage.setItem('applicationReference', 'PAL-42AB-7C');
    renderScreen(<DeniedScreen />, {
      path: '/application-denied',
      application: application({ step: 'APPLICATION_DENIED', reference: undefined, outcome: { reasons: ['DELINQUENT', 'INSUFFICIENT_INCOME'] } }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const list = screen.getByRole('list');
    expect(within(list).getByText('An account of yours is past due.')).toBeInTheDocument();
    expect(within(list).getByText('Your income is not enough for this loan.')).toBeInTheDocument();
    expect(screen.getByText('You may apply again after 7 days.')).toBeInTheDocument();
    expect(screen.getByTestId('application-reference')).toHaveTextContent(/^Application reference: PAL-42AB-7C$/);
    expect(screen.queryByText(/APP-42/)).toBeNull();
  });

  it('lists the reasons without the general message (the title already says it)', () => {
    renderScreen(<DeniedScreen />, {
      path: '/application-denied',
      application: application({ step: 'APPLICATION_DENIED', outcome: { reasons: ['DELINQUENT'] } }),
    });
    expect(screen.queryByText('We are unable to offer you a loan at this time.')).toBeNull();
    expect(within(screen.getByRole('list')).getByText('An account of yours is past due.')).toBeInTheDocument();
  });

  it('says the general message when the outcome gives no reason', () => {
    renderScreen(<DeniedScreen />, { path: '/application-denied', application: application({ step: 'APPLICATION_DENIED' }) });
    expect(screen.getByText('We are unable to offer you a loan at this time.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('You may apply again after 7 days.')).toBeInTheDocument();
  });

  it('shows the no-checking-account message for NO_CHECKING_ACCOUNT once, not again as a listed reason', () => {
    renderScreen(<DeniedScreen />, {
      path: '/application-denied',
      application: application({ step: 'APPLICATION_DENIED', outcome: { reasons: ['NO_CHECKING_ACCOUNT'] } }),
    });
    expect(screen.getByText(/You need a checking account with us/)).toBeInTheDocument();
    expect(screen.queryByText('You do not have a checking account with us.')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getAllByText(/apply again/)).toHaveLength(1);
  });

  it('says each thing once for NOT_ELIGIBLE, in Spanish: the reason, then the 7-day wait', () => {
    const view = renderScreen(<DeniedScreen />, {
      path: '/application-denied',
      language: 'es',
      application: application({ step: 'APPLICATION_DENIED', outcome: { reasons: ['NOT_ELIGIBLE'] } }),
    });
    expect(screen.getAllByText('No es elegible para este préstamo en este momento.')).toHaveLength(1);
    expect(screen.queryByText('Las razones principales de nuestra decisión:')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getAllByText('Puede volver a solicitarlo después de 7 días.')).toHaveLength(1);
    const sentences = [...view.container.querySelectorAll('p')].map((p) => p.textContent);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('names the day from which a new application can succeed, as a long date in English, with the help panel', () => {
    renderScreen(<DeniedScreen />, {
      path: '/application-denied',
      application: application({ step: 'APPLICATION_DENIED', outcome: { reasons: ['MEMBERSHIP_TOO_RECENT'], reapply_on: '2026-12-21' } }),
    });
    expect(screen.getByText('You may apply again on or after December 21, 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/after 7 days/)).toBeNull();
    const help = screen.getByRole('complementary', { name: 'Need help?' });
    expect(within(help).getByRole('link', { name: BRAND.support.phone })).toBeInTheDocument();
    expect(within(help).getByText(`Hours: ${BRAND.support.hours.en}`)).toBeInTheDocument();
  });

  it('names the day in Spanish, with the help panel in Spanish', () => {
    renderScreen(<DeniedScreen />, {
      path: '/application-denied',
      language: 'es',
      application: application({ step: 'APPLICATION_DENIED', outcome: { reasons: ['MEMBERSHIP_TOO_RECENT'], reapply_on: '2026-12-21' } }),
    });
    expect(screen.getByText('Puede volver a solicitar a partir del 21 de diciembre de 2026.')).toBeInTheDocument();
    const help = screen.getByRole('complementary', { name: '¿Necesita ayuda?' });
    expect(within(help).getByText(`Horario: ${BRAND.support.hours.es}`)).toBeInTheDocument();
  });

  it('keeps other reasons listed beside the lead one', () => {
    renderScreen(<DeniedScreen />, {
      path: '/application-denied',
      application: application({ step: 'APPLICATION_DENIED', outcome: { reasons: ['NO_CHECKING_ACCOUNT', 'DELINQUENT'] } }),
    });
    const items = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['An account of yours is past due.']);
  });
});

describe('Canceled and offer-declined screens', () => {
  it('Canceled offers a new application at /apply', () => {
    const view = renderScreen(<CanceledScreen />, { path: '/application-canceled' });
    fireEvent.click(screen.getByRole('button', { name: 'Start a new application' }));
    expect(view.location()).toBe('/apply');
  });

  it('Canceled says the application was canceled (US spelling)', () => {
    renderScreen(<CanceledScreen />, { path: '/application-canceled' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your application was canceled' })).toBeInTheDocument();
    expect(screen.getByText('Your loan application has been canceled. You can start a new application at any time.')).toBeInTheDocument();
    expect(screen.queryByText(/timed out/)).toBeNull();
  });

  it('Canceled after a timeout says the session timed out, in both languages', () => {
    const view = renderScreen(<CanceledScreen />, { path: '/application-canceled?reason=timeout' });
    expect(screen.getByText(/^Your session timed out, so we canceled your application/)).toBeInTheDocument();
    expect(screen.queryByText(/has been canceled/)).toBeNull();
    view.unmount();
    renderScreen(<CanceledScreen />, { path: '/application-canceled?reason=timeout', language: 'es' });
    expect(screen.getByText(/^Su sesión expiró, así que cancelamos su solicitud/)).toBeInTheDocument();
  });

  it('Offer declined says the window may be closed', () => {
    renderScreen(<OfferDeclinedScreen />, { path: '/offer-declined' });
    expect(screen.getByText('Your loan application was canceled. You may close this window.')).toBeInTheDocument();
  });
});

describe('Error screens', () => {
  it('Processing error: message, online banking in a new tab and the help panel', () => {
    renderScreen(<ProcessingErrorScreen />, { path: '/processing-error' });
    expect(screen.getByText('We encountered an error with the data you entered.')).toBeInTheDocument();
    const banking = screen.getByRole('link', { name: 'Go to online banking' });
    expect(banking).toHaveAttribute('href', BRAND.onlineBankingUrl);
    expect(banking).toHaveAttribute('target', '_blank');
    expect(banking.getAttribute('rel')).toContain('noopener');
    const help = screen.getByRole('complementary', { name: 'Need help?' });
    expect(within(help).getByRole('link', { name: BRAND.support.phone })).toHaveAttribute(
      'href',
      `tel:${BRAND.support.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(help).getByText(`Hours: ${BRAND.support.hours.en}`)).toBeInTheDocument();
  });

  it('Processing error shows the short reference of the application in the tab', () => {
    renderScreen(<ProcessingErrorScreen />, {
      path: '/processing-error',
      application: application({ step: 'APPLICATION_PROCESSING_ERROR', reference: 'PAL-3RR0-R5' }),
    });
    expect(screen.getByTestId('application-reference')).toHaveTextContent(/^Application reference: PAL-3RR0-R5$/);
  });

  it('Generic error shows the short reference from the search parameters (not the id) and the help panel', () => {
    renderScreen(<GenericErrorScreen />, { path: '/error?reference=PAL-9K2M-4D&applicationId=11111111-2222-3333-4444-555555555555' });
    expect(screen.getByTestId('application-reference')).toHaveTextContent(/^Application reference: PAL-9K2M-4D$/);
    expect(screen.getByRole('complementary', { name: 'Need help?' })).toBeInTheDocument();
  });

  it('Generic error of a link from before references existed shows its application id', () => {
    renderScreen(<GenericErrorScreen />, { path: '/error?applicationId=APP-9' });
    expect(screen.getByTestId('application-reference')).toHaveTextContent('Application reference: APP-9');
    expect(screen.getByRole('complementary', { name: 'Need help?' })).toBeInTheDocument();
  });

  it('Generic error without a known application shows no reference', () => {
    renderScreen(<GenericErrorScreen />, { path: '/error' });
    expect(screen.queryByText(/Application reference/)).toBeNull();
    expect(screen.queryByText('Invalid route')).toBeNull();
  });

  it('Generic error says "Invalid route" when the server named a step the flow lacks', () => {
    renderScreen(<GenericErrorScreen />, { path: '/error?reason=invalid_route' });
    expect(screen.getByText('Invalid route')).toBeInTheDocument();
  });
});
