import { fail } from '../../errors/apiError';
import type { Product } from '../../flows/product';
import { applicationsRepo, type ApplicationRecord } from '../../repos/applications';
import type { EnvelopeSummary } from '../ports';
import { transition, type LifecycleDeps } from './transition';

/** An envelope outcome the signing ceremony reports. */
export type SignatureOutcome = 'completed' | 'id_check_failed' | 'declined';

/** Throws 409 unless the application is at DOCUSIGN. */
export function assertSigning(step: string): void {
  if (step !== 'DOCUSIGN') throw fail.stepNotAllowed(step, 'DOCUSIGN');
}

/**
 * Records a ceremony outcome on the application, once: signed or identity check failed ->
 * AWAITING_SIGNATURE_CONFIRMATION with a 'confirm-signature' job (same transaction); declined ->
 * APPLICATION_CANCELED. A replay (the application already moved on) changes nothing.
 */
export async function recordSignature(deps: LifecycleDeps & { products: ReadonlyMap<string, Product> }, applicationId: string, outcome: SignatureOutcome): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const app = await applicationsRepo.get(tx, applicationId);
    const product = app ? deps.products.get(app.product) : undefined;
    if (!app || !product || app.step !== 'DOCUSIGN') return;
    if (outcome === 'declined') await transition(tx, deps, product, app, 'signature_declined', { outcome: { declined_signature: true } });
    else await transition(tx, deps, product, app, 'signing_finished', { detail: { outcome } });
  }).catch((error: unknown) => {
    // A concurrent request recorded it first.
    if (!(error instanceof Error && 'errorCode' in error && (error as { errorCode: string }).errorCode === 'CONFLICT')) throw error;
  });
}

/**
 * Confirms the signature from the envelope (AWAITING_SIGNATURE_CONFIRMATION only): completed ->
 * FINALIZING_APPLICATION with its 'fund' job; identity check failed -> APPLICATION_PROCESSING_ERROR;
 * declined -> APPLICATION_CANCELED. An envelope still open (or missing) throws, so the job retries.
 */
export async function confirmSignature(deps: LifecycleDeps, product: Product, app: ApplicationRecord, envelope: Pick<EnvelopeSummary, 'envelopeId' | 'status' | 'documentSha256'> | null): Promise<void> {
  if (app.step !== 'AWAITING_SIGNATURE_CONFIRMATION') return;
  switch (envelope?.status) {
    case 'completed':
      await transition(deps.db, deps, product, app, 'signature_confirmed', { detail: { envelope_id: envelope.envelopeId, document_sha256: envelope.documentSha256 } });
      return;
    case 'id_check_failed':
      await transition(deps.db, deps, product, app, 'signature_id_check_failed', {
        outcome: { reasons: ['ID_CHECK_FAILED'] }, detail: { job: 'confirm-signature', reason: 'ID_CHECK_FAILED', envelope_id: envelope.envelopeId },
      });
      return;
    case 'declined':
      await transition(deps.db, deps, product, app, 'signature_declined', { outcome: { declined_signature: true } });
      return;
    default:
      throw new Error(`The envelope is ${envelope?.status ?? 'missing'}`);
  }
}

/** The signature was never confirmed (its job gave up): APPLICATION_PROCESSING_ERROR, if still waiting. */
export async function signatureNotConfirmed(deps: LifecycleDeps, product: Product, applicationId: string): Promise<void> {
  const app = await applicationsRepo.get(deps.db, applicationId);
  if (!app || app.step !== 'AWAITING_SIGNATURE_CONFIRMATION') return;
  await transition(deps.db, deps, product, app, 'signature_not_confirmed', { outcome: { reasons: ['SIGNATURE_NOT_CONFIRMED'] }, detail: { job: 'confirm-signature' } });
}
