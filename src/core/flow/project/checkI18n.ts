import type { FlowProblem } from '../checkFlow';
import { closestName } from './didYouMean';
import { LANGUAGES, keyPointer, localeFile, placeholders, type Locales } from './localeFiles';
import { CODE_OWNED_KEYS } from './projectFiles';
import type { I18nKeyUse } from './usedI18nKeys';

/** Namespaces whose texts only flow files, schemas and uiSchemas use (so unused keys can be found). */
export const CONFIG_NAMESPACES = ['forms', 'product'] as const;

/** Every used key exists in every language (i18next plural forms `key_one`/`key_other` count). */
export function checkUsedKeys(uses: readonly I18nKeyUse[], locales: Locales): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const { file, pointer, key } of uses) {
    const colon = key.indexOf(':');
    if (colon < 0) {
      problems.push({ file, pointer, message: `i18n key "${key}" has no namespace; write it as namespace:key, e.g. "forms:${key}"` });
      continue;
    }
    const namespace = key.slice(0, colon);
    const path = key.slice(colon + 1);
    const missing = LANGUAGES.filter((lang) => !hasKey(locales, lang, namespace, path));
    if (!missing.length) continue;
    const where = missing.map((lang) => localeFile(lang, namespace)).join(' and ');
    const present = LANGUAGES.filter((lang) => !missing.includes(lang));
    if (present.length) {
      const from = present.map((lang) => localeFile(lang, namespace)).join(', ');
      problems.push({ file, pointer, message: `i18n key "${key}" is missing in ${where}; add "${path}" there (it is in ${from})` });
      continue;
    }
    const known = [...(locales.get(LANGUAGES[0])?.get(namespace)?.keys() ?? [])];
    const guess = closestName(path, known);
    problems.push({
      file, pointer,
      message: `i18n key "${key}" is missing in ${where}; add "${path}" there${guess ? `, or did you mean "${namespace}:${guess}"?` : ' or fix the key'}`,
    });
  }
  return problems;
}

/** Every namespace has the same keys in every language, with the same `{{placeholders}}`. */
export function checkLanguageParity(locales: Locales): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const namespaces = new Set([...locales.values()].flatMap((byNamespace) => [...byNamespace.keys()]));
  for (const namespace of [...namespaces].sort()) {
    for (const lang of LANGUAGES) {
      const texts = locales.get(lang)?.get(namespace);
      for (const other of LANGUAGES.filter((l) => l !== lang)) {
        const otherTexts = locales.get(other)?.get(namespace);
        if (!otherTexts) continue;
        if (!texts) {
          problems.push({ file: localeFile(lang, namespace), pointer: '/', message: `file is missing; ${localeFile(other, namespace)} exists: add its translation here` });
          break;
        }
        for (const key of otherTexts.keys()) {
          if (!texts.has(key)) problems.push({ file: localeFile(lang, namespace), pointer: keyPointer(key), message: `"${key}" is in ${localeFile(other, namespace)} but missing here; add its translation` });
        }
      }
    }
    const [reference, ...others] = LANGUAGES;
    const referenceTexts = locales.get(reference)?.get(namespace);
    for (const lang of others) {
      const texts = locales.get(lang)?.get(namespace);
      for (const [key, text] of texts ?? []) {
        const expected = referenceTexts?.get(key);
        if (expected === undefined) continue;
        const want = placeholders(expected).join(', ');
        const got = placeholders(text).join(', ');
        if (want !== got)
          problems.push({ file: localeFile(lang, namespace), pointer: keyPointer(key), message: `placeholders differ from ${localeFile(reference, namespace)}: it has {{${want || 'none'}}}, this has {{${got || 'none'}}}; use the same {{names}} (translate the text around them, not the names)` });
      }
    }
  }
  return problems;
}

/** Keys of the config-driven namespaces that no flow, schema, uiSchema or code uses. */
export function checkUnusedKeys(uses: readonly I18nKeyUse[], locales: Locales, codeOwned: readonly string[] = CODE_OWNED_KEYS): FlowProblem[] {
  const used = new Set(uses.map((u) => u.key));
  const isCodeOwned = (key: string) => codeOwned.some((owned) => (owned.endsWith('.') ? key.startsWith(owned) : key === owned));
  const problems: FlowProblem[] = [];
  const [reference, ...others] = LANGUAGES;
  for (const namespace of CONFIG_NAMESPACES) {
    for (const key of locales.get(reference)?.get(namespace)?.keys() ?? []) {
      const full = `${namespace}:${key}`;
      const base = full.replace(/_(zero|one|two|few|many|other)$/, '');
      if (used.has(full) || used.has(base) || isCodeOwned(full)) continue;
      const alsoIn = others.map((lang) => localeFile(lang, namespace)).join(', ');
      problems.push({ file: localeFile(reference, namespace), pointer: keyPointer(key), message: `"${full}" is not used by any flow, form schema or uiSchema; remove it here and in ${alsoIn}, or use it` });
    }
  }
  return problems;
}

function hasKey(locales: Locales, lang: string, namespace: string, path: string): boolean {
  const texts = locales.get(lang)?.get(namespace);
  return !!texts && (texts.has(path) || texts.has(`${path}_other`));
}
