// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguageSources, detectLanguage, rememberLanguage } from '../../../src/i18n/detectLanguage';

const clearCookie = () => (document.cookie = 'preferredLanguage=; path=/; max-age=0');

describe('the chosen language is also a cookie, so that the server renders the first page in it', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('a choice is stored in localStorage and in the preferredLanguage cookie', () => {
    rememberLanguage('es');
    expect(localStorage.getItem('preferredLanguage')).toBe('es');
    expect(document.cookie).toContain('preferredLanguage=es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('a choice stored before the cookie existed is copied into it (and still wins)', () => {
    localStorage.setItem('preferredLanguage', 'es');
    expect(document.cookie).not.toContain('preferredLanguage');
    expect(detectLanguage()).toBe('es');
    expect(document.cookie).toContain('preferredLanguage=es');
  });

  it('the cookie alone (storage cleared or unavailable) is the stored choice', () => {
    document.cookie = 'preferredLanguage=es; path=/';
    expect(browserLanguageSources().stored).toBe('es');
    expect(detectLanguage()).toBe('es');
  });
});
