// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import ProcessingScreen from '../../../src/screens/processing/ProcessingScreen';
import flow from '../../../flows/microloan.flow.json';
import type { FlowStep } from '../../../src/core/flow/types';
import { application, onApi, renderScreen, resetNetwork } from './harness';

const PATH = '/application/processing';
const STEP = flow.steps.find((s) => s.step === 'PROCESSING_APPLICATION') as FlowStep;

beforeEach(() => resetNetwork());

describe('Processing screen', () => {
  it('shows a spinner message while the application is processed', () => {
    renderScreen(<ProcessingScreen step={STEP} />, {
      path: PATH,
      application: application({ step: 'PROCESSING_APPLICATION', is_polling_step: false }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Processing your application' })).toHaveFocus();
    expect(screen.getByText(/Please wait while we review your application/)).toHaveAttribute('role', 'status');
  });

  it('follows the application to its new step', async () => {
    const view = renderScreen(<ProcessingScreen step={STEP} />, {
      path: PATH,
      application: application({ step: 'OFFER_REVIEW', is_polling_step: false }),
    });
    await waitFor(() => expect(view.location()).toBe('/application/review-offer'));
  });

  it('tells the applicant about a manual review', () => {
    onApi('GET', 'application', { body: application({ step: 'PROCESSING_APPLICATION', is_polling_step: true }) });
    renderScreen(<ProcessingScreen step={STEP} />, {
      path: PATH,
      application: application({ step: 'PROCESSING_APPLICATION', is_polling_step: true, outcome: { manual_review: true } }),
    });
    expect(screen.getByText('Your application is under review. We will notify you when a decision has been made.')).toBeInTheDocument();
  });

  it('gives the short reference to quote under manual review', () => {
    onApi('GET', 'application', { body: application({ step: 'PROCESSING_APPLICATION', is_polling_step: false, outcome: { manual_review: true } }) });
    renderScreen(<ProcessingScreen step={STEP} />, {
      path: PATH,
      application: application({ step: 'PROCESSING_APPLICATION', is_polling_step: false, reference: 'PAL-R3V1-3W', outcome: { manual_review: true } }),
    });
    expect(screen.getByTestId('application-reference')).toHaveTextContent(/^Application reference: PAL-R3V1-3W$/);
  });
});
