import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError';
import type { FlowDefinition } from '../../../src/core/flow/types';
import { createPagePreloads, type BuildManifest } from './pagePreloads';
import { registerStaffPage } from './staffPage';
import { appPagesOf, sendAppPage } from '../ssr/registerAppPages';
import { registerNoScriptForms } from './noScriptForms';
import { registerLanguageChoice } from './languageChoice';

/** The browser routes of the app: '/', every step and extra route of every flow, and /preview in local mode. */
export function appRoutes(flows: readonly FlowDefinition[], localMode: boolean): Set<string> {
  const routes = new Set<string>(['/']);
  for (const flow of flows) {
    for (const step of flow.steps) routes.add(step.route);
    for (const extra of flow.extraRoutes ?? []) routes.add(extra.route);
  }
  if (localMode) routes.add('/preview');
  return routes;
}

/**
 * Serves the built web app from `distDir` when it exists (SPA fallback to index.html for
 * GETs outside /api, with the deployment's brand embedded and the page's chunks preloaded: see
 * brandedIndexHtml and pagePreloads): 200 for the app's routes, 404 with the same page (the app
 * shows its not-found screen) for any other page path. Answers 404 NOT_FOUND / UNKNOWN_PRODUCT
 * with the error payload for the API, missing files (a dot in the last segment), and /preview and
 * /demo/... outside local mode.
 */
export async function registerFallback(app: FastifyInstance, distDir: string, flows: readonly FlowDefinition[], localMode: boolean): Promise<void> {
  const products = new Set(flows.map((flow) => flow.product));
  const routes = appRoutes(flows, localMode);
  const hasDist = existsSync(join(distDir, 'index.html'));
  if (hasDist) await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz copies of assets (scripts/compress-assets.mjs); hashed names never change.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.startsWith(join(distDir, 'assets')) || filePath.startsWith(join(distDir, 'staff', 'assets'))) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  if (hasDist) registerStaffPage(app, distDir);
  const indexHtml = hasDist ? readFileSync(join(distDir, 'index.html'), 'utf8') : '';
  const manifestFile = join(distDir, '.vite/manifest.json');
  const manifest = hasDist && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : {};
  const preloadsOf = createPagePreloads(manifest, flows);
  const pages = appPagesOf(app, distDir, indexHtml, manifest, preloadsOf);
  if (hasDist) registerNoScriptForms(app, pages);
  registerLanguageChoice(app);
  app.setNotFoundHandler(async (request, reply) => {
    // The path alone, also of an absolute-form request line (`GET http://host/api/x HTTP/1.1`).
    const path = request.url.startsWith('/') ? request.url.split('?')[0] : pathOf(request.url);
    const product = /^\/api\/v1\/([^/]+)/.exec(path)?.[1];
    if (product !== undefined && !products.has(product)) throw new ApiError(404, 'UNKNOWN_PRODUCT', `Unknown product "${product.slice(0, 40)}".`);
    const isFile = /\.[^/]*$/.test(path);
    // Local-mode tools (the preview, the demo online-banking host) do not exist in production: no app page there either.
    const isPreview = path === '/preview' || path.startsWith('/preview/') || path === '/demo' || path.startsWith('/demo/');
    // /launch/... is the online-banking launch (server/http/routes/launchRoutes.ts), never an app page, also where it is not configured.
    const isLaunch = path === '/launch' || path.startsWith('/launch/');
    const isPage = !path.startsWith('/api/') && path !== '/api' && !isFile && !isLaunch && (localMode || !isPreview);
    if (hasDist && (request.method === 'GET' || request.method === 'HEAD') && isPage) return sendAppPage(pages, request, reply, path, routes.has(path) ? 200 : 404);
    throw new ApiError(404, 'NOT_FOUND', 'Not Found');
  });
}

/** The path of an absolute URL (or '/' when it is not one): never lets a request line's host decide what is served. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}
