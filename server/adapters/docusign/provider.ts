import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type {
  Clock, CreatedEnvelope, CreateEnvelopeInput, ESignProvider, EnvelopeStatus, EnvelopeSummary, RecipientView, RecipientViewInput,
} from '../../domain/ports';
import type { SigningAuditEvent } from '../../domain/agreement';
import { renderAgreementPdf } from '../esign';
import { ANCHORS, envelopeDefinition, recipientViewRequest, type EnvelopeSigner } from './envelopeDefinition';
import { DocuSignError } from './errors';
import type { DocuSignRest } from './restClient';
import { docuSignStore, type DocuSignEnvelopeRow } from './store';

/** A recipient view URL works for 5 minutes (DocuSign's rule). */
export const RECIPIENT_VIEW_TTL_MS = 5 * 60 * 1000;

/** What the DocuSign provider needs besides the REST client. */
export interface DocuSignProviderDeps {
  db: Queryable;
  clock: Clock;
  rest: DocuSignRest;
  /** The e-mail DocuSign gets for the signer of an application (the member's, or a stand-in). */
  signerEmail(applicationId: string): Promise<string>;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
const signerOf = (row: DocuSignEnvelopeRow): EnvelopeSigner => ({ name: row.signerName, email: row.signerEmail, clientUserId: row.applicationId });
const envelopePath = (id: string) => `/envelopes/${encodeURIComponent(id)}`;

/** DocuSign's envelope status as the port's: only completed, declined and voided are final. */
export function mapEnvelopeStatus(status: unknown): EnvelopeStatus {
  return status === 'completed' || status === 'declined' || status === 'voided' ? status : 'sent';
}

/**
 * ESignProvider on DocuSign's eSignature REST API v2.1: envelopes from our agreement PDF with
 * one embedded signer, recipient views, envelope status, the signed documents, void. Our record
 * of each envelope (application, document hash, signer, Connect's status) is docusign_envelopes.
 */
export class DocuSignESign implements ESignProvider {
  constructor(private readonly deps: DocuSignProviderDeps) {}

  async createEnvelope(input: CreateEnvelopeInput): Promise<CreatedEnvelope> {
    const agreement = { ...input.agreement, language: input.language, borrower: { ...input.borrower } };
    const pdf = (await renderAgreementPdf(agreement, ANCHORS)).bytes;
    const signer: EnvelopeSigner = {
      name: `${input.borrower.firstName} ${input.borrower.lastName}`.trim().replace(/\s+/g, ' '),
      email: await this.deps.signerEmail(input.applicationId),
      clientUserId: input.applicationId,
    };
    const answer = await this.deps.rest.json({ method: 'POST', path: '/envelopes', body: envelopeDefinition({ pdf, language: input.language, signer, applicationId: input.applicationId }) });
    const envelopeId = answer.envelopeId;
    if (typeof envelopeId !== 'string' || !envelopeId) throw new DocuSignError('DocuSign created no envelope id', 200);
    const documentSha256 = sha256Hex(pdf);
    await docuSignStore.insert(this.deps.db, {
      envelopeId, applicationId: input.applicationId, language: input.language, documentSha256, signerName: signer.name, signerEmail: signer.email,
    }, this.deps.clock());
    return { envelopeId, documentSha256 };
  }

  /** The embedded signing URL; DocuSign sends the signer to `returnUrl?event=...` afterwards. */
  async createRecipientView(input: RecipientViewInput): Promise<RecipientView> {
    const row = await docuSignStore.get(this.deps.db, input.envelopeId);
    if (!row) throw new Error('Unknown DocuSign envelope');
    const answer = await this.deps.rest.json({ method: 'POST', path: `${envelopePath(row.envelopeId)}/views/recipient`, body: recipientViewRequest(signerOf(row), input.returnUrl) });
    if (typeof answer.url !== 'string' || !/^https?:\/\//.test(answer.url)) throw new DocuSignError('DocuSign answered no recipient view URL', 200);
    return { url: answer.url, expiresAt: new Date(this.deps.clock().getTime() + RECIPIENT_VIEW_TTL_MS).toISOString() };
  }

  /** GET envelopes/{id}: the status DocuSign reports (an identity-check failure Connect reported is kept). */
  async getEnvelope(envelopeId: string): Promise<EnvelopeSummary | null> {
    const row = await docuSignStore.get(this.deps.db, envelopeId);
    if (!row) return null;
    const answer = await this.deps.rest.json({ method: 'GET', path: envelopePath(envelopeId) });
    let status = mapEnvelopeStatus(answer.status);
    if (status === 'sent' && row.status === 'id_check_failed') status = 'id_check_failed';
    const at = (key: string) => (typeof answer[key] === 'string' ? new Date(answer[key]).toISOString() : null);
    const events: SigningAuditEvent[] = [];
    for (const [key, type] of [['sentDateTime', 'envelope_sent'], ['deliveredDateTime', 'document_viewed'], ['completedDateTime', 'signing_complete'], ['declinedDateTime', 'decline'], ['voidedDateTime', 'voided']] as const) {
      const when = at(key);
      if (when) events.push({ type, at: when });
    }
    const completedAt = at('completedDateTime');
    const signature = status === 'completed' && completedAt
      ? { name: row.signerName, signedAt: completedAt, ip: '', userAgent: '', documentSha256: row.documentSha256, consentGivenAt: completedAt }
      : null;
    return { envelopeId, applicationId: row.applicationId, status, documentSha256: row.documentSha256, signature, events };
  }

  /** The stored signed PDF, else (completed) DocuSign's combined document. */
  async getSignedDocument(envelopeId: string): Promise<Uint8Array | null> {
    const stored = await docuSignStore.signedPdf(this.deps.db, envelopeId);
    if (stored) return stored;
    const row = await docuSignStore.get(this.deps.db, envelopeId);
    return row?.status === 'completed' ? this.deps.rest.bytes(`${envelopePath(envelopeId)}/documents/combined`) : null;
  }

  /**
   * Fetches the signed PDF (documents/combined) and the certificate of completion
   * (documents/certificate) of a completed envelope and stores them; a throw leaves nothing stored.
   */
  async storeSignedDocuments(envelopeId: string): Promise<void> {
    const combined = await this.deps.rest.bytes(`${envelopePath(envelopeId)}/documents/combined`);
    const certificate = await this.deps.rest.bytes(`${envelopePath(envelopeId)}/documents/certificate`);
    if (!isPdf(combined) || !isPdf(certificate)) throw new DocuSignError('DocuSign answered a document that is not a PDF', 200);
    await docuSignStore.storeDocuments(this.deps.db, envelopeId, combined, sha256Hex(combined), certificate, this.deps.clock());
  }

  /** PUT envelopes/{id} status "voided" for an envelope still open (a closed one is left alone). */
  async voidEnvelope(envelopeId: string, reason: string): Promise<void> {
    const row = await docuSignStore.get(this.deps.db, envelopeId);
    if (!row || row.status !== 'sent') return;
    await this.deps.rest.json({ method: 'PUT', path: envelopePath(envelopeId), body: { status: 'voided', voidedReason: reason.slice(0, 200) } });
    await docuSignStore.close(this.deps.db, envelopeId, 'voided', this.deps.clock());
  }
}
