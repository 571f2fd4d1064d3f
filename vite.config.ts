import { fileURLToPath } from 'node:url';
import { build as viteBuild, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { runPrecompile } from './scripts/run-precompile.mjs';
import { compressAssets } from './scripts/compress-assets.mjs';
import { serverRenderingBuild } from './scripts/server-rendering-build.mjs';

/** A file of src/build/ (build-time stand-ins). */
const buildFile = (name: string) => fileURLToPath(new URL(`./src/build/${name}`, import.meta.url));

/**
 * @rjsf/core's Form takes its stock registry from '../getDefaultRegistry.js'; ours
 * (src/build/rjsfRegistry.ts) keeps only the fields our forms use.
 */
function rjsfRegistry(): Plugin {
  return {
    name: 'rjsf-registry',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../getDefaultRegistry.js' && importer?.replace(/\\/g, '/').endsWith('@rjsf/core/lib/components/Form.js')) return buildFile('rjsfRegistry.ts');
      return null;
    },
  };
}

/** A file of react-router's production build (beside the development one its exports name). */
const routerFile = (name: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${name}`, import.meta.url));

/** Checks the flows and writes src/generated/validators before every build and dev start. */
function precompileValidators(): Plugin {
  return {
    name: 'precompile-validators',
    buildStart() {
      this.info(runPrecompile());
    },
  };
}

/**
 * The browser's copy of each flow file leaves out what only the server and the checker read
 * (`$schema`, `productConfig`, each step's `server` handler, of the `channels` all but each
 * channel's `ui`: the server applies a channel's skips, prefills, offer and signature with the
 * core's facts and answers the result per application as `skipped_steps` and `channel`, which the
 * pages follow), so the entry chunk carries the routes, forms and screens alone.
 */
function browserFlows(): Plugin {
  return {
    name: 'browser-flows',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]flows[\\/][^\\/]+\.flow\.json$/.test(id)) return null;
      const { $schema: _schema, productConfig: _product, channels, steps, ...flow } = JSON.parse(code) as {
        steps: Array<Record<string, unknown>>;
        channels?: Record<string, { ui?: Record<string, string> }>;
      } & Record<string, unknown>;
      const browserSteps = steps.map(({ server: _server, ...step }) => step);
      // Of a channel, the browser needs only how it shows a step (`ui`); the server applies the rest.
      const browserChannels = Object.fromEntries(Object.entries(channels ?? {}).filter(([, c]) => c.ui).map(([name, c]) => [name, { ui: c.ui }]));
      const kept = Object.keys(browserChannels).length ? { channels: browserChannels } : {};
      return { code: JSON.stringify({ ...flow, steps: browserSteps, ...kept }), map: null };
    },
  };
}

/** Writes .gz and .br copies of the built assets for the server to send as they are. */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    closeBundle() {
      const dir = fileURLToPath(new URL('./dist/assets', import.meta.url));
      this.info(`compressed ${compressAssets(dir)} assets`);
    },
  };
}

/**
 * The staff console (/staff) is a build of its own (vite.staff.config.ts), run after this one
 * so that `vite build` makes both; none of its chunks is shared with /apply. In `vite` (dev) the
 * staff page answers /staff and /staff/*.
 */
function staffConsole(): Plugin {
  let logLevel: 'info' | 'warn' | 'error' | 'silent' = 'info';
  return {
    name: 'staff-console',
    configResolved(config) {
      logLevel = config.logLevel ?? 'info';
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/staff(\/[^.]*)?(\?.*)?$/.test(req.url)) req.url = '/staff.html';
        next();
      });
    },
    async closeBundle() {
      if (this.meta.watchMode) return;
      await viteBuild({ configFile: fileURLToPath(new URL('./vite.staff.config.ts', import.meta.url)), logLevel });
    },
  };
}

/**
 * Chunk names: a locale file's chunk says its language and namespace (`locale.es.forms-…`), so
 * the bundle report can count the texts of one language; every other chunk keeps its name (also
 * a screen's chunk that carries texts of its own, such as the denied screen's).
 */
function chunkFileName(chunk: { moduleIds: readonly string[] }): string {
  const locales = chunk.moduleIds.map((id) => /locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id));
  if (locales[0] && locales.every(Boolean)) return `assets/locale.${locales[0][1]}.${locales[0][2]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/** The entry's chunk (index.html's script, src/main.tsx). */
const ENTRY_CHUNK = /^assets\/index-[^/]+\.js$/;

/** Browser build: the app in src/, served by the Fastify server from dist/ in one origin. */
export default defineConfig({
  plugins: [precompileValidators(), browserFlows(), rjsfRegistry(), react(), precompressAssets(), staffConsole(), serverRenderingBuild()],
  resolve: {
    // Stand-ins for what the /apply budget cannot afford (see each file; scripts/bundle-report.mjs):
    // RJSF's markdown descriptions are unused by our flows: keep the parser out of /apply;
    // fast-uri (RJSF's $ref resolution) becomes a small RFC 3986 resolver; the allOf merger
    // is left out (no form schema uses allOf; a test keeps it so).
    alias: [
      // react-router's package exports name only its development build (dev warnings and
      // checks, ~10 KB gzip more); the production build of the same version sits beside it.
      { find: /^react-router$/, replacement: routerFile('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerFile('dom-export.mjs') },
      { find: /^markdown-to-jsx\/react$/, replacement: buildFile('markdownAsText.tsx') },
      { find: /^fast-uri$/, replacement: buildFile('uriLite.ts') },
      // fast-equals (RJSF's deepEquals) becomes a small deep equality of the same answers.
      { find: /^fast-equals$/, replacement: buildFile('fastEqualsLite.ts') },
      { find: /^@x0k\/json-schema-merge(\/lib\/array)?$/, replacement: buildFile('allOfUnsupported.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Every browser we serve preloads modules itself (a browser that does not still loads them,
    // only later): no polyfill in the entry, which every page loads.
    // The entry's own dynamic imports (the stages of the start and the texts, src/main.tsx) leave
    // their chunks' imports to the page: the server preloads them with every page
    // (server/http/routes/pagePreloads.ts), and the entry spends no task on preload links of its own.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId }) => (ENTRY_CHUNK.test(hostId) ? [] : deps) },
    rollupOptions: { output: { chunkFileNames: chunkFileName } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
