import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '../../../src/core/languages';
import type { BuildManifest, PageRequest } from '../routes/pagePreloads';
import { appPageCsp } from './appPageCsp';
import { createAppPages, type AppPages } from './appPages';
import { LANGUAGE_COOKIE } from './pageLanguage';
import { loadServerRendering } from './serverRendering';
import { ensureFormToken } from '../formCookies';
import type { PostedForm } from '../../../src/core/forms/postedForm';

/** Folder of the server rendering beside the browser build (scripts/server-rendering-build.mjs). */
const SERVER_RENDERING_DIR = 'dist-ssr';

/**
 * The app pages of a server serving the browser build in `distDir` (its index.html and manifest),
 * with the server rendering built beside it (`dist-ssr`); the apply pages are rendered once the
 * server is ready (not in tests, which render on the first request).
 */
export function appPagesOf(app: FastifyInstance, distDir: string, indexHtml: string, manifest: BuildManifest, preloadsOf: (page: PageRequest) => string[]): AppPages {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
  const pages = createAppPages({
    template: indexHtml,
    load: () => loadServerRendering(join(distDir, '..', SERVER_RENDERING_DIR), entry),
    brand: app.services.brand,
    live: app.liveConfig,
    preloadsOf,
    log: app.log,
  });
  if (indexHtml && app.services.env.NODE_ENV !== 'test')
    app.addHook('onReady', async () => {
      void pages.warm(LANGUAGES).catch((error: unknown) => app.log.warn({ err: error }, 'the apply pages could not be rendered ahead'));
    });
  return pages;
}

/** The page's bytes in the best encoding the browser accepts (a rendered page is some 50 KB of HTML and CSS, 10 KB compressed). */
function encoded(html: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: Buffer.from(html) };
}

/**
 * Answers an app page (`status` 200, or 404 for a path that is no route): the page of
 * {@link createAppPages}, compressed, with a CSP that allows its nonce for styles, varying by
 * the language headers it was picked from. A page with a form carries the request's form token
 * (server/http/formCookies.ts; set as a cookie when new); `posted` is the answer to a form
 * posted without JavaScript (server/http/routes/noScriptForms.ts).
 */
export async function sendAppPage(pages: AppPages, request: FastifyRequest, reply: FastifyReply, path: string, status: number, posted?: PostedForm): Promise<FastifyReply> {
  const query = request.query as Record<string, unknown>;
  const page = await pages.page({
    path,
    product: typeof query.product === 'string' ? query.product : undefined,
    languageCookie: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
    formToken: ensureFormToken(request, reply),
    posted,
  });
  const { body, encoding } = encoded(page.html, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
    .header('cache-control', 'private, no-cache')
    .header('content-security-policy', appPageCsp(reply.getHeader('content-security-policy'), page.nonce))
    .send(body);
}
