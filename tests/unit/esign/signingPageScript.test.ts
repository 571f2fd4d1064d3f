// @vitest-environment jsdom
import { renderSigningPage } from '../../../server/adapters/esign/signingPage';
import { renderAgreementHtml } from '../../../server/adapters/esign/agreementHtml';
import { agreementFixture } from './fixtures';

type Reply = { status: number; body: unknown };

/** Loads the signing page into the jsdom document and runs its script with a fake fetch and parent. */
function loadPage(replies: Reply[], signatureMethod: 'typed' | 'click' = 'typed') {
  const agreement = agreementFixture();
  const html = renderSigningPage({
    token: 'T'.repeat(43), agreementHtml: renderAgreementHtml(agreement), language: 'en', borrower: agreement.borrower, signatureMethod,
    appOrigin: 'https://app.example.org', signUrl: '/esign/sign', declineUrl: '/esign/decline', nonce: 'n',
  });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
  const requests: Array<{ url: string; body: unknown }> = [];
  const posted: Array<{ message: unknown; origin: string }> = [];
  const fetchMock = vi.fn(async (url: string, init: { body: string }) => {
    requests.push({ url, body: JSON.parse(init.body) });
    const reply = replies.shift() ?? { status: 500, body: {} };
    return { ok: reply.status < 300, json: async () => reply.body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) } });
  const script = [...parsed.querySelectorAll('script')].find((s) => s.type !== 'application/json');
  new Function(script?.textContent ?? '')();
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { requests, posted, $, flush, status: () => $('signing-status').textContent };
}

function fill(page: ReturnType<typeof loadPage>, name: string, consent = true) {
  page.$<HTMLInputElement>('esign-consent').checked = consent;
  page.$<HTMLInputElement>('typed-name').value = name;
  page.$<HTMLFormElement>('sign-form').dispatchEvent(new Event('submit', { cancelable: true }));
}

describe('signing page script', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the consent box before posting', async () => {
    const page = loadPage([]);
    fill(page, 'Ana Núñez', false);
    await page.flush();
    expect(page.requests).toEqual([]);
    expect(page.status()).toContain('Check the box');
  });

  it('checks the typed name client-side (case and accents ignored)', async () => {
    const page = loadPage([{ status: 200, body: { status: 'signing_complete' } }]);
    fill(page, 'Ana Smith');
    await page.flush();
    expect(page.requests).toEqual([]);
    expect(page.$('typed-name').getAttribute('aria-invalid')).toBe('true');
    fill(page, '  ana nunez ');
    await page.flush();
    expect(page.requests).toEqual([{ url: '/esign/sign', body: { token: 'T'.repeat(43), typed_name: '  ana nunez ', consent: true } }]);
  });

  it('posts signing_complete to the parent at the app origin on success', async () => {
    const page = loadPage([{ status: 200, body: { status: 'signing_complete' } }]);
    fill(page, 'Ana Núñez');
    await page.flush();
    expect(page.posted).toEqual([{ message: { type: 'signing_complete' }, origin: 'https://app.example.org' }]);
    expect(page.status()).toContain('signed');
  });

  it('posts id_check_failed when the server answers ID_CHECK_FAILED', async () => {
    const page = loadPage([{ status: 403, body: { error: { error_code: 'ID_CHECK_FAILED', message: 'x', status_code: 403 } } }]);
    fill(page, 'Ana Núñez');
    await page.flush();
    expect(page.posted).toEqual([{ message: { type: 'id_check_failed' }, origin: 'https://app.example.org' }]);
  });

  it('shows the error and posts nothing on another failure', async () => {
    const page = loadPage([{ status: 410, body: { error: { error_code: 'SIGNING_LINK_EXPIRED' } } }]);
    fill(page, 'Ana Núñez');
    await page.flush();
    expect(page.posted).toEqual([]);
    expect(page.status()).toContain('expired');
    expect(page.$<HTMLButtonElement>('sign-button').disabled).toBe(false);
  });

  it('posts cancel after a successful decline', async () => {
    const page = loadPage([{ status: 200, body: { status: 'decline' } }]);
    page.$('decline-button').click();
    await page.flush();
    expect(page.requests).toEqual([{ url: '/esign/decline', body: { token: 'T'.repeat(43) } }]);
    expect(page.posted).toEqual([{ message: { type: 'cancel' }, origin: 'https://app.example.org' }]);
  });

  it('a click signature: one press of "Agree and sign" posts the consent, with no box to check and no name to type', async () => {
    const page = loadPage([{ status: 200, body: { status: 'signing_complete' } }], 'click');
    expect(page.$('esign-consent')).toBeNull();
    expect(page.$('typed-name')).toBeNull();
    expect(page.$('sign-button').textContent).toBe('Agree and sign');
    page.$<HTMLFormElement>('sign-form').dispatchEvent(new Event('submit', { cancelable: true }));
    await page.flush();
    expect(page.requests).toEqual([{ url: '/esign/sign', body: { token: 'T'.repeat(43), typed_name: '', consent: true } }]);
    expect(page.posted).toEqual([{ message: { type: 'signing_complete' }, origin: 'https://app.example.org' }]);
  });
});
