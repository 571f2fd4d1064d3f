import { describe, expect, it } from 'vitest';
import { appPageHtml } from '../../../server/http/ssr/appPageHtml';
import { BUNDLED_BRAND } from '../../../src/services/brand';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>x</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head>' +
  '<body><div id="root"></div></body></html>';

/** Runs a rendered page's start script with a stand-in document and timers; what each task did. */
function runBootScript(html: string) {
  const script = /<script type="module" nonce="[^"]+">([^<]*)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no start script');
  const queue: Array<() => void> = [];
  const tasks: Array<{ imported: string[]; preloaded: string[] }> = [];
  let current = { imported: [] as string[], preloaded: [] as string[] };
  const document = {
    createElement: () => ({ rel: '', crossOrigin: null as string | null, href: '' }),
    head: { append: (link: { rel: string; href: string; crossOrigin: string | null }) => void current.preloaded.push(`${link.rel} ${link.crossOrigin === '' ? 'cors' : '-'} ${link.href}`) },
  };
  const load = (src: string) => void current.imported.push(src);
  // The page's `import(…)` made a call the stand-in sees (a Function body cannot import).
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'load', script.replace(/\bimport\(/g, 'load('))(
    document,
    (callback: () => void) => queue.push(callback),
    (callback: () => void) => queue.push(callback),
    load,
  );
  while (queue.length) {
    current = { imported: [], preloaded: [] };
    queue.shift()!();
    if (current.imported.length || current.preloaded.length) tasks.push(current);
  }
  return tasks;
}

describe("a rendered page's start script", () => {
  it('imports the entry, then preloads the chunks it needs two per task, each once (a task per link would be long on a phone)', () => {
    const preloads = Array.from({ length: 7 }, (_, i) => `/assets/stage-${i}.js`);
    const html = appPageHtml(TEMPLATE, {
      language: 'en',
      brand: BUNDLED_BRAND,
      nonce: 'n0nce',
      preloads: preloads.map((path) => `<link rel="modulepreload" crossorigin href="${path}">`).join(''),
      screen: { html: '<h1>Apply</h1>', styles: '', title: 'Apply', marker: 'en microloan' },
    });
    const tasks = runBootScript(html);
    expect(tasks[0]).toEqual({ imported: ['/assets/index-1.js'], preloaded: [] });
    const later = tasks.slice(1);
    expect(later.every((task) => task.imported.length === 0 && task.preloaded.length >= 1 && task.preloaded.length <= 2)).toBe(true);
    expect(later.flatMap((task) => task.preloaded)).toEqual(['/assets/shared-1.js', ...preloads].map((path) => `modulepreload cors ${path}`));
  });

  it('on a screen whose form posts (it works without JavaScript) imports only the entry: no chunk is preloaded or compiled while the member reads', () => {
    const preloads = Array.from({ length: 7 }, (_, i) => `/assets/stage-${i}.js`);
    const parts = {
      language: 'en',
      brand: BUNDLED_BRAND,
      nonce: 'n0nce',
      preloads: preloads.map((path) => `<link rel="modulepreload" crossorigin href="${path}">`).join(''),
      screen: { html: '<h1>Apply</h1><form class="rjsf" noValidate="" action="/apply" method="post"><input name="firstName"></form>', styles: '', title: 'Apply', marker: 'en microloan' },
    };
    const html = appPageHtml(TEMPLATE, parts);
    expect(runBootScript(html)).toEqual([{ imported: ['/assets/index-1.js'], preloaded: [] }]);
    expect(html).not.toContain('stage-0');
    // The same screen without a posting form (a screen the app alone makes work) preloads as before.
    const plain = appPageHtml(TEMPLATE, { ...parts, screen: { ...parts.screen, html: '<h1>Apply</h1><form class="rjsf"><input name="firstName"></form>' } });
    expect(runBootScript(plain).flatMap((task) => task.preloaded)).toHaveLength(8);
  });

  it("opens the page's storage before its first paint (a read after it would wait in a long task), throwing nothing where there is none", () => {
    const html = appPageHtml(TEMPLATE, {
      language: 'es',
      brand: BUNDLED_BRAND,
      nonce: 'n0nce',
      preloads: '',
      screen: { html: '<h1>Solicite</h1>', styles: '', title: 'Solicite', marker: 'es microloan' },
    });
    const opening = /<script nonce="n0nce">([^<]+)<\/script>/.exec(html);
    expect(opening).not.toBeNull();
    // Parsed before the element whose arrival releases the first paint, and before the app's start.
    expect(html.indexOf(opening![0])).toBeLessThan(html.indexOf('<template id="screen-end">'));
    expect(html.indexOf(opening![0])).toBeLessThan(html.indexOf('<script type="module"'));
    const touched: string[] = [];
    const storage = (name: string) => ({ get length() { touched.push(name); return 0; } });
    const page = { get cookie() { touched.push('cookie'); return ''; } };
    new Function('document', 'localStorage', 'sessionStorage', opening![1])(page, storage('local'), storage('session'));
    expect(touched).toEqual(['cookie', 'local', 'session']);
    const refused = { get length(): number { throw new Error('SecurityError'); }, get cookie(): string { throw new Error('SecurityError'); } };
    expect(() => new Function('document', 'localStorage', 'sessionStorage', opening![1])(refused, refused, refused)).not.toThrow();
  });
});
