/**
 * The Content-Security-Policy of one app page: the policy every answer carries
 * (server/app/plugins/security.ts) with `style-src-elem 'self' 'nonce-…'` added, so that the
 * page's `<style>` elements (index.html's own, the brand's theme, Fluent UI's) load only with this
 * response's nonce, which the browser's Fluent UI copies onto the styles it adds (src/main.tsx).
 * Style attributes keep `style-src` ('unsafe-inline': React's inline styles); a browser without
 * CSP level 3 keeps `style-src` for elements too, as before. `script-src` gets the same nonce, for
 * the page's one inline script, which starts its code after the first paint (appPageHtml.ts).
 */
export function appPageCsp(policy: unknown, nonce: string): string {
  const base = typeof policy === 'string' && policy ? policy : "default-src 'self';style-src 'self' 'unsafe-inline'";
  const directives = base.split(';').map((d) => d.trim()).filter((d) => d && !/^style-src-elem\b/.test(d))
    .map((d) => (/^script-src\s/.test(d) ? `${d.replace(/ 'nonce-[^']*'/g, '')} 'nonce-${nonce}'` : d));
  if (!directives.some((d) => /^script-src\s/.test(d))) directives.push(`script-src 'self' 'nonce-${nonce}'`);
  return [...directives, `style-src-elem 'self' 'nonce-${nonce}'`].join(';');
}
