import type { FlowProblem } from '../checkFlow';
import { keyPointer, localeFile, LANGUAGES, type Locales } from './localeFiles';
import type { ProjectFiles } from './projectFiles';
import type { I18nKeyUse } from './usedI18nKeys';

/** The staff console's namespace (`locales/{lang}/staff.json`), the default of its `t(...)` calls. */
export const STAFF_NAMESPACE = 'staff';

/** Where the staff console's code lives; `ProjectFiles.sources` holds its files under this path. */
export const STAFF_SOURCE_DIR = 'src/staff/';

/** `t('key')`, `t("key")` and `i18nKey="key"`: a literal key (with or without `namespace:`). */
const LITERAL_USE = /(?:\bt\(\s*|\bi18nKey=\{?\s*)(['"])([A-Za-z][A-Za-z0-9_.:-]*)\1/g;
/** `` t(`prefix.${...}`) ``: every key under `prefix.` may be used. */
const PREFIX_USE = /\bt\(\s*`([A-Za-z][A-Za-z0-9_.:-]*\.)\$\{/g;
/** Any quoted text shaped like a key (a key kept in a table and passed to `t` later). */
const KEY_LITERAL = /(['"`])([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+)\1/g;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;
const qualified = (key: string) => (key.includes(':') ? key : `${STAFF_NAMESPACE}:${key}`);

/**
 * Every literal i18n key the staff console's code passes to `t` (or `<Trans i18nKey>`), with
 * its file and line (`/line/12`); a key without a namespace is the console's own (`staff:`).
 */
export function staffCodeKeyUses(files: ProjectFiles): I18nKeyUse[] {
  const uses: I18nKeyUse[] = [];
  for (const [file, text] of Object.entries(files.sources ?? {})) {
    if (!file.startsWith(STAFF_SOURCE_DIR)) continue;
    for (const match of text.matchAll(LITERAL_USE)) uses.push({ file, pointer: `/line/${lineOf(text, match.index)}`, key: qualified(match[2]) });
  }
  return uses;
}

/**
 * Keys of staff.json (English, the reference) that the console's code never names: not as a
 * `t('key')`, not under a `` t(`prefix.${…}`) `` prefix, not as a quoted `'a.key'` kept for later.
 * Nothing is reported when no staff source was read (a project folder without src/staff).
 */
export function checkUnusedStaffKeys(files: ProjectFiles, locales: Locales): FlowProblem[] {
  const sources = Object.entries(files.sources ?? {}).filter(([file]) => file.startsWith(STAFF_SOURCE_DIR));
  if (!sources.length) return [];
  const named = new Set<string>();
  const prefixes: string[] = [];
  for (const [, text] of sources) {
    for (const match of text.matchAll(LITERAL_USE)) named.add(qualified(match[2]));
    for (const match of text.matchAll(KEY_LITERAL)) named.add(qualified(match[2]));
    for (const match of text.matchAll(PREFIX_USE)) prefixes.push(qualified(match[1]));
  }
  const [reference, ...others] = LANGUAGES;
  const problems: FlowProblem[] = [];
  for (const key of locales.get(reference)?.get(STAFF_NAMESPACE)?.keys() ?? []) {
    const full = `${STAFF_NAMESPACE}:${key}`;
    const base = full.replace(/_(zero|one|two|few|many|other)$/, '');
    if (named.has(full) || named.has(base) || prefixes.some((p) => full.startsWith(p))) continue;
    const alsoIn = others.map((lang) => localeFile(lang, STAFF_NAMESPACE)).join(', ');
    problems.push({ file: localeFile(reference, STAFF_NAMESPACE), pointer: keyPointer(key), message: `"${full}" is not used by the staff console's code (${STAFF_SOURCE_DIR}); remove it here and in ${alsoIn}, or use it` });
  }
  return problems;
}
