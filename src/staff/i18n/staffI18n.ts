import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage } from '../../i18n/detectLanguage';
import { LANGUAGES } from '../../i18n/languages';

/** The staff console's own namespace (`locales/{lang}/staff.json`), its default. */
export const STAFF_NAMESPACE = 'staff';

/** The namespaces the console loads: its own, and the products' names (`product.json`, shared with the applicant's pages). */
export const STAFF_NAMESPACES = [STAFF_NAMESPACE, 'product'] as const;

/** Each language's files as their own lazy chunks: the page loads the language it shows. */
const files = import.meta.glob<ResourceLanguage[string]>(['../../../locales/*/staff.json', '../../../locales/*/product.json'], { import: 'default' });

/** The console's texts of `language`; rejects naming the file when one is missing. */
export async function loadStaffTexts(language: string): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    STAFF_NAMESPACES.map(async (namespace) => {
      const load = files[`../../../locales/${language}/${namespace}.json`];
      if (!load) throw new Error(`No staff texts for language "${language}": add locales/${language}/${namespace}.json`);
      return [namespace, await load()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The console's i18next instance with `language`'s texts (`staff` is the default namespace);
 * a change of language is remembered like the applicant's (`preferredLanguage`) and sets `<html lang>`.
 */
export function createStaffI18n(language: string, texts: ResourceLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [language]: texts },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [...STAFF_NAMESPACES],
    defaultNS: STAFF_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
  instance.on('languageChanged', (lng) => rememberLanguage(lng));
  return instance;
}

/** Loads `language`'s staff texts when this instance lacks them, then switches to it. */
export async function switchStaffLanguage(instance: i18n, language: string): Promise<void> {
  if (!instance.hasResourceBundle(language, STAFF_NAMESPACE)) {
    const texts = await loadStaffTexts(language);
    for (const [namespace, content] of Object.entries(texts)) instance.addResourceBundle(language, namespace, content, true, true);
  }
  await instance.changeLanguage(language);
}
