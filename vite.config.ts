import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { runPrecompile } from './scripts/run-precompile.mjs';

/** Checks the flows and writes src/generated/validators before every build and dev start. */
function precompileValidators(): Plugin {
  return {
    name: 'precompile-validators',
    buildStart() {
      this.info(runPrecompile());
    },
  };
}

/** Browser build: the app in src/, served by the Fastify server from dist/ in one origin. */
export default defineConfig({
  plugins: [precompileValidators(), react()],
  resolve: {
    // RJSF's markdown descriptions are unused by our flows: keep the parser out of /apply.
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/build/markdownAsText.tsx', import.meta.url)) },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
