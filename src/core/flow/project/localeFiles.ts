import { isObject, pointerSegment, type ProjectFiles } from './projectFiles';

/** Languages every text must exist in; the first one is the reference. */
export const LANGUAGES = ['en', 'es'] as const;

/** The leaf texts of one locale file: key path with dots -> text. */
export type LocaleTexts = Map<string, string>;

/** Locale texts by language, then by namespace (the file name without `.json`). */
export type Locales = Map<string, Map<string, LocaleTexts>>;

/** Reads every `locales/<language>/<namespace>.json` of the project. */
export function readLocales(files: ProjectFiles): Locales {
  const locales: Locales = new Map(LANGUAGES.map((lang) => [lang, new Map()]));
  for (const [path, content] of Object.entries(files.json)) {
    const match = /^locales\/([a-z]{2}(?:-[A-Z]{2})?)\/([A-Za-z0-9_-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, namespace] = match;
    if (!locales.has(lang)) locales.set(lang, new Map());
    locales.get(lang)!.set(namespace, flatten(content));
  }
  return locales;
}

/** Path of a locale file. */
export function localeFile(lang: string, namespace: string): string {
  return `locales/${lang}/${namespace}.json`;
}

/** JSON pointer of a dotted key inside a locale file. */
export function keyPointer(key: string): string {
  return '/' + key.split('.').map(pointerSegment).join('/');
}

/** The `{{placeholder}}` names of a text, sorted. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*-?\s*([A-Za-z0-9_.]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();
}

function flatten(node: unknown, prefix = '', into: LocaleTexts = new Map()): LocaleTexts {
  if (!isObject(node)) return into;
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}
