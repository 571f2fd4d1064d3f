import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, rememberLanguage } from './detectLanguage';
import { LANGUAGES, NAMESPACES, RESOURCES } from './resources';

/**
 * Creates and initialises the i18next instance: every locale file bundled, namespaces =
 * file names, language from detectLanguage(); changing the language stores it and sets
 * `<html lang>`.
 */
export function createI18n(language: string = detectLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
  instance.on('languageChanged', (lng) => rememberLanguage(lng));
  return instance;
}
