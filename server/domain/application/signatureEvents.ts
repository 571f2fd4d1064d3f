import type { Db } from '../../db/db';
import type { Clock, JobQueue } from '../ports';
import { applicationsRepo } from '../../repos/applications';
import { fail } from '../../errors/apiError';

/** An envelope outcome the signing ceremony reports. */
export type SignatureOutcome = 'completed' | 'id_check_failed' | 'declined';

/**
 * Records a ceremony outcome on the application, once: signed or identity check failed ->
 * AWAITING_SIGNATURE_CONFIRMATION with a 'confirm-signature' job (same transaction); declined ->
 * APPLICATION_CANCELED. A replay (the application already moved on) changes nothing.
 */
export async function recordSignatureOutcome(services: { db: Db; now: Clock; queue: JobQueue }, applicationId: string, outcome: SignatureOutcome): Promise<void> {
  await services.db.transaction(async (tx) => {
    const app = await applicationsRepo.get(tx, applicationId);
    if (!app || app.step !== 'DOCUSIGN') return;
    if (outcome === 'declined') {
      await applicationsRepo.update(tx, app, services.now(), { step: 'APPLICATION_CANCELED', outcome: { declined_signature: true } }, { type: 'signature_declined' });
      return;
    }
    await applicationsRepo.update(tx, app, services.now(), { step: 'AWAITING_SIGNATURE_CONFIRMATION' }, { type: 'signing_finished', detail: { outcome } });
    await services.queue.enqueue(tx, 'confirm-signature', app.id);
  }).catch((error: unknown) => {
    // A concurrent request recorded it first.
    if (!(error instanceof Error && 'errorCode' in error && (error as { errorCode: string }).errorCode === 'CONFLICT')) throw error;
  });
}

/** Throws 409 unless the application is at DOCUSIGN. */
export function assertSigning(step: string): void {
  if (step !== 'DOCUSIGN') throw fail.stepNotAllowed(step, 'DOCUSIGN');
}
