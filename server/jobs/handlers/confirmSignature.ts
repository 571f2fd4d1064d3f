import { confirmSignature, signatureNotConfirmed } from '../../domain/lifecycle';
import type { JobHandler } from '../types';

/**
 * 'confirm-signature': from AWAITING_SIGNATURE_CONFIRMATION reads the envelope as the provider
 * reported it (services.embeddedSigning; DocuSign: Connect, then the signed documents are stored). Completed ->
 * FINALIZING_APPLICATION and a 'fund' job (one transaction); the identity check failed ->
 * APPLICATION_PROCESSING_ERROR {reasons: ['ID_CHECK_FAILED']}; declined -> APPLICATION_CANCELED.
 * An envelope still open is retried; after the last try the application ends in a processing error.
 */
export const confirmSignatureJob: JobHandler = {
  kind: 'confirm-signature',
  async run({ services, application, product }) {
    if (application.step !== 'AWAITING_SIGNATURE_CONFIRMATION') return;
    await confirmSignature(services, product, application, await services.embeddedSigning.envelopeToConfirm(application.id));
  },
  async giveUp({ services, application, product }) {
    await signatureNotConfirmed(services, product, application.id);
  },
};
