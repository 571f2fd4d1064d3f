import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../../src/core/languages';
import { setLanguageCookie } from '../ssr/pageLanguage';

/** A path of this site to go back to: `/...`, never `//host` or `/\host` (another site). */
const SAFE_NEXT = '^/(?![/\\\\])[^\\s]*$';

/**
 * `GET /language/:language?next=/path`: the header's language choice without JavaScript (the
 * link the page shows inside `<noscript>`, src/app/LanguageMenu.tsx). Sets the page-language
 * cookie as the app's menu does and answers 303 to `next` (a path of this site; else `/`), which
 * the server then renders in that language. An unknown language or a `next` of another site is
 * refused with the error payload (400), so the route never redirects away.
 */
export function registerLanguageChoice(app: FastifyInstance): void {
  app.get<{ Params: { language: (typeof LANGUAGES)[number] }; Querystring: { next?: string } }>(
    '/language/:language',
    {
      schema: {
        hide: true,
        params: { type: 'object', required: ['language'], properties: { language: { type: 'string', enum: [...LANGUAGES] } }, additionalProperties: false },
        querystring: { type: 'object', properties: { next: { type: 'string', maxLength: 512, pattern: SAFE_NEXT } }, additionalProperties: false },
      },
    },
    async (request, reply) => {
      setLanguageCookie(reply, request.params.language);
      return reply.code(303).header('cache-control', 'no-store').redirect(request.query.next ?? '/', 303);
    },
  );
}
