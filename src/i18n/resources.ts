import type { Resource } from 'i18next';
import { LANGUAGES, type Language } from './languages';

export { LANGUAGES, type Language };

/**
 * As ./loadLanguage.ts: every locale file but the server's own `server.json` and the staff console's `staff.json`, read as text, so that
 * the files the page loads one by one stay chunks of their own (each a module with the file as its
 * default export, which local mode serves from the files in use: server/dev/liveFormRoutes.ts).
 */
const files = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['../../locales/*/*.json', '!../../locales/*/server.json', '!../../locales/*/staff.json'], { eager: true, query: '?raw', import: 'default' })).map(
    ([path, text]) => [path, JSON.parse(text) as Record<string, unknown>],
  ),
);

/**
 * Every locale file at once: `locales/{lang}/{namespace}.json` -> resources[lang][namespace].
 * For the preview, the checker and tests; the app itself loads one language at a time
 * (./loadLanguage.ts).
 */
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
