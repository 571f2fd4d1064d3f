// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import OtpVerifyScreen from '../../../src/screens/otp/OtpVerifyScreen';
import ReviewScreen from '../../../src/screens/review/ReviewScreen';
import { flowOf } from '../../../src/flow/flows';
import { application, onApi, renderScreen, resetNetwork } from './harness';

const REVIEW = flowOf('microloan').steps.find((s) => s.step === 'USER_REVIEW');
const OPTIONS = { back: 'DEPOSIT_ACCOUNT_SELECTION', submit: 'application/complete-review' };

function renderReview() {
  return renderScreen(<ReviewScreen step={REVIEW} options={OPTIONS} />, { path: '/application/review', application: application() });
}

async function renderOtp() {
  sessionStorage.setItem('otp_token', 'otp-token-abc');
  onApi('POST', 'application/otp/verify-token', { body: { phone_number_last_4: '1234' } });
  renderScreen(<OtpVerifyScreen />, { path: '/otp' });
  await screen.findByText(/•••• 1234/);
}

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
});

/** Griffel's classes are atomic: two buttons with the same class list look the same. */
const classesOf = (element: HTMLElement) => [...element.classList].sort().join(' ');

describe('the applicant screens look alike (layout structure)', () => {
  it('Cancel is the same text button on the review and the code screen, unlike Back (outlined)', async () => {
    renderReview();
    const reviewCancel = classesOf(screen.getByRole('button', { name: 'Cancel' }));
    const back = classesOf(screen.getByRole('button', { name: 'Back' }));
    cleanup();
    await renderOtp();
    const otpCancel = classesOf(screen.getByRole('button', { name: 'Cancel' }));
    expect(otpCancel).toBe(reviewCancel);
    expect(otpCancel).not.toBe(back);
  });

  it('Resend is a link-styled button on the code screen (its text lines up with the boxes, no button padding)', async () => {
    await renderOtp();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend.tagName).toBe('BUTTON');
    expect(resend).toHaveClass('fui-Link');
    expect(resend).not.toHaveClass('fui-Button');
  });

  it('"Step 5 of 5" and the title are one block on the review, as on the form steps (the column\'s gap is not between them)', () => {
    renderReview();
    const progress = screen.getByText('Step 5 of 5');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(progress.parentElement).toBe(heading.parentElement);
    expect(progress.parentElement?.tagName).toBe('DIV');
    expect(progress.parentElement?.parentElement?.tagName).toBe('SECTION');
  });
});
