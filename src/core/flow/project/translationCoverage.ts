import { walkableFlows } from './flowFiles';
import { LANGUAGES, readLocales } from './localeFiles';
import type { ProjectFiles } from './projectFiles';
import { usedI18nKeys } from './usedI18nKeys';

/** How complete one language is. */
export interface LanguageCoverage {
  language: string;
  /** Distinct i18n keys the flows, form schemas and uiSchemas use. */
  used: number;
  /** Of those, the keys this language has a text for. */
  present: number;
  /** Used keys this language lacks (`namespace:key.path`), sorted. */
  missing: string[];
  /** Every text of this language (all namespaces, code texts too) and of the reference language (English). */
  texts: number;
  referenceTexts: number;
}

/**
 * Translation completeness per language: keys present / keys used by the configuration, and
 * texts against English. For the product owners' preview (GET /api/dev/flow-check).
 */
export function translationCoverage(files: ProjectFiles): LanguageCoverage[] {
  const locales = readLocales(files);
  const used = [...new Set(usedI18nKeys(files, walkableFlows(files)).map((u) => u.key))].sort();
  const count = (lang: string) => [...(locales.get(lang)?.values() ?? [])].reduce((n, texts) => n + texts.size, 0);
  return LANGUAGES.map((language) => {
    const has = (key: string) => {
      const [namespace, path] = key.split(':', 2);
      return path !== undefined && !!locales.get(language)?.get(namespace)?.has(path);
    };
    const missing = used.filter((key) => !has(key));
    return { language, used: used.length, present: used.length - missing.length, missing, texts: count(language), referenceTexts: count(LANGUAGES[0]) };
  });
}
