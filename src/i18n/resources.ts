import type { Resource } from 'i18next';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** Languages of the product; the first is the default. */
export const LANGUAGES = ['en', 'es'] as const;

/** One product language. */
export type Language = (typeof LANGUAGES)[number];

/** Every locale file bundled: `locales/{lang}/{namespace}.json` -> resources[lang][namespace]. */
export const RESOURCES: Resource = (() => {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = content;
  }
  return resources;
})();

/** Namespaces: the locale file names. */
export const NAMESPACES: string[] = [...new Set(Object.values(RESOURCES).flatMap((ns) => Object.keys(ns)))].sort();
