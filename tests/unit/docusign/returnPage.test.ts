// @vitest-environment jsdom
import { renderAgreementPdf } from '../../../server/adapters/esign/agreementPdf';
import { ANCHORS, DOCUSIGN_RETURN_EVENTS, renderReturnPage, returnOutcome } from '../../../server/adapters/docusign';
import { RETURN_PAGE_SCRIPT } from '../../../server/adapters/docusign/returnPage';
import { agreementFixture } from '../esign/fixtures';
import { extractPdfText } from '../esign/pdfText';

/** Loads a return page into the document and runs its script with a recording parent window. */
function run(html: string): Array<{ message: unknown; origin: string }> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
  const posted: Array<{ message: unknown; origin: string }> = [];
  Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) } });
  const script = [...parsed.querySelectorAll('script')].find((s) => s.type !== 'application/json');
  if (script) new Function(script.textContent ?? '')();
  return posted;
}

describe('DocuSign return page', () => {
  it('posts {type} to the parent at the app origin, like the built-in signing page', () => {
    const html = renderReturnPage({ kind: 'signed', language: 'en', message: 'signing_complete', appOrigin: 'https://loans.example.org', nonce: 'n0' });
    expect(run(html)).toEqual([{ message: { type: 'signing_complete' }, origin: 'https://loans.example.org' }]);
    expect(html).toContain(`<script nonce="n0">${RETURN_PAGE_SCRIPT}</script>`);
  });

  it('posts nothing when the event has no message, and nothing when it is not framed', () => {
    expect(run(renderReturnPage({ kind: 'ended', language: 'es', message: null, appOrigin: 'https://a.example', nonce: 'n' }))).toEqual([]);
    const html = renderReturnPage({ kind: 'signed', language: 'en', message: 'cancel', appOrigin: 'https://a.example', nonce: 'n' });
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    document.body.innerHTML = parsed.body.innerHTML;
    Object.defineProperty(window, 'parent', { configurable: true, value: window });
    const spy = vi.spyOn(window, 'postMessage');
    new Function([...parsed.querySelectorAll('script')].find((s) => s.type !== 'application/json')!.textContent ?? '')();
    expect(spy).not.toHaveBeenCalled();
  });

  it('maps every DocuSign return event to the app\'s events', () => {
    expect(Object.fromEntries(DOCUSIGN_RETURN_EVENTS.map((e) => [e, returnOutcome(e).message]))).toEqual({
      signing_complete: 'signing_complete', id_check_failed: 'id_check_failed', cancel: 'cancel', decline: 'cancel', session_timeout: null, ttl_expired: null, exception: null,
    });
    expect(returnOutcome('<script>').page).toBe('error');
  });

  it('the agreement PDF for DocuSign carries the anchor strings in its signature box; the built-in one does not', async () => {
    const withAnchors = (await extractPdfText((await renderAgreementPdf(agreementFixture(), ANCHORS)).bytes)).join('\n');
    expect(withAnchors).toContain(ANCHORS.signHere);
    expect(withAnchors).toContain(ANCHORS.dateSigned);
    const plain = (await extractPdfText((await renderAgreementPdf(agreementFixture())).bytes)).join('\n');
    expect(plain).not.toContain(ANCHORS.signHere);
  });
});
