import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/apiError';
import { brandedIndexHtml } from './brandedIndex';

/** The staff console's page in the built app (vite.staff.config.ts writes it). */
export const STAFF_PAGE_FILE = join('staff', 'staff.html');

/**
 * Serves the staff console's page for GET/HEAD `/staff` and every `/staff/*` path without a dot
 * in its last segment (the console's router shows its own not-found screen for a path it does
 * not know), with the brand embedded as in index.html and the same security headers (helmet's
 * CSP applies to every answer). Its assets under /staff/assets/ are static files; a missing one
 * answers 404 NOT_FOUND with the error payload. Nothing is registered when the console is not built.
 */
export function registerStaffPage(app: FastifyInstance, distDir: string): void {
  const file = join(distDir, STAFF_PAGE_FILE);
  if (!existsSync(file)) return;
  const html = readFileSync(file, 'utf8');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (/\.[^/]*$/.test(path)) throw new ApiError(404, 'NOT_FOUND', 'Not Found');
    return reply.type('text/html').header('cache-control', 'no-store').send(brandedIndexHtml(html, app.services.brand));
  };
  app.get('/staff', handler);
  app.get('/staff/*', handler);
}
