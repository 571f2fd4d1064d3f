import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError';
import type { FlowDefinition } from '../../src/core/flow/types';
import { brandedIndexHtml } from './brandedIndex';
import { createPagePreloads, modulePreloadTags, type BuildManifest } from './pagePreloads';

/**
 * Serves the built web app from `distDir` when it exists (SPA fallback to index.html for
 * GETs outside /api, with the deployment's brand embedded and the page's chunks preloaded: see
 * brandedIndexHtml and pagePreloads) and answers 404 NOT_FOUND / UNKNOWN_PRODUCT with the error payload.
 */
export async function registerFallback(app: FastifyInstance, distDir: string, flows: readonly FlowDefinition[]): Promise<void> {
  const products = new Set(flows.map((flow) => flow.product));
  const hasDist = existsSync(join(distDir, 'index.html'));
  if (hasDist) await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz copies of assets (scripts/compress-assets.mjs); hashed names never change.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.startsWith(join(distDir, 'assets'))) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  const indexHtml = hasDist ? readFileSync(join(distDir, 'index.html'), 'utf8') : '';
  const manifestFile = join(distDir, '.vite/manifest.json');
  const manifest = hasDist && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : {};
  const preloadsOf = createPagePreloads(manifest, flows);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const product = /^\/api\/v1\/([^/]+)/.exec(path)?.[1];
    if (product !== undefined && !products.has(product)) throw new ApiError(404, 'UNKNOWN_PRODUCT', `Unknown product "${product.slice(0, 40)}".`);
    if (hasDist && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api') {
      const query = request.query as Record<string, unknown>;
      const preloads = preloadsOf({
        path,
        product: typeof query.product === 'string' ? query.product : undefined,
        acceptLanguage: request.headers['accept-language'],
      });
      return reply.type('text/html').header('vary', 'Accept-Language').send(brandedIndexHtml(indexHtml, app.services.brand, modulePreloadTags(preloads)));
    }
    throw new ApiError(404, 'NOT_FOUND', 'Not Found');
  });
}
