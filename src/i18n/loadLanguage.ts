import type { i18n, ResourceLanguage } from 'i18next';

/**
 * Each locale file as its own lazy chunk: the page loads only the language it shows. `server.json`
 * (the text message the server sends) is the server's alone and never loaded by the browser;
 * `denial.json` travels with the denied screen's own chunk (useBundledNamespace), not before /apply,
 * as `finalizing.json` does with the finalizing screen's and `offer.json` with the offer review's;
 * `staff.json` is the staff console's (src/staff, a build of its own).
 */
const files = import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/*/server.json', '!../../locales/*/denial.json', '!../../locales/*/finalizing.json', '!../../locales/*/offer.json', '!../../locales/*/staff.json'], { import: 'default' });

/**
 * Every namespace of one language (`locales/{language}/*.json`); rejects naming the language
 * when it has no locale file.
 */
export async function loadLanguage(language: string): Promise<ResourceLanguage> {
  const entries = Object.entries(files).filter(([path]) => path.startsWith(`../../locales/${language}/`));
  if (!entries.length) throw new Error(`No locale files for language "${language}" under locales/${language}/`);
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, await load()] as const),
  );
  return Object.fromEntries(loaded);
}

/** Loads `language`'s texts when this instance lacks them, then switches to it. */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  if (!instance.hasResourceBundle(language, 'common')) {
    const bundle = await loadLanguage(language);
    for (const [namespace, content] of Object.entries(bundle)) instance.addResourceBundle(language, namespace, content, true, true);
  }
  await instance.changeLanguage(language);
}
