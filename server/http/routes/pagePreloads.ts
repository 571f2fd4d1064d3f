import type { FlowDefinition } from '../../../src/core/flow/types';
import { LANGUAGES } from '../../../src/core/languages';

/** One chunk of the build manifest (dist/.vite/manifest.json) as far as preloading needs it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  /** Chunks this one imports with `import()`; the entry's, but for the languages' texts, are the stages of its start (src/main.tsx). */
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The build manifest: source key -> chunk. */
export type BuildManifest = Record<string, ManifestChunk>;

/** What decides a page's preloads: its path, the `?product=` it names and the browser's languages (or the language already picked). */
export interface PageRequest {
  path: string;
  product?: string;
  acceptLanguage?: string;
  /** The language the page shows, when known (server/http/ssr/pageLanguage.ts); wins over acceptLanguage. */
  language?: string;
}

const DEFAULT_PRODUCT = 'microloan';

/** The first product language among an Accept-Language header's tags (by q), else English. */
export function languageOf(acceptLanguage: string | undefined): string {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(/q=([0-9.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { base: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((t) => t.base && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags.find((t) => (LANGUAGES as readonly string[]).includes(t.base))?.base ?? LANGUAGES[0];
}

/**
 * The chunks a page needs right after the entry, which the browser would otherwise find one
 * after the other (entry, then the language's texts, then the form step's runtime and files):
 * the stages of the app's start (the entry's dynamic imports but the texts, src/main.tsx), the texts of the
 * language the page will show and, on a form step, StepHost with its imports
 * and that form's schema, uiSchema and validator; on a screen, the screen's chunk
 * (`src/screens/…/<Name>Screen.tsx`). Paths start with `/` (e.g. `/assets/x.js`); chunks the
 * entry already preloads are left out.
 */
export function createPagePreloads(manifest: BuildManifest, flows: readonly FlowDefinition[]): (page: PageRequest) => string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const closure = (keys: string[], seen: Set<string>) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const preloadedByEntry = closure(entry ? [entry] : [], new Set());
  // The entry imports the stages of the app's start and the texts of each language (locales/…) with import().
  const startStages = (entry ? (manifest[entry].dynamicImports ?? []) : []).filter((key) => !key.startsWith('locales/'));
  const stepHost = Object.keys(manifest).find((key) => key.endsWith('src/flow/StepHost.tsx'));
  const localeKeys = (language: string) => Object.keys(manifest).filter((key) => manifest[key].file.startsWith(`assets/locale.${language}.`));
  const byProduct = new Map(flows.map((flow) => [flow.product, flow]));

  return ({ path, product, acceptLanguage, language }) => {
    const flow = byProduct.get(product ?? DEFAULT_PRODUCT) ?? byProduct.get(DEFAULT_PRODUCT);
    const route = path === '/' ? '/apply' : path.replace(/\/+$/, '') || '/';
    const step = flow?.steps.find((s) => s.route === route);
    const form = step?.form;
    const screen = step?.screen ?? flow?.extraRoutes?.find((extra) => extra.route === route)?.screen;
    const keys = [...startStages, ...localeKeys(language ?? languageOf(acceptLanguage))];
    const screenKey = screen && Object.keys(manifest).find((key) => key.startsWith('src/screens/') && key.endsWith(`/${screen}Screen.tsx`));
    if (screenKey) keys.push(screenKey);
    if (form && stepHost) {
      const name = form.schema.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
      keys.push(stepHost, `schemas/${form.schema}`, `schemas/${form.uiSchema}`, `src/generated/validators/${name}.js`);
    }
    const wanted = closure(keys, new Set());
    return [...wanted].filter((key) => !preloadedByEntry.has(key) && manifest[key].file.endsWith('.js')).map((key) => `/${manifest[key].file}`);
  };
}

/** `<link rel="modulepreload">` tags of these paths (as Vite writes them for the entry). */
export function modulePreloadTags(paths: readonly string[]): string {
  return paths.map((path) => `<link rel="modulepreload" crossorigin href="${path.replace(/[&"<>]/g, '')}">`).join('');
}
