import { renderSigningErrorPage, renderSigningPage, SIGNING_MESSAGE_TYPES, type SigningPageInput } from '../../../server/adapters/esign/signingPage';
import { renderAgreementHtml } from '../../../server/adapters/esign/agreementHtml';
import { agreementFixture } from './fixtures';

function input(overrides: Partial<SigningPageInput> = {}): SigningPageInput {
  const agreement = agreementFixture({ language: overrides.language ?? 'en' });
  return {
    token: 'tok_'.padEnd(43, 'A'),
    agreementHtml: renderAgreementHtml(agreement),
    language: 'en',
    borrower: agreement.borrower,
    appOrigin: 'https://loans.example.org',
    signUrl: '/api/v1/pal/esign/sign',
    declineUrl: '/api/v1/pal/esign/decline',
    nonce: 'n0nce123',
    ...overrides,
  };
}

describe('signing page', () => {
  it('exports the exact message type names', () => {
    expect(SIGNING_MESSAGE_TYPES).toEqual({ signingComplete: 'signing_complete', cancel: 'cancel', idCheckFailed: 'id_check_failed' });
  });

  it('is a complete, self-contained, accessible page', () => {
    const html = renderSigningPage(input());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<label for="esign-consent">');
    expect(html).toContain('<label for="typed-name">Type your full name</label>');
    expect(html).toMatch(/<input type="checkbox" id="esign-consent"[^>]*required/);
    expect(html).toContain('id="sign-button"');
    expect(html).toContain('id="decline-button"');
    expect(html).toContain('ANNUAL PERCENTAGE RATE');
    expect(html).not.toMatch(/\b(src|href)=/);
    expect(html).not.toMatch(/@import|url\(/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });

  it('puts the nonce on every style and executable script', () => {
    const html = renderSigningPage(input());
    const styles = html.match(/<style[^>]*>/g) ?? [];
    const scripts = (html.match(/<script[^>]*>/g) ?? []).filter((s) => !s.includes('application/json'));
    expect(styles).toEqual(['<style nonce="n0nce123">']);
    expect(scripts).toEqual(['<script nonce="n0nce123">']);
  });

  it('cannot be broken out of by a borrower name in the embedded config', () => {
    const html = renderSigningPage(input({ borrower: { firstName: '</script><script>alert(1)</script>', lastName: 'X' } }));
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('looks like the app: the brand\'s colours, Fluent\'s font, as tall as its frame, one visible heading when framed', () => {
    const html = renderSigningPage(input({ brandColors: { '60': '#1b3e77', '70': '#21488a', '80': '#2a559c' } }));
    const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)![1];
    expect(css).toContain(':root{--brand:#2a559c;--brand-hover:#21488a;--brand-pressed:#1b3e77}');
    expect(css).toMatch(/button\.primary\{background:var\(--brand\)/);
    expect(css).toMatch(/body\{[^}]*font-family:"Segoe UI"/);
    expect(css).toMatch(/body\{[^}]*min-height:100dvh/);
    expect(css).not.toContain('#0b5cad');
    // Framed in the app (whose screen has the title), the page's own h1 is for screen readers only.
    expect(css).toMatch(/\.framed main>h1\{position:absolute;width:1px;height:1px;[^}]*clip:rect\(0 0 0 0\)/);
    expect(html).toContain("if(window.parent&&window.parent!==window){document.documentElement.className='framed';}");
    // Only #rrggbb colours reach the style sheet.
    const hostile = renderSigningPage(input({ brandColors: { '80': 'red}body{display:none' } }));
    expect(hostile).not.toContain('display:none');
    expect(hostile).toContain('--brand:#0f6cbd');
    expect(renderSigningErrorPage('used', 'en', { nonce: 'n', brandColors: { '80': '#2a559c' } })).toContain('--brand:#2a559c');
  });

  it('rejects an appOrigin that is not an origin', () => {
    expect(() => renderSigningPage(input({ appOrigin: '*' }))).toThrow('appOrigin');
    expect(() => renderSigningPage(input({ appOrigin: 'https://loans.example.org/path' }))).toThrow('appOrigin');
  });

  it('is Spanish in Spanish', () => {
    const html = renderSigningPage(input({ language: 'es' }));
    expect(html).toContain('<html lang="es">');
    for (const t of ['Revise y firme su contrato de préstamo', 'Escriba su nombre completo', '>Firmar<', '>Rechazar<', 'TASA DE PORCENTAJE ANUAL']) {
      expect(html).toContain(t);
    }
    expect(html).not.toContain('Type your full name');
  });

  it('a click signature shows the consent the press states and the name on file, no box and no name field, in both languages', () => {
    const en = renderSigningPage(input({ signatureMethod: 'click' }));
    expect(en).not.toContain('id="esign-consent"');
    expect(en).not.toContain('id="typed-name"');
    expect(en).toMatch(/<button type="submit" id="sign-button" class="primary" aria-describedby="click-consent">Agree and sign<\/button>/);
    expect(en).toMatch(/<p class="consent" id="click-consent">By selecting Agree and sign, I agree to receive and sign these documents electronically \(the E-SIGN consent above\), and I sign this agreement as [^<]+\.<\/p>/);
    const es = renderSigningPage(input({ language: 'es', signatureMethod: 'click' }));
    expect(es).toContain('>Aceptar y firmar<');
    expect(es).toContain('Al seleccionar Aceptar y firmar');
    expect(es).not.toContain('Agree and sign');
  });

  it('renders error pages for stale links in both languages', () => {
    expect(renderSigningErrorPage('expired', 'en')).toContain('<h1>This signing link has expired</h1>');
    expect(renderSigningErrorPage('used', 'es')).toContain('<h1>Este enlace para firmar ya se usó</h1>');
    const invalid = renderSigningErrorPage('invalid', 'es', { nonce: 'abc' });
    expect(invalid).toContain('<html lang="es">');
    expect(invalid).toContain('<style nonce="abc">');
    expect(renderSigningErrorPage('invalid', 'en')).not.toContain('<style');
  });
});
