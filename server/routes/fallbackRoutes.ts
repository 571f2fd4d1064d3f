import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError';

/**
 * Serves the built web app from `distDir` when it exists (SPA fallback to index.html for
 * GETs outside /api) and answers 404 NOT_FOUND / UNKNOWN_PRODUCT with the error payload.
 */
export async function registerFallback(app: FastifyInstance, distDir: string, products: ReadonlySet<string>): Promise<void> {
  const hasDist = existsSync(join(distDir, 'index.html'));
  if (hasDist) await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br/.gz copies of assets (scripts/compress-assets.mjs); hashed names never change.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.startsWith(join(distDir, 'assets'))) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const product = /^\/api\/v1\/([^/]+)/.exec(path)?.[1];
    if (product !== undefined && !products.has(product)) throw new ApiError(404, 'UNKNOWN_PRODUCT', `Unknown product "${product.slice(0, 40)}".`);
    if (hasDist && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api') return reply.type('text/html').sendFile('index.html');
    throw new ApiError(404, 'NOT_FOUND', 'Not Found');
  });
}
