import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage } from './detectLanguage';
import { LANGUAGES } from './languages';

/**
 * Creates and initialises the i18next instance with `resources` (the app passes the one
 * language it shows, see ./loadLanguage.ts; the preview and tests pass all of them):
 * namespaces = locale file names, `common` by default; changing the language stores it and
 * sets `<html lang>`.
 */
export function createI18n(language: string, resources: Resource): i18n {
  const instance = i18next.createInstance();
  const namespaces = [...new Set(Object.values(resources).flatMap((ns) => Object.keys(ns)))].sort();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
  instance.on('languageChanged', (lng) => rememberLanguage(lng));
  return instance;
}
