import { latestEnvelopeOf } from '../../adapters/esign-store/pgEnvelopeStore';
import { signingLinkBinding } from '../../adapters/esign-store/signingLinkBinding';
import { hashSigningToken } from '../../adapters/esign/signingToken';
import { agreementDataOf } from '../../domain/application/agreementData';
import { readApplicant, recordLanguage, type ApplicantLanguage } from '../../domain/application/applicantContact';
import { assertSigning, recordSignature } from '../../domain/lifecycle';
import { fail } from '../../errors/apiError';
import { requireSession } from '../session';
import { stepRoute, type ServerHandler } from './types';

/**
 * `POST application/sign {language}`: only at DOCUSIGN. Creates the envelope of the accepted
 * offer in that language (once; a new one when the language changes) and answers a new
 * single-use, 5-minute signing URL `/esign/s/<token>` (server/http/routes/esignRoutes.ts): earlier
 * links stop working, and the link works only with the session cookie of this call.
 */
export const signHandler: ServerHandler = {
  name: 'sign',
  routes: [
    stepRoute<{ language: ApplicantLanguage }>({
      path: 'application/sign',
      summary: 'Starts the signing ceremony; answers signing_url (single use, 5 minutes).',
      body: { type: 'object', additionalProperties: false, required: ['language'], properties: { language: { type: 'string', enum: ['en', 'es'] } } },
      response: { type: 'object', required: ['signing_url'], properties: { signing_url: { type: 'string' } } },
      async handle({ services, product, request, body }) {
        const { application: app, sessionHash } = await requireSession(services, request, product);
        assertSigning(app.step);
        let envelope = await latestEnvelopeOf(services.db, app.id);
        if (envelope && envelope.status !== 'sent' && envelope.status !== 'voided') {
          // The ceremony ended but the application did not move on (a crash in between): record it now.
          await recordSignature(services, app.id, envelope.status === 'completed' ? 'completed' : envelope.status === 'declined' ? 'declined' : 'id_check_failed');
          throw fail.stepNotAllowed('AWAITING_SIGNATURE_CONFIRMATION', 'DOCUSIGN');
        }
        if (envelope?.status === 'sent' && envelope.agreement.language !== body.language) {
          await services.esign.voidEnvelope(envelope.envelopeId, 'language changed');
          envelope = null;
        }
        let envelopeId = envelope?.status === 'sent' ? envelope.envelopeId : null;
        if (!envelopeId) {
          await recordLanguage(services.db, app.id, body.language);
          const { contact } = await readApplicant(services.db, services.secrets, app.id);
          if (!contact) throw fail.processing(409);
          const agreement = agreementDataOf(product, app, contact, body.language, services.brand, services.now().toISOString().slice(0, 10));
          envelopeId = (await services.esign.createEnvelope({ applicationId: app.id, language: body.language, borrower: agreement.borrower, agreement })).envelopeId;
        }
        const link = await services.signing.createSigningSession(envelopeId);
        if (!link.ok) throw fail.conflict();
        await signingLinkBinding.bind(services.db, hashSigningToken(link.token), sessionHash);
        return { signing_url: link.url };
      },
    }),
  ],
};
