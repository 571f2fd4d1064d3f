import { agreementDataOf } from '../../domain/application/agreementData';
import { channelDeclaration } from '../../domain/application/channelDeclaration';
import { readApplicant, recordLanguage, type ApplicantLanguage } from '../../domain/application/applicantContact';
import { assertSigning, recordSignature } from '../../domain/lifecycle';
import { ApiError, fail } from '../../errors/apiError';
import { apiSchemas } from '../../schemas/apiSchemas';
import { requireSession } from '../session';
import { stepRoute, type ServerHandler, type StepCallContext } from './types';

type SignBody = { language: ApplicantLanguage };

/** A call to the e-signature provider; a throw (provider down) answers 503, the screen offers to try again. */
async function provider<T>(log: { error(o: object, m: string): void }, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log.error({ err: error }, 'e-signature provider call failed');
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The signing service is not available right now; try again.');
  }
}

/**
 * `POST application/sign {language}`: only at DOCUSIGN. Creates the envelope of the accepted
 * offer in that language (once; a new one when the language changes) and answers the URL of
 * the embedded signing frame (services.embeddedSigning): built-in, a new single-use, 5-minute
 * `/esign/s/<token>` (server/http/routes/esignRoutes.ts) that works only with the session
 * cookie of this call, earlier links stop working; DocuSign, a recipient view URL.
 */
async function startSigning({ services, product, request, body }: StepCallContext<SignBody>): Promise<{ signing_url: string }> {
  const { application: app, sessionHash } = await requireSession(services, request, product);
  assertSigning(app.step);
  const signing = services.embeddedSigning;
  let envelope = await signing.latestEnvelope(app.id);
  if (envelope && envelope.status !== 'sent' && envelope.status !== 'voided') {
    // The ceremony ended but the application did not move on (a crash in between): record it now.
    await recordSignature(services, app.id, envelope.status === 'completed' ? 'completed' : envelope.status === 'declined' ? 'declined' : 'id_check_failed');
    throw fail.stepNotAllowed('AWAITING_SIGNATURE_CONFIRMATION', 'DOCUSIGN');
  }
  if (envelope?.status === 'sent' && envelope.language !== body.language) {
    const stale = envelope.envelopeId;
    await provider(request.log, () => services.esign.voidEnvelope(stale, 'language changed'));
    envelope = null;
  }
  let envelopeId = envelope?.status === 'sent' ? envelope.envelopeId : null;
  if (!envelopeId) {
    await recordLanguage(services.db, app.id, body.language);
    const { contact } = await readApplicant(services.db, services.secrets, app.id);
    if (!contact) throw fail.processing(409);
    const agreement = agreementDataOf(product, app, contact, body.language, services.brand, services.now().toISOString().slice(0, 10));
    // A channel that signs by a press (flow JSON channels.<name>.signature), where the provider's ceremony can.
    if (channelDeclaration(product, app.channel)?.signature === 'click' && services.esign.signsByClick) agreement.signatureMethod = 'click';
    envelopeId = (await provider(request.log, () => services.esign.createEnvelope({ applicationId: app.id, language: body.language, borrower: agreement.borrower, agreement }))).envelopeId;
  }
  const open = { envelopeId, sessionHash, appOrigin: new URL(`${request.protocol}://${request.host}`).origin };
  const url = await provider(request.log, () => signing.openSigning(open));
  if (!url) throw fail.conflict();
  return { signing_url: url };
}

/** The signing call. */
export const signHandler: ServerHandler = {
  name: 'sign',
  routes: [
    stepRoute({
      path: 'application/sign',
      summary: 'Starts the signing ceremony; answers signing_url (single use, 5 minutes).',
      body: { type: 'object', additionalProperties: false, required: ['language'], properties: { language: { type: 'string', enum: ['en', 'es'] } } },
      response: apiSchemas.signAnswer,
      handle: startSigning,
    }),
  ],
};
