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

  it('a launch from online banking (?lang=es) wins over English stored earlier, once: stored, and the parameter leaves the address', () => {
    localStorage.setItem('preferredLanguage', 'en');
    document.cookie = 'preferredLanguage=en; path=/';
    window.history.replaceState(null, '', '/application/loan-amount?lang=es#top');
    expect(detectLanguage()).toBe('es');
    expect(localStorage.getItem('preferredLanguage')).toBe('es');
    expect(document.cookie).toContain('preferredLanguage=es');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/application/loan-amount#top');
    // A later choice in the language menu is kept on reload.
    rememberLanguage('en');
    expect(detectLanguage()).toBe('en');
  });

  it('an unsupported ?lang= is dropped from the address and changes nothing', () => {
    localStorage.setItem('preferredLanguage', 'es');
    window.history.replaceState(null, '', '/application/loan-amount?lang=fr&x=1');
    expect(detectLanguage()).toBe('es');
    expect(window.location.search).toBe('?x=1');
    window.history.replaceState(null, '', '/');
  });
});
