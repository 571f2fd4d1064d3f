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

/**
 * Query parameter a launch from online banking puts on its redirect (`/application/loan-amount?lang=es`,
 * server/http/routes/launchRoutes.ts): the platform's language wins over a choice stored earlier.
 */
export const LAUNCH_LANGUAGE_PARAM = 'lang';

/** Where the language may come from (injectable for tests). */
export interface LanguageSources {
  /** The language a launch asked for (the `lang` query parameter), above every other source. */
  launched?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}

/**
 * The language a launch put in the address (`?lang=`), read once: a supported one is stored as
 * the member's choice and the parameter removed from the address (history.replaceState), so a
 * reload or a later choice in the language menu is not overridden.
 */
function takeLaunchedLanguage(): string | null {
  if (typeof window === 'undefined' || !window.location) return null;
  const url = new URL(window.location.href);
  const value = url.searchParams.get(LAUNCH_LANGUAGE_PARAM);
  if (value === null) return null;
  url.searchParams.delete(LAUNCH_LANGUAGE_PARAM);
  try {
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch {
    /* history unavailable: the parameter stays, harmless */
  }
  const language = supported(value);
  if (!language) return null;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage unavailable: the cookie still carries it */
  }
  setLanguageCookie(language);
  return language;
}

/**
 * The browser's sources: a launch's language (`?lang=`, taken once and stored), the stored
 * preference (localStorage, else the cookie) and navigator languages. A preference stored before
 * the cookie existed is copied into the cookie.
 */
export function browserLanguageSources(): LanguageSources {
  const launched = takeLaunchedLanguage();
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
  return { launched, stored: stored ?? cookie, browser };
}

/** Detection order: a launch's language, then the stored preferredLanguage, then the browser language(s), then English. */
export function detectLanguage(sources: LanguageSources = browserLanguageSources()): Language {
  const fromLaunch = supported(sources.launched);
  if (fromLaunch) return fromLaunch;
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
