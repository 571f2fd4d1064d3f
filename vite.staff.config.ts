import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './scripts/compress-assets.mjs';

/**
 * The staff console's own build (staff.html -> src/staff/main.tsx), run by `vite build` after the
 * applicant's (vite.config.ts `staffConsole`). A build of its own rather than a second input of
 * the applicant's: two inputs in one build share chunks, which moves React and Fluent out of the
 * /apply entry and changes its bytes. Output in dist/staff/ (page dist/staff/staff.html, assets
 * under /staff/assets/, manifest dist/staff/.vite/manifest.json); the server answers /staff and
 * /staff/* with that page (server/http/routes/staffPage.ts).
 */

/** A file of react-router's production build (its package exports name only the development one). */
const routerFile = (name: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${name}`, import.meta.url));

/** Output folder of the staff build, inside the applicant's dist/. */
export const STAFF_OUT_DIR = fileURLToPath(new URL('./dist/staff', import.meta.url));

/** Writes .gz and .br copies of the staff assets for the server to send as they are. */
function precompressStaffAssets(): Plugin {
  return {
    name: 'precompress-staff-assets',
    apply: 'build',
    closeBundle() {
      this.info(`compressed ${compressAssets(`${STAFF_OUT_DIR}/assets`)} staff assets`);
    },
  };
}

/** Locale chunks say language and namespace (`locale.es.staff-…`), as in the applicant's build. */
function chunkFileName(chunk: { moduleIds: readonly string[] }): string {
  for (const id of chunk.moduleIds) {
    const locale = /locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(id);
    if (locale) return `assets/locale.${locale[1]}.${locale[2]}-[hash].js`;
  }
  return 'assets/[name]-[hash].js';
}

export default defineConfig({
  base: '/staff/',
  // The brand's logo and the other public files are the applicant build's, served from /.
  publicDir: false,
  plugins: [react(), precompressStaffAssets()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: routerFile('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerFile('dom-export.mjs') },
    ],
  },
  build: {
    outDir: STAFF_OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: { input: fileURLToPath(new URL('./staff.html', import.meta.url)), output: { chunkFileNames: chunkFileName } },
  },
});
