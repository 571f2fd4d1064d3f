import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { docuSignStore, isReturnToken, renderReturnPage, RETURN_PATH, returnOutcome, type DocuSign } from '../../adapters/docusign';
import { sha256 } from '../../crypto/secrets';
import { languageFrom } from '../../domain/application/applicantContact';
import { recordSignature } from '../../domain/lifecycle';
import { liveSession } from '../session';
import { setSigningPageHeaders } from './builtInSigningRoutes';

/**
 * `GET /esign/return/:token?event=<DocuSign event>`: where DocuSign sends the signer at the end
 * of the embedded session, inside the signing frame, on the app's origin. The token (from the
 * recipient view's return URL, stored hashed) names the envelope; the event is mapped to the
 * app's signing events (adapters/docusign/returnEvents.ts): the outcome is recorded on the
 * application when the envelope is its newest one, and the page posts `{type}` to the parent at
 * the app's origin like the built-in signing page. Completion itself is Connect's word.
 *
 * The token alone is not enough: like the built-in signing links, the page acts only for the
 * live session that asked for the recipient view (`return_session_hash`). Browsers do not send
 * the SameSite=Strict session cookie on a navigation DocuSign started, so a first request
 * without it changes nothing and answers a `checking` page that loads itself once more from our
 * origin (`&again=1`, the cookie is sent then); still without it, a `signIn` page (403) that
 * asks the member to sign in again, posts nothing and changes nothing.
 */
export function registerDocuSignReturnRoute(app: FastifyInstance, docusign: DocuSign): void {
  app.get<{ Params: { token: string }; Querystring: { event?: string; again?: '1' } }>(`${RETURN_PATH}/:token`, {
    schema: {
      summary: 'DocuSign return page: tells the app how the embedded signing session ended.', tags: ['esign'],
      params: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 100 } } },
      querystring: { type: 'object', properties: { event: { type: 'string', maxLength: 40 }, again: { type: 'string', enum: ['1'] } } },
    },
  }, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    setSigningPageHeaders(reply, nonce);
    const appOrigin = new URL(docusign.config.publicBaseUrl ?? `${request.protocol}://${request.host}`).origin;
    const { token } = request.params;
    const envelope = isReturnToken(token) ? await docuSignStore.byReturnToken(app.services.db, sha256(token)) : null;
    if (!envelope) {
      request.log.info({ esign: 'docusign' }, 'return page with an unknown token');
      return reply.code(404).send(renderReturnPage({ kind: 'invalid', language: languageFrom(request.headers['accept-language']), message: null, appOrigin, nonce }));
    }
    const event = request.query.event ?? '';
    const session = await liveSession(app.services, request);
    if (!session || !envelope.returnSessionHash || session.id_hash !== envelope.returnSessionHash || session.application_id !== envelope.applicationId) {
      const again = request.query.again === '1';
      request.log.info({ esign: 'docusign', envelope: envelope.envelopeId, cookie: Boolean(session), again }, 'return page without the session that started signing; nothing recorded');
      const page = again
        ? { kind: 'signIn' as const }
        : { kind: 'checking' as const, again: `${encodeURIComponent(token)}?${new URLSearchParams({ event, again: '1' }).toString()}` };
      return reply.code(again ? 403 : 200).send(renderReturnPage({ ...page, language: envelope.language, message: null, appOrigin, nonce }));
    }
    const outcome = returnOutcome(event);
    await docuSignStore.setReturnedEvent(app.services.db, envelope.envelopeId, /^[a-z_]{1,40}$/.test(event) ? event : 'unknown');
    request.log.info({ esign: 'docusign', event: outcome.page, envelope: envelope.envelopeId }, 'signer returned from DocuSign');
    if (outcome.record) {
      const latest = await docuSignStore.latestOf(app.services.db, envelope.applicationId);
      if (latest?.envelopeId === envelope.envelopeId) await recordSignature(app.services, envelope.applicationId, outcome.record);
    }
    return renderReturnPage({ kind: outcome.page, language: envelope.language, message: outcome.message, appOrigin, nonce });
  });
}
