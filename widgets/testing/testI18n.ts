import i18next, { type i18n } from 'i18next';
import enCommon from '../../locales/en/common.json';
import enForms from '../../locales/en/forms.json';
import esCommon from '../../locales/es/common.json';
import esForms from '../../locales/es/forms.json';
import type { Language } from '../../src/core/languages';

/** A small i18next instance with the real `common` and `forms` resources, for widget tests. */
export function createTestI18n(language: Language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'forms'],
    defaultNS: 'forms',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { common: enCommon, forms: enForms },
      es: { common: esCommon, forms: esForms },
    },
  });
  return instance;
}
