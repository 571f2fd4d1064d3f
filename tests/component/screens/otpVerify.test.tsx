// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import OtpVerifyScreen from '../../../src/screens/otp/OtpVerifyScreen';
import { APPLICATION_KEY } from '../../../src/api/application';
import { apiError, application, callsTo, onApi, renderScreen, resetNetwork } from './harness';

const TOKEN = 'otp-token-abc';

function boxes(): HTMLInputElement[] {
  return within(screen.getByRole('group')).getAllByRole('textbox') as HTMLInputElement[];
}

function typeCode(code: string) {
  code.split('').forEach((digit, index) => fireEvent.change(boxes()[index], { target: { value: digit } }));
}

function renderOtp() {
  return renderScreen(<OtpVerifyScreen />, { path: '/otp' });
}

async function enterCodeAndVerify(code = '123456') {
  await screen.findByText(/•••• 1234/);
  typeCode(code);
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
  sessionStorage.setItem('otp_token', TOKEN);
  onApi('POST', 'application/otp/verify-token', { body: { phone_number_last_4: '1234' } });
});

describe('OTP verify screen', () => {
  it('goes back to /apply when no token is stored', async () => {
    sessionStorage.clear();
    const view = renderOtp();
    await waitFor(() => expect(view.location()).toBe('/apply'));
    expect(callsTo('POST', 'application/otp/verify-token')).toHaveLength(0);
  });

  it('checks the token on entry and shows the last four digits of the phone', async () => {
    renderOtp();
    expect(await screen.findByText(/•••• 1234/)).toBeInTheDocument();
    expect(callsTo('POST', 'application/otp/verify-token')).toEqual([
      { method: 'POST', path: 'application/otp/verify-token', body: { otp_token: TOKEN } },
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows the invalid-token toast and goes to /apply when the token check fails', async () => {
    onApi('POST', 'application/otp/verify-token', apiError(400, 'OTP_INVALID_TOKEN'));
    const view = renderOtp();
    expect(await screen.findByText('Invalid one-time code token')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/apply'));
  });

  it('keeps Verify disabled until all six digits are in', async () => {
    renderOtp();
    await screen.findByText(/•••• 1234/);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    typeCode('12345');
    expect(verify).toBeDisabled();
    expect(screen.getByText('Please enter all 6 digits')).toBeInTheDocument();
    typeCode('123456');
    expect(verify).toBeEnabled();
  });

  it('verifies the code, stores the application, drops the token and follows the server step', async () => {
    const next = application({ step: 'LOAN_AMOUNT' });
    onApi('POST', 'application/otp/verify', { body: next });
    const view = renderOtp();
    await enterCodeAndVerify('654321');
    await waitFor(() => expect(view.location()).toBe('/application/loan-amount'));
    const [call] = callsTo('POST', 'application/otp/verify');
    expect(call.body).toMatchObject({ otp_token: TOKEN, code: '654321', language: 'en' });
    expect(typeof (call.body as { visitor_id: unknown }).visitor_id).toBe('string');
    expect(sessionStorage.getItem('otp_token')).toBeNull();
    expect(view.queryClient.getQueryData(APPLICATION_KEY)).toMatchObject({ step: 'LOAN_AMOUNT' });
  });

  it('shows the invalid-code message inline and clears the boxes on OTP_INVALID_CODE', async () => {
    onApi('POST', 'application/otp/verify', apiError(400, 'OTP_INVALID_CODE'));
    const view = renderOtp();
    await enterCodeAndVerify();
    expect(await screen.findByText('Invalid one-time code. Please check the code and try again')).toBeInTheDocument();
    await waitFor(() => expect(boxes().map((b) => b.value).join('')).toBe(''));
    expect(view.location()).toBe('/otp');
  });

  it.each([
    ['OTP_INVALID_TOKEN', 'Invalid one-time code token'],
    ['OTP_SESSION_EXPIRED', 'One-time code session expired'],
    ['OTP_MAX_ATTEMPTS_EXCEEDED', 'Maximum one-time code attempts exceeded'],
  ])('on %s shows a toast and goes to /apply', async (code, message) => {
    onApi('POST', 'application/otp/verify', apiError(400, code));
    const view = renderOtp();
    await enterCodeAndVerify();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/apply'));
    expect(sessionStorage.getItem('otp_token')).toBeNull();
  });

  it('goes to the processing-error page on PROCESSING_ERROR', async () => {
    onApi('POST', 'application/otp/verify', apiError(500, 'PROCESSING_ERROR'));
    const view = renderOtp();
    await enterCodeAndVerify();
    await waitFor(() => expect(view.location()).toBe('/processing-error'));
  });

  it('shows the generic message inline and clears the boxes on any other error', async () => {
    onApi('POST', 'application/otp/verify', apiError(500, 'INTERNAL_ERROR'));
    const view = renderOtp();
    await enterCodeAndVerify();
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    await waitFor(() => expect(boxes().map((b) => b.value).join('')).toBe(''));
    expect(view.location()).toBe('/otp');
  });

  it('cancel drops the token and goes back to /apply', async () => {
    const view = renderOtp();
    await screen.findByText(/•••• 1234/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.location()).toBe('/apply'));
    expect(sessionStorage.getItem('otp_token')).toBeNull();
  });
});

describe('OTP resend', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears the boxes, says a new code was sent and waits 30 s before the next resend', async () => {
    onApi('POST', 'application/otp/resend', { body: {} });
    renderOtp();
    await screen.findByText(/•••• 1234/);
    typeCode('12');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    fireEvent.click(resend);
    expect(await screen.findByText('A new code has been sent')).toBeInTheDocument();
    expect(callsTo('POST', 'application/otp/resend')[0].body).toEqual({ otp_token: TOKEN, language: 'en' });
    await waitFor(() => expect(boxes().map((b) => b.value).join('')).toBe(''));
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can request a new code in 30 seconds')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText(/in 2\d seconds/)).toBeInTheDocument();
    expect(resend).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/You can request a new code/)).toBeNull();
  });

  it('counts down from the seconds the token check answers, with Resend disabled from the first second', async () => {
    onApi('POST', 'application/otp/verify-token', { body: { phone_number_last_4: '1234', resend_available_in_seconds: 27 } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderOtp();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(await screen.findByText('You can request a new code in 27 seconds')).toBeInTheDocument();
    expect(resend).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(27_000);
    });
    expect(resend).toBeEnabled();
    expect(callsTo('POST', 'application/otp/resend')).toHaveLength(0);
  });

  it('a cooldown answer restarts the countdown from retry_after_seconds and shows no error', async () => {
    onApi('POST', 'application/otp/resend', {
      status: 429,
      body: { error: { message: 'Please wait before asking for a new code.', status_code: 429, error_code: 'OTP_RESEND_COOLDOWN', details: { retry_after_seconds: 12 } } },
    });
    renderOtp();
    await screen.findByText(/•••• 1234/);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('You can request a new code in 12 seconds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.queryByText(/Could not resend/)).toBeNull();
    expect(screen.queryByText(/Please wait before/)).toBeNull();
  });

  it('goes to /apply when the token expired (OTP_TOKEN_EXPIRED)', async () => {
    onApi('POST', 'application/otp/resend', apiError(400, 'OTP_TOKEN_EXPIRED'));
    const view = renderOtp();
    await screen.findByText(/•••• 1234/);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(view.location()).toBe('/apply'));
  });

  it('says the code could not be resent on any other error', async () => {
    onApi('POST', 'application/otp/resend', apiError(500, 'FAILED_TO_SEND_OTP'));
    const view = renderOtp();
    await screen.findByText(/•••• 1234/);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Could not resend one-time code. Please try again later')).toBeInTheDocument();
    expect(view.location()).toBe('/otp');
  });
});
