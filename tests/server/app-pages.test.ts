import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createServer, type ViteDevServer } from 'vite';
import type { Db } from '../../server/db/db';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import { createAppPages } from '../../server/http/ssr/appPages';
import { loadServerRendering } from '../../server/http/ssr/serverRendering';
import type { ServerRendering } from '../../src/core/serverRendering';
import { testApp } from '../helpers/testApp';

const ROOT = join(import.meta.dirname, '../..');

/** index.html as the build writes it (the parts the server fills in). */
const TEMPLATE = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Loan application</title>\n    <style>html,body{margin:0;padding:0}</style>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** A copy of flows/, schemas/, locales/ and the brand a test may edit. */
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'ml-pages-'));
  for (const name of ['flows', 'schemas', 'locales']) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  const distDir = join(dir, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  return { dir, flowsDir: join(dir, 'flows'), schemasDir: join(dir, 'schemas'), localesDir: join(dir, 'locales'), distDir, brandFile: join(dir, 'flows/brand.json') };
}

/** Edits a JSON file of the project copy (`T`: the part of it the edit touches). */
function editJson<T>(file: string, edit: (json: T) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as T;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

const styles = (html: string) => [...html.matchAll(/<style([^>]*)>/g)].map(([, attributes]) => attributes);

describe('the app pages: screens rendered by the server', () => {
  let db: Db;
  let vite: ViteDevServer;
  let rendering: ServerRendering;
  beforeAll(async () => {
    db = await openMigratedPglite();
    // The rendering from source, through the project's Vite configuration (what the build bundles into dist-ssr).
    vite = await createServer({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true, include: [] } });
    rendering = ((await vite.ssrLoadModule('/src/ssr/entry.tsx')) as { default: ServerRendering }).default;
  }, 120_000);
  afterAll(async () => {
    await vite?.close();
    await db?.close();
  });

  /** The app pages of a test app on `dirs`, and how many screens were rendered. */
  async function pagesOf(dirs: ReturnType<typeof project>) {
    const { app } = await testApp(db, dirs);
    const counted = { renders: 0 };
    const pages = createAppPages({
      template: TEMPLATE,
      load: async () => ({ rendering: { ...rendering, render: (request) => ((counted.renders += 1), rendering.render(request)) } }),
      brand: app.services.brand,
      live: app.liveConfig,
      preloadsOf: () => ['/assets/x.js'],
      log: app.log,
    });
    return { app, pages, counted };
  }

  it('renders /apply in the language the browser picks (the cookie, else Accept-Language), once per language, a nonce per answer', async () => {
    const dirs = project();
    const { app, pages, counted } = await pagesOf(dirs);
    try {
      const es = await pages.page({ path: '/apply', acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' });
      expect(es.rendered).toBe(true);
      expect(es.html).toContain('<html lang="es">');
      expect(es.html).toContain('<div id="root" data-ssr="es microloan">');
      expect(es.html).toContain('>Solicite un préstamo</h1>');
      expect(es.html).toMatch(/<title>[^<]+ \| Harbor Community Credit Union<\/title>/);
      // A real form before and without any script: the fields take typing at once (never read-only) and post to the server.
      const firstName = /<input [^>]*id="root_firstName"[^>]*>/.exec(es.html)?.[0] ?? '';
      expect(firstName).toMatch(/name="[^"]+"/);
      expect(firstName).not.toMatch(/readOnly|readonly/);
      expect(es.html).toMatch(/<form [^>]*method="post"/);
      expect(es.html).toContain('<style nonce="' + es.nonce + '" id="brand-theme">:root { --');
      // The screen is in the HTML: its code starts after the first paint (one inline script with
      // the page's nonce imports the entry then; the form works without scripts, so nothing is
      // preloaded and the app starts at the member's first input), none of it in the head.
      expect(es.html.match(/<script type="module"[^>]* src=[^>]*>|<link rel="modulepreload"[^>]*>|modulepreload/g)).toBeNull();
      const boot = /<script type="module" nonce="([^"]+)">let s=0;const go=\(\)=>\{if\(s\)return;s=1;import\(("[^"]+")\)\};requestAnimationFrame\(\(\)=>setTimeout\(go\)\)[^<]*<\/script><template id="screen-end"><\/template><\/body>/.exec(es.html);
      // Painted only once the whole screen is parsed (no frame of half a header).
      expect(es.html.indexOf('<link rel="expect" href="#screen-end" blocking="render">')).toBeGreaterThan(-1);
      expect(es.html.indexOf('<link rel="expect"')).toBeLessThan(es.html.indexOf('</head>'));
      expect(boot?.[1]).toBe(es.nonce);
      expect(JSON.parse(boot![2])).toBe('/assets/index-1.js');
      expect(es.html).not.toContain('/assets/x.js');
      expect(es.html).toContain('<link rel="icon" href="/logo.svg">');
      expect(es.html).toContain('<link rel="preload" as="image" href="/logo.svg"');
      expect(styles(es.html).length).toBeGreaterThan(3);
      expect(styles(es.html).every((attributes) => attributes.includes(`nonce="${es.nonce}"`))).toBe(true);

      const again = await pages.page({ path: '/apply', acceptLanguage: 'es' });
      expect(again.nonce).not.toBe(es.nonce);
      expect(again.html.replaceAll(again.nonce, 'N')).toBe(es.html.replaceAll(es.nonce, 'N'));
      const en = await pages.page({ path: '/apply', acceptLanguage: 'es', languageCookie: 'en' });
      expect(en.html).toContain('>Apply for a loan</h1>');
      expect(counted.renders).toBe(2);

      const pal2 = await pages.page({ path: '/apply', product: 'pal2', acceptLanguage: 'en' });
      expect(pal2.html).toContain('data-ssr="en pal2"');
      const notFound = await pages.page({ path: '/no/such/page', acceptLanguage: 'es' });
      expect(notFound.html).toContain('>No encontrado</h1>');
      expect(counted.renders).toBe(4);
    } finally {
      await app.close();
    }
  });

  it('the screens that need a session or the tab\'s storage, and unknown products, come as the plain page, with the theme', async () => {
    const { app, pages, counted } = await pagesOf(project());
    try {
      for (const asked of [{ path: '/application/loan-amount' }, { path: '/otp' }, { path: '/application-completed' }, { path: '/' }, { path: '/apply', product: 'nope' }]) {
        const page = await pages.page({ ...asked, acceptLanguage: 'es' });
        expect([asked, page.rendered]).toEqual([asked, false]);
        expect(page.html).toContain('<div id="root"></div>');
        expect(page.html).toContain('<html lang="es">');
        expect(page.html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
        expect(page.html).toContain('id="brand-theme"');
        expect(page.html).toContain('<script type="application/json" id="brand-config">');
        // Nothing to wait for before the first paint: the browser renders the screen.
        expect(page.html).not.toContain('rel="expect"');
      }
      expect(counted.renders).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('local mode: an edit of a locale, a form schema or the brand is rendered after the reload, without a rebuild', async () => {
    const dirs = project();
    const { app, pages, counted } = await pagesOf(dirs);
    try {
      expect((await pages.page({ path: '/apply', acceptLanguage: 'en' })).html).toContain('>Apply for a loan</h1>');
      editJson<{ apply: { title: string } }>(join(dirs.localesDir, 'en/forms.json'), (json) => {
        json.apply.title = 'Apply in two minutes';
      });
      editJson<{ properties: { firstName: { maxLength: number } } }>(join(dirs.schemasDir, 'forms/apply.schema.json'), (json) => {
        json.properties.firstName.maxLength = 30;
      });
      editJson<{ institutionName: string }>(dirs.brandFile, (json) => {
        json.institutionName = 'Harbor Community Federal Credit Union';
      });
      await app.liveConfig!.reload();
      expect(app.liveConfig!.state.problems).toEqual([]);
      const page = await pages.page({ path: '/apply', acceptLanguage: 'en' });
      expect(page.html).toContain('>Apply in two minutes</h1>');
      expect(page.html).toMatch(/<input [^>]*id="root_firstName"[^>]*maxLength="30"/);
      expect(page.html).toContain('Harbor Community Federal Credit Union</span>');
      expect(counted.renders).toBe(2);
    } finally {
      await app.close();
    }
  });
});

describe('the server rendering a server loads', () => {
  it('is refused, with the reason, when it is missing, is no rendering, or belongs to another browser build', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ml-ssr-'));
    expect((await loadServerRendering(dir, 'assets/index-A.js')).problem).toMatch(/entry\.js is missing \(run `npx vite build`\)/);
    writeFileSync(join(dir, 'entry.js'), 'export default { hello: 1 };\n');
    expect((await loadServerRendering(dir, 'assets/index-A.js')).problem).toMatch(/is not a server rendering/);
    const other = mkdtempSync(join(tmpdir(), 'ml-ssr-'));
    writeFileSync(join(other, 'entry.js'), "export default { browserEntry: 'assets/index-B.js', render() {} };\n");
    expect((await loadServerRendering(other, 'assets/index-A.js')).problem).toMatch(/belongs to another browser build/);
  });
});

describe('an app page on the wire', () => {
  it('has its own nonce in the CSP (style-src-elem) and on its styles, varies by language and is compressed when the browser accepts it', async () => {
    const db = await openMigratedPglite();
    const dirs = project();
    const { app } = await testApp(db, { distDir: dirs.distDir });
    try {
      const answer = await app.inject({ method: 'GET', url: '/apply', headers: { 'accept-language': 'es', 'accept-encoding': 'gzip, br' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
      const html = brotliDecompressSync(answer.rawPayload).toString('utf8');
      const csp = String(answer.headers['content-security-policy']);
      const nonce = /style-src-elem 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(html).toContain(`<style nonce="${nonce}">html,body{margin:0;padding:0}</style>`);
      expect(html).toContain('<html lang="es">');
      const second = await app.inject({ method: 'GET', url: '/nowhere', headers: { cookie: 'preferredLanguage=en' } });
      expect(second.statusCode).toBe(404);
      expect(second.headers['content-encoding']).toBeUndefined();
      expect(second.body).toContain('<html lang="en">');
      expect(String(second.headers['content-security-policy'])).not.toContain(nonce!);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
