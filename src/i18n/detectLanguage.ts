import { LANGUAGES, type Language } from './languages';

/** localStorage key of the chosen language (SPEC section 3). */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

function supported(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const base = value.toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/** Where the language may come from (injectable for tests). */
export interface LanguageSources {
  stored?: string | null;
  browser?: readonly string[];
}

/** The browser's sources: the stored preference and navigator languages. */
export function browserLanguageSources(): LanguageSources {
  let stored: string | null = null;
  try {
    stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  } catch {
    stored = null;
  }
  const browser =
    typeof navigator !== 'undefined' ? (navigator.languages?.length ? navigator.languages : [navigator.language]) : [];
  return { stored, browser };
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

/** Stores the chosen language and sets `<html lang>`. */
export function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
