import { latestEnvelopeOf } from '../../adapters/esign-store/pgEnvelopeStore';
import { applicationsRepo } from '../../repos/applications';
import type { JobHandler } from '../types';

/**
 * 'confirm-signature': from AWAITING_SIGNATURE_CONFIRMATION reads the envelope. Completed ->
 * FINALIZING_APPLICATION and a 'fund' job (one transaction); the identity check failed ->
 * APPLICATION_PROCESSING_ERROR {reasons: ['ID_CHECK_FAILED']}; declined -> APPLICATION_CANCELED.
 * An envelope still open is retried; after the last try the application ends in a processing error.
 */
export const confirmSignatureJob: JobHandler = {
  kind: 'confirm-signature',
  async run({ services, application: app }) {
    if (app.step !== 'AWAITING_SIGNATURE_CONFIRMATION') return;
    const envelope = await latestEnvelopeOf(services.db, app.id);
    const now = services.now();
    switch (envelope?.status) {
      case 'completed':
        await services.db.transaction(async (tx) => {
          await applicationsRepo.update(tx, app, now, { step: 'FINALIZING_APPLICATION' }, {
            type: 'signature_confirmed', detail: { envelope_id: envelope.envelopeId, document_sha256: envelope.documentSha256 },
          });
          await services.queue.enqueue(tx, 'fund', app.id);
        });
        return;
      case 'id_check_failed':
        await applicationsRepo.update(services.db, app, now, { step: 'APPLICATION_PROCESSING_ERROR', outcome: { reasons: ['ID_CHECK_FAILED'] } }, {
          type: 'processing_error', detail: { job: 'confirm-signature', reason: 'ID_CHECK_FAILED', envelope_id: envelope.envelopeId },
        });
        return;
      case 'declined':
        await applicationsRepo.update(services.db, app, now, { step: 'APPLICATION_CANCELED', outcome: { declined_signature: true } }, { type: 'signature_declined' });
        return;
      default:
        throw new Error(`The envelope is ${envelope?.status ?? 'missing'}`);
    }
  },
  async giveUp({ services, application }) {
    const app = await applicationsRepo.get(services.db, application.id);
    if (!app || app.step !== 'AWAITING_SIGNATURE_CONFIRMATION') return;
    await applicationsRepo.update(services.db, app, services.now(), { step: 'APPLICATION_PROCESSING_ERROR', outcome: { reasons: ['SIGNATURE_NOT_CONFIRMED'] } }, {
      type: 'processing_error', detail: { job: 'confirm-signature' },
    });
  },
};
