import type { Brand } from '../../config/brand';

/** Id of the `<script type="application/json">` element that carries the brand in index.html. */
export const BRAND_ELEMENT_ID = 'brand-config';

/**
 * index.html with the brand embedded as a JSON data block before `</head>` (not executed, so the
 * CSP's script-src does not apply): the web app reads it
 * before its first render, so a deployment's brand shows without a flash of the bundled one.
 * `headExtra` (e.g. the page's module preloads) goes in just before it.
 */
export function brandedIndexHtml(html: string, brand: Brand, headExtra = ''): string {
  const json = JSON.stringify(brand).replace(/</g, '\\u003c');
  return html.replace('</head>', `${headExtra}<script type="application/json" id="${BRAND_ELEMENT_ID}">${json}</script></head>`);
}
