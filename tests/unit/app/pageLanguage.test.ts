import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../../../server/http/ssr/pageLanguage';
import { appPageCsp } from '../../../server/http/ssr/appPageCsp';

describe('the language the server renders a page in (as the browser will pick it)', () => {
  it('the stored choice (cookie) first, then Accept-Language, then English', () => {
    expect(pageLanguage('es', 'en-US,en')).toBe('es');
    expect(pageLanguage('en', 'es-MX')).toBe('en');
    expect(pageLanguage('es-MX', undefined)).toBe('es');
    expect(pageLanguage('fr', 'fr-FR,es;q=0.8')).toBe('es');
    expect(pageLanguage(undefined, 'de')).toBe('en');
    expect(pageLanguage('', '')).toBe('en');
  });
});

describe("an app page's CSP", () => {
  const helmet = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:";

  it('keeps every directive and adds the nonce to script-src and a style-src-elem (one, however the policy came)', () => {
    const csp = appPageCsp(helmet, 'abc');
    expect(csp).toBe(`${helmet.replace("script-src 'self'", "script-src 'self' 'nonce-abc'")};style-src-elem 'self' 'nonce-abc'`);
    const again = appPageCsp(`${helmet.replace("script-src 'self'", "script-src 'self' 'nonce-old'")};style-src-elem 'self' 'nonce-old'`, 'new');
    expect(again.match(/style-src-elem/g)).toHaveLength(1);
    expect(again).not.toContain('nonce-old');
    expect(again).toContain("script-src 'self' 'nonce-new';");
    expect(appPageCsp(undefined, 'x')).toContain("style-src-elem 'self' 'nonce-x'");
    expect(appPageCsp(undefined, 'x')).toContain("script-src 'self' 'nonce-x'");
  });
});
