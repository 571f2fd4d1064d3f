import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../src/i18n/detectLanguage';

describe('language detection order (SPEC section 1)', () => {
  it('takes the stored preferredLanguage first', () => {
    expect(detectLanguage({ stored: 'es', browser: ['en-US'] })).toBe('es');
    expect(detectLanguage({ stored: 'en', browser: ['es-MX'] })).toBe('en');
  });

  it('then the browser language (region ignored)', () => {
    expect(detectLanguage({ stored: null, browser: ['es-MX', 'en'] })).toBe('es');
    expect(detectLanguage({ stored: 'fr', browser: ['fr-FR', 'es'] })).toBe('es');
  });

  it('then English', () => {
    expect(detectLanguage({ stored: null, browser: ['de-DE'] })).toBe('en');
    expect(detectLanguage({})).toBe('en');
  });
});

describe('a launch from online banking (?lang=) wins over the stored choice', () => {
  it('takes the launched language first', () => {
    expect(detectLanguage({ launched: 'es', stored: 'en', browser: ['en-US'] })).toBe('es');
    expect(detectLanguage({ launched: 'fr', stored: 'en', browser: ['es'] })).toBe('en');
  });
});

