// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import SignScreen from '../../../src/screens/sign/SignScreen';
import { APPLICATION_KEY } from '../../../src/api/application';
import { application, callsTo, onApi, renderScreen, resetNetwork } from './harness';

const PATH = '/application/sign';
const SIGNING_URL = 'https://sign.example.test/ceremony/abc?token=1';
const SIGNING_ORIGIN = 'https://sign.example.test';

/** The signing frame's window (the default sender of the posted messages). */
function frameWindow(): Window {
  return (screen.getByTitle(/Sign your loan agreement|Firme su contrato/) as HTMLIFrameElement).contentWindow!;
}

function post(data: unknown, origin: string, source: Window | null = frameWindow()) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

async function renderSign(language: 'en' | 'es' = 'en') {
  const view = renderScreen(<SignScreen />, {
    path: PATH,
    language,
    application: application({ step: 'DOCUSIGN', allowed_steps: ['DOCUSIGN'] }),
  });
  await screen.findByTitle(language === 'en' ? 'Sign your loan agreement' : 'Firme su contrato de préstamo');
  return view;
}

beforeEach(() => {
  resetNetwork();
  onApi('POST', 'application/sign', { body: { signing_url: SIGNING_URL } });
});

describe('Sign screen', () => {
  it('starts signing in the page language and embeds the signing URL in a titled frame', async () => {
    await renderSign();
    const frame = screen.getByTitle('Sign your loan agreement');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SIGNING_URL);
    expect(callsTo('POST', 'application/sign')[0].body).toEqual({ language: 'en' });
  });

  it('sends the two-letter Spanish code in Spanish', async () => {
    await renderSign('es');
    expect(callsTo('POST', 'application/sign')[0].body).toEqual({ language: 'es' });
  });

  it('ignores messages from any other origin', async () => {
    const view = await renderSign();
    post('signing_complete', 'https://evil.example.test');
    post({ type: 'cancel' }, 'https://sign.example.test.evil.example');
    post({ type: 'cancel' }, 'http://sign.example.test');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.location()).toBe(PATH);
    expect(callsTo('POST', 'application/cancel')).toHaveLength(0);
  });

  it('takes the frame\'s message from the app\'s own origin too: where a provider\'s ceremony returns (DocuSign\'s return page)', async () => {
    onApi('GET', 'application', { body: application({ step: 'AWAITING_SIGNATURE_CONFIRMATION', allowed_steps: ['AWAITING_SIGNATURE_CONFIRMATION'], is_polling_step: true }) });
    const view = await renderSign();
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    post({ type: 'signing_complete' }, window.location.origin, other.contentWindow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.location()).toBe(PATH);
    post({ type: 'signing_complete' }, window.location.origin);
    await waitFor(() => expect(view.location()).toBe('/application/confirmation'));
  });

  it('ignores messages of the signing origin from any window other than the frame', async () => {
    const view = await renderSign();
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    post('signing_complete', SIGNING_ORIGIN, other.contentWindow);
    post('cancel', SIGNING_ORIGIN, window);
    post('cancel', SIGNING_ORIGIN, null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.location()).toBe(PATH);
    expect(callsTo('POST', 'application/cancel')).toHaveLength(0);
    post('signing_complete', SIGNING_ORIGIN);
    await waitFor(() => expect(view.location()).toBe('/application/confirmation'));
  });

  it('on signing_complete re-reads the application and goes to the confirmation page the server names, not finalizing', async () => {
    onApi('GET', 'application', { body: application({ step: 'AWAITING_SIGNATURE_CONFIRMATION', allowed_steps: ['AWAITING_SIGNATURE_CONFIRMATION'], is_polling_step: true }) });
    const view = await renderSign();
    post('signing_complete', SIGNING_ORIGIN);
    await waitFor(() => expect(view.location()).toBe('/application/confirmation'));
    expect(callsTo('GET', 'application')).toHaveLength(1);
  });

  it('goes straight to finalizing when the server has already confirmed the signature', async () => {
    onApi('GET', 'application', { body: application({ step: 'FINALIZING_APPLICATION', allowed_steps: ['FINALIZING_APPLICATION'], is_polling_step: true }) });
    const view = await renderSign();
    post('signing_complete', SIGNING_ORIGIN);
    await waitFor(() => expect(view.location()).toBe('/application/finalizing'));
  });

  it('follows the server on an id_check_failed object message', async () => {
    onApi('GET', 'application', { body: application({ step: 'APPLICATION_PROCESSING_ERROR', allowed_steps: ['APPLICATION_PROCESSING_ERROR'] }) });
    const view = await renderSign();
    post({ type: 'id_check_failed' }, SIGNING_ORIGIN);
    await waitFor(() => expect(view.location()).toBe('/processing-error'));
  });

  it('cancels without a dialog on a cancel message: posts cancel, clears the cache, canceled page', async () => {
    onApi('POST', 'application/cancel', { body: {} });
    const view = await renderSign();
    post('cancel', SIGNING_ORIGIN);
    await waitFor(() => expect(view.location()).toBe('/application-canceled'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST', 'application/cancel')).toHaveLength(1);
    expect(view.queryClient.getQueryData(APPLICATION_KEY)).toBeUndefined();
  });
});
