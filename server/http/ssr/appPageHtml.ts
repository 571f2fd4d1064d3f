import { BRAND_ELEMENT_ID } from '../routes/brandedIndex';
import type { Brand } from '../../config/brand';
import { POSTED_FORM_ELEMENT_ID, type PostedForm } from '../../../src/core/forms/postedForm';

/** Id of the `<style>` with the brand's theme (src/services/brand.ts THEME_ELEMENT_ID). */
export const THEME_ELEMENT_ID = 'brand-theme';

/** What goes into index.html for one page. */
export interface AppPageParts {
  /** `<html lang>`. */
  language: string;
  brand: Brand;
  /** The page's CSP nonce, put on every `<style>` of the page. */
  nonce: string;
  /** The brand's theme as CSS (`:root { --…}`), when the server could make it. */
  themeCss?: string;
  /** Tags for the head before the brand (module preloads, the logo's preload). */
  preloads: string;
  /** The rendered screen, when the server rendered one. */
  screen?: {
    html: string;
    /** Fluent UI's `<style>` elements (already nonce'd). */
    styles: string;
    title: string;
    /** `data-ssr` of the root: `<language> <product>`, what the browser checks before it takes over. */
    marker: string;
    /** A form posted without JavaScript the screen answers: put in a JSON data block for the app (no values in it). */
    posted?: Omit<PostedForm, 'values' | 'phoneLast4'>;
    /** False: a page without the app's scripts (the code screen of a member without JavaScript). Default true. */
    scripts?: boolean;
  };
}

/** Id of the empty element that ends a rendered page's body (after the screen and its start script), see {@link WHOLE_SCREEN_FIRST}. */
export const SCREEN_END_ID = 'screen-end';

/**
 * The browser paints a rendered page only once its whole screen is parsed: a page painted while
 * its HTML is still coming in (the parser yields on a busy phone) shows a header without its
 * button or a name cut in the middle, and moves when the rest arrives (a layout shift). Browsers
 * without `rel="expect"` paint as before.
 */
const WHOLE_SCREEN_FIRST = `<link rel="expect" href="#${SCREEN_END_ID}" blocking="render">`;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * index.html (as built) made into one page: its language, the page's nonce on its own `<style>`,
 * the brand's theme, its logo as the page's icon, the page's preloads and the brand as a JSON
 * data block in the head, and, for a screen the server rendered, its title, Fluent UI's styles
 * and its markup in `#root`, with the page's scripts started after its first paint (see
 * afterFirstPaint): the screen is in the HTML already, so the HTML, the styles and the logo go
 * first and the code that makes it live follows (a page the browser renders keeps its scripts
 * and module preloads as built).
 */
export function appPageHtml(template: string, parts: AppPageParts): string {
  const nonce = `nonce="${escapeAttribute(parts.nonce)}"`;
  const brandJson = JSON.stringify(parts.brand).replace(/</g, '\\u003c');
  let html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(parts.language)}">`)
    .replace(/<style>/g, () => `<style ${nonce}>`);
  const head = [
    parts.themeCss ? `<style ${nonce} id="${THEME_ELEMENT_ID}">${parts.themeCss.replace(/</g, '')}</style>` : '',
    `<link rel="icon" href="${escapeAttribute(parts.brand.logo)}">`,
    parts.screen?.styles ?? '',
    parts.preloads,
    `<script type="application/json" id="${BRAND_ELEMENT_ID}">${brandJson}</script>`,
  ].join('');
  // Replacements by function: a `$` in the texts is no replacement pattern.
  html = html.replace('</head>', () => `${head}${parts.screen ? WHOLE_SCREEN_FIRST : ''}</head>`);
  if (parts.screen) {
    const { screen } = parts;
    const modules: string[] = [];
    html = html
      .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => (modules.unshift(src), ''))
      .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => (modules.push(href), ''))
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(screen.title)}</title>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-ssr="${escapeAttribute(screen.marker)}">${screen.html}</div>`)
      .replace('</body>', () => `${screen.scripts === false ? '' : `${postedBlock(screen.posted)}${openStorage(nonce)}${afterFirstPaint(modules, nonce, takesInputWithoutScript(screen.html))}`}<template id="${SCREEN_END_ID}"></template></body>`);
  }
  return html;
}

/** The JSON data block of a form posted without JavaScript (src/flow/forms/serverForm.ts reads it), or nothing. */
function postedBlock(posted: Omit<PostedForm, 'values' | 'phoneLast4'> | undefined): string {
  if (!posted) return '';
  return `<script type="application/json" id="${POSTED_FORM_ELEMENT_ID}">${JSON.stringify(posted).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Opens the page's storage before its first paint. The app's start reads the language chosen
 * (localStorage, and the cookie that tells the server) and the product of the tab
 * (sessionStorage); a page's first read of each waits on the browser (which loads the site's
 * stored data, or asks its network process for the cookies while that fetches the page's code),
 * tens of milliseconds on a phone: here the wait is part of loading the page, not a long task
 * between its paint and the moment it takes input. Nothing is kept; a browser without storage
 * throws, which is ignored.
 */
function openStorage(nonce: string): string {
  return `<script ${nonce}>try{document.cookie;localStorage.length;sessionStorage.length}catch(e){}</script>`;
}

/** Chunk preloads added per task: each starts a request, about a millisecond of a fast machine's main thread. */
const PRELOADS_PER_TASK = 2;

/**
 * A screen whose form works without JavaScript (it posts to the server): the app takes it over at
 * the member's first input, not at once (src/main.tsx, the same test of the same markup).
 */
function takesInputWithoutScript(screenHtml: string): boolean {
  return /<form\b[^>]*\bmethod="post"/.test(screenHtml);
}

/**
 * The scripts of a rendered page, started once the screen is painted: the screen is in the HTML
 * already, so nothing of the code competes with its first paint; the app's entry (`modules[0]`)
 * is imported and, from the task after, the chunks it needs (the rest) are preloaded,
 * {@link PRELOADS_PER_TASK} per task (each task short on a slow phone). In a tab in the
 * background (no frames) a timer starts them. Inline, with the page's nonce (CSP script-src).
 *
 * On a screen that works without JavaScript (`waitsForInput`) the app starts at the member's first
 * input (src/main.tsx): only the entry is imported, and the chunks load when the app starts. Module
 * preloads (or fetches into the cache) would compile or handle each chunk on the main thread, tens
 * of milliseconds a chunk on a slow phone, while the member reads the form: measured with
 * `npm run bench:web` at a low-tier phone's slowdown, main-thread work 5.3-5.7 s with them against
 * 2.2 s without (README "Priorities").
 */
function afterFirstPaint(modules: readonly string[], nonce: string, waitsForInput: boolean): string {
  if (!modules.length) return '';
  // Imports the entry once: after the first paint, or by a timer in a tab in the background.
  const once = (body: string) => `let s=0;const go=()=>{if(s)return;s=1;${body}};requestAnimationFrame(()=>setTimeout(go));setTimeout(go,500)`;
  if (waitsForInput) return `<script type="module" ${nonce}>${once(`import(${JSON.stringify(modules[0]).replace(/</g, '\\u003c')})`)}</script>`;
  const list = JSON.stringify(modules).replace(/</g, '\\u003c');
  const preload = `const p=(i)=>{for(const h of m.slice(i,i+n)){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}if(m.length>i+n)setTimeout(()=>p(i+n))};`;
  return `<script type="module" ${nonce}>const m=${list};const n=${PRELOADS_PER_TASK};${preload}${once('import(m[0]);setTimeout(()=>p(1))')}</script>`;
}
