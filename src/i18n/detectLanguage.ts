import { LANGUAGES, type Language } from './languages';

/** localStorage key of the chosen language (SPEC section 3); also the cookie that tells the server. */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

function supported(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const base = value.toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/**
 * Writes the chosen language to the `preferredLanguage` cookie (a year; every path), so that the
 * server renders the first page in it (server/http/ssr/pageLanguage.ts).
 */
function setLanguageCookie(language: string): void {
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_STORAGE_KEY}=${language};path=/;max-age=31536000;samesite=lax`;
}

/** Where the language may come from (injectable for tests). */
export interface LanguageSources {
  stored?: string | null;
  browser?: readonly string[];
}

/**
 * The browser's sources: the stored preference (localStorage, else the cookie) and navigator
 * languages. A preference stored before the cookie existed is copied into the cookie.
 */
export function browserLanguageSources(): LanguageSources {
  const cookie = typeof document !== 'undefined' ? /(?:^|; )preferredLanguage=([^;]*)/.exec(document.cookie)?.[1] : undefined;
  let stored: string | null = null;
  try {
    stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  } catch {
    stored = null;
  }
  if (stored && stored !== cookie) setLanguageCookie(stored);
  const browser =
    typeof navigator !== 'undefined' ? (navigator.languages?.length ? navigator.languages : [navigator.language]) : [];
  return { stored: stored ?? cookie, browser };
}

/** Detection order: stored preferredLanguage, then the browser language(s), then English. */
export function detectLanguage(sources: LanguageSources = browserLanguageSources()): Language {
  const fromStore = supported(sources.stored);
  if (fromStore) return fromStore;
  for (const candidate of sources.browser ?? []) {
    const found = supported(candidate);
    if (found) return found;
  }
  return 'en';
}

/** Stores the chosen language (localStorage and the cookie) and sets `<html lang>`. */
export function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage unavailable: the cookie still carries the choice */
  }
  setLanguageCookie(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
