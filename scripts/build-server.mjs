// `npm run build` (second half): compiles the server and its command-line tools to plain
// JavaScript in dist-server/ with esbuild, so production runs `node dist-server/main.js`
// and never a TypeScript loader. Packages stay external (loaded from node_modules); the
// project's own files (flows/, schemas/, locales/, migrations) are read at run time from the
// project folder, found by server/config/projectRoot.ts.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, SERVER_ENTRIES } from './lib/server-process.mjs';

const outdir = join(root, 'dist-server');
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: SERVER_ENTRIES,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  chunkNames: 'chunks/[name]-[hash]',
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`Server compiled to dist-server/ (${Object.keys(SERVER_ENTRIES).length} entries, ${(bytes / 1024).toFixed(0)} KB with source maps)`);
