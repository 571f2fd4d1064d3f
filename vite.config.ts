import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Browser build: the app in src/, served by the Fastify server from dist/ in one origin. */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
