// Child process of tests/helpers/serverRendering.ts: loads src/ssr/entry.tsx through Vite's
// server-side module loader (the project's vite.config.ts: the same stand-ins and flows as the
// browser build) and renders the screens asked for on stdin (JSON), answering them on stdout.
import { createServer } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
let input = '';
for await (const chunk of process.stdin) input += chunk;
const requests = JSON.parse(input);
const vite = await createServer({
  root,
  configFile: `${root}/vite.config.ts`,
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { default: rendering } = await vite.ssrLoadModule('/src/ssr/entry.tsx');
  const pages = [];
  for (const request of requests) pages.push(await rendering.render(request));
  process.stdout.write(JSON.stringify(pages));
} finally {
  await vite.close();
}
