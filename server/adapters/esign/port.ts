import type { AuditEvent } from './agreementPdf';
import type { AgreementData, Language, SignatureRecord } from './types';

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

/** Envelope lifecycle (DocuSign: created -> sent -> completed | declined | voided). */
export type EnvelopeStatus = 'sent' | 'completed' | 'declined' | 'id_check_failed' | 'voided';

/** Input to create an envelope: one agreement, one signer. */
export interface CreateEnvelopeInput {
  applicationId: string;
  language: Language;
  borrower: { firstName: string; lastName: string };
  agreement: AgreementData;
}

/** What creating an envelope returns. */
export interface CreatedEnvelope {
  envelopeId: string;
  /** SHA-256 hex of the exact document the signer will see. */
  documentSha256: string;
}

/** Input to create the signer's recipient view (the embedded signing URL). */
export interface RecipientViewInput {
  envelopeId: string;
  /**
   * Where the ceremony sends the signer afterwards; DocuSign appends `?event=<name>`. The
   * built-in ceremony posts the event to the parent window instead and ignores it.
   */
  returnUrl: string;
}

/** The signing URL to open in the embedded frame, and when it stops working. */
export interface RecipientView {
  url: string;
  /** ISO-8601 UTC instant. */
  expiresAt: string;
}

/** Envelope state as the provider reports it. */
export interface EnvelopeSummary {
  envelopeId: string;
  applicationId: string;
  status: EnvelopeStatus;
  documentSha256: string;
  signature: SignatureRecord | null;
  events: AuditEvent[];
}

/**
 * An e-signature provider, shaped after DocuSign's eSignature REST API (envelopes,
 * recipient views, envelope status, combined documents). The built-in ceremony
 * (`BuiltinESignProvider`) implements it; a DocuSign adapter can implement it too.
 */
export interface ESignProvider {
  /** Creates and sends an envelope holding the rendered agreement (DocuSign: POST envelopes, status "sent"). */
  createEnvelope(input: CreateEnvelopeInput): Promise<CreatedEnvelope>;
  /** A short-lived embedded signing URL (DocuSign: POST envelopes/{id}/views/recipient). */
  createRecipientView(input: RecipientViewInput): Promise<RecipientView>;
  /** Current state, signature and events (DocuSign: GET envelopes/{id} + audit_events). */
  getEnvelope(envelopeId: string): Promise<EnvelopeSummary | null>;
  /** The signed PDF with its audit page, once completed (DocuSign: GET documents/combined). */
  getSignedDocument(envelopeId: string): Promise<Uint8Array | null>;
  /** Voids an envelope that was not signed (DocuSign: PUT envelopes/{id} status "voided"). */
  voidEnvelope(envelopeId: string, reason: string): Promise<void>;
}
