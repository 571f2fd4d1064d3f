import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { docuSignStore, isReturnToken, renderReturnPage, RETURN_PATH, returnOutcome, type DocuSign } from '../../adapters/docusign';
import { sha256 } from '../../crypto/secrets';
import { languageFrom } from '../../domain/application/applicantContact';
import { recordSignature } from '../../domain/lifecycle';
import { setSigningPageHeaders } from './builtInSigningRoutes';

/**
 * `GET /esign/return/:token?event=<DocuSign event>`: where DocuSign sends the signer at the end
 * of the embedded session, inside the signing frame, on the app's origin. The token (from the
 * recipient view's return URL, stored hashed) names the envelope; the event is mapped to the
 * app's signing events (adapters/docusign/returnEvents.ts): the outcome is recorded on the
 * application when the envelope is its newest one, and the page posts `{type}` to the parent at
 * the app's origin like the built-in signing page. Completion itself is Connect's word.
 */
export function registerDocuSignReturnRoute(app: FastifyInstance, docusign: DocuSign): void {
  app.get<{ Params: { token: string }; Querystring: { event?: string } }>(`${RETURN_PATH}/:token`, {
    schema: {
      summary: 'DocuSign return page: tells the app how the embedded signing session ended.', tags: ['esign'],
      params: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 100 } } },
      querystring: { type: 'object', properties: { event: { type: 'string', maxLength: 40 } } },
    },
  }, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    setSigningPageHeaders(reply, nonce);
    const appOrigin = docusign.config.publicBaseUrl ?? new URL(`${request.protocol}://${request.host}`).origin;
    const { token } = request.params;
    const envelope = isReturnToken(token) ? await docuSignStore.byReturnToken(app.services.db, sha256(token)) : null;
    if (!envelope) {
      request.log.info({ esign: 'docusign' }, 'return page with an unknown token');
      return reply.code(404).send(renderReturnPage({ kind: 'invalid', language: languageFrom(request.headers['accept-language']), message: null, appOrigin, nonce }));
    }
    const event = request.query.event ?? '';
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
