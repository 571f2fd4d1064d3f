/**
 * The outcomes a signing ceremony reports, named as DocuSign's embedded-signing `event`
 * query values; the signing page posts the same names to the parent window.
 */
export const SIGNING_EVENTS = {
  signingComplete: 'signing_complete',
  cancel: 'cancel',
  idCheckFailed: 'id_check_failed',
  decline: 'decline',
} as const;

/** One of the signing ceremony outcomes. */
export type SigningEventName = (typeof SIGNING_EVENTS)[keyof typeof SIGNING_EVENTS];

export type {
  EnvelopeStatus, CreateEnvelopeInput, CreatedEnvelope, RecipientViewInput, RecipientView, EnvelopeSummary, ESignProvider,
} from '../../domain/ports';
