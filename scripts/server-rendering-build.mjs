/**
 * The server's rendering of the app's public screens (src/ssr/entry.tsx) is built by every
 * browser build (`npx vite build`, `npm run build`, `npm start` when stale): once the browser
 * build has closed, this plugin runs a second Vite build of the same configuration (the same
 * plugins and stand-ins, so the server renders exactly the modules the browser runs) for Node
 * into dist-ssr/entry.js, with every dependency bundled and the browser build's entry chunk
 * written in (the server checks that the two belong together: server/http/ssr/serverRendering.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/** Where the server looks for the rendering, from the project root. */
export const SERVER_RENDERING_DIR = 'dist-ssr';

/** A Vite plugin (browser builds only) that builds dist-ssr/entry.js after the browser build. */
export function serverRenderingBuild() {
  let config;
  return {
    name: 'server-rendering-build',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
      if (!entry) throw new Error('server-rendering build: the browser build has no entry chunk');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: config.logLevel,
        define: {
          'import.meta.env.BROWSER_ENTRY': JSON.stringify(entry),
          // The browser build's React and Fluent UI run in production mode: so does their rendering.
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/ssr/entry.tsx',
          outDir: join(config.root, SERVER_RENDERING_DIR),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'entry.js' } },
        },
      });
    },
  };
}
