// @vitest-environment jsdom
import axe from 'axe-core';
import { renderSigningErrorPage, renderSigningPage } from '../../../server/adapters/esign/signingPage';
import { renderAgreementHtml } from '../../../server/adapters/esign/agreementHtml';
import { agreementFixture } from './fixtures';

async function violations(html: string): Promise<string[]> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.title = parsed.title;
  document.body.innerHTML = parsed.body.innerHTML;
  const result = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('signing page accessibility (axe)', () => {
  for (const language of ['en', 'es'] as const) {
    it(`has no axe violations (${language})`, async () => {
      const a = agreementFixture({ language });
      const html = renderSigningPage({
        token: 'T'.repeat(43), agreementHtml: renderAgreementHtml(a), language, borrower: a.borrower,
        appOrigin: 'https://app.example.org', signUrl: '/s', declineUrl: '/d', nonce: 'n',
      });
      expect(await violations(html)).toEqual([]);
    });
  }

  it('has no axe violations on the error page', async () => {
    expect(await violations(renderSigningErrorPage('expired', 'es'))).toEqual([]);
  });
});
