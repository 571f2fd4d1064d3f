// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import OtpVerifyScreen from '../../../src/screens/otp/OtpVerifyScreen';
import ReviewScreen from '../../../src/screens/review/ReviewScreen';
import OfferReviewScreen from '../../../src/screens/offer/OfferReviewScreen';
import DeniedScreen from '../../../src/screens/denied/DeniedScreen';
import ProcessingErrorScreen from '../../../src/screens/errors/ProcessingErrorScreen';
import CompletedScreen from '../../../src/screens/completed/CompletedScreen';
import { application, onApi, renderScreen, resetNetwork, schedule, setReducedMotion } from './harness';

/** axe violations of the page (colour contrast cannot be computed in jsdom). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const offerApp = application({
  step: 'OFFER_REVIEW',
  loan_schedules: [schedule({ offer_id: 'a' }), schedule({ offer_id: 'b', number_of_payments: 6 })],
  selected_offer_id: 'a',
  selected_loan_schedule: schedule({ offer_id: 'a' }),
  is_automatic_payments_enabled: true,
  automatic_payment_apr_discount: 0.005,
});

const cases: Array<[string, string, () => ReactElement, ReturnType<typeof application> | undefined]> = [
  ['OTP verify', '/otp', () => <OtpVerifyScreen />, undefined],
  ['review', '/application/review', () => <ReviewScreen />, application({ loan_purpose: 'OTHER', loan_purpose_other_reason: 'Car' })],
  ['offer review', '/application/review-offer', () => <OfferReviewScreen />, offerApp],
  ['denied', '/application-denied', () => <DeniedScreen />, application({ outcome: { reasons: ['DELINQUENT'] } })],
  ['processing error', '/processing-error', () => <ProcessingErrorScreen />, undefined],
  ['completed', '/application-completed', () => <CompletedScreen />, offerApp],
];

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
  sessionStorage.setItem('otp_token', 'tok');
  onApi('POST', 'application/otp/verify-token', { body: { phone_number_last_4: '1234' } });
  setReducedMotion(true);
});

afterEach(() => setReducedMotion(null));

describe('screen accessibility (axe)', () => {
  it.each(cases)('the %s screen has no violations and one h1', async (_name, path, ui, app) => {
    renderScreen(ui(), { path, application: app });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
