import type { Queryable } from '../../db/db';
import type { EnvelopeRef, EnvelopeStatus } from '../../domain/ports';

/** One row of docusign_envelopes (without the document bytes). */
export interface DocuSignEnvelopeRow extends EnvelopeRef {
  signerName: string;
  signerEmail: string;
  /** Set once the signed PDF and the certificate are stored. */
  documentsStored: boolean;
  returnedEvent: string | null;
  /** Hash of the session that asked for the current return-page token (the only one the return page records for). */
  returnSessionHash: string | null;
}

interface Row {
  envelope_id: string; application_id: string; language: string; status: EnvelopeStatus; document_sha256: string;
  signer_name: string | null; signer_email: string | null; documents_at: Date | string | null; returned_event: string | null;
  return_session_hash: string | null;
}

const COLUMNS = 'envelope_id, application_id, language, status, document_sha256, signer_name, signer_email, documents_at, returned_event, return_session_hash';

const toRow = (r: Row): DocuSignEnvelopeRow => ({
  envelopeId: r.envelope_id, applicationId: r.application_id, language: r.language === 'es' ? 'es' : 'en', status: r.status,
  documentSha256: r.document_sha256, signerName: r.signer_name ?? '', signerEmail: r.signer_email ?? '', documentsStored: r.documents_at !== null, returnedEvent: r.returned_event,
  returnSessionHash: r.return_session_hash,
});

/** The docusign_envelopes and docusign_connect_events tables (migrations 010 and 019). */
export const docuSignStore = {
  async insert(q: Queryable, e: Omit<DocuSignEnvelopeRow, 'documentsStored' | 'returnedEvent' | 'returnSessionHash' | 'status'>, at: Date): Promise<void> {
    await q.query(
      `INSERT INTO docusign_envelopes (envelope_id, application_id, language, status, document_sha256, signer_name, signer_email, created_at)
       VALUES ($1, $2, $3, 'sent', $4, $5, $6, $7)`,
      [e.envelopeId, e.applicationId, e.language, e.documentSha256, e.signerName, e.signerEmail, at.toISOString()]);
  },

  async get(q: Queryable, envelopeId: string): Promise<DocuSignEnvelopeRow | null> {
    const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM docusign_envelopes WHERE envelope_id = $1`, [envelopeId]);
    return rows[0] ? toRow(rows[0]) : null;
  },

  async latestOf(q: Queryable, applicationId: string): Promise<DocuSignEnvelopeRow | null> {
    const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM docusign_envelopes WHERE application_id = $1 ORDER BY seq DESC LIMIT 1`, [applicationId]);
    return rows[0] ? toRow(rows[0]) : null;
  },

  /** The envelope whose current return-page token has this hash. */
  async byReturnToken(q: Queryable, tokenHash: string): Promise<DocuSignEnvelopeRow | null> {
    const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM docusign_envelopes WHERE return_token_hash = $1`, [tokenHash]);
    return rows[0] ? toRow(rows[0]) : null;
  },

  /** A new return-page token for the envelope, bound to the session that asked for it (the earlier token stops working). */
  async setReturnToken(q: Queryable, envelopeId: string, tokenHash: string, sessionHash: string): Promise<void> {
    await q.query('UPDATE docusign_envelopes SET return_token_hash = $2, return_session_hash = $3 WHERE envelope_id = $1', [envelopeId, tokenHash, sessionHash]);
  },

  /** The event the return page was opened with (for the record). */
  async setReturnedEvent(q: Queryable, envelopeId: string, event: string): Promise<void> {
    await q.query('UPDATE docusign_envelopes SET returned_event = $2 WHERE envelope_id = $1', [envelopeId, event]);
  },

  /** Closes an open envelope with `status`; a closed one never changes again. Answers whether it changed. */
  async close(q: Queryable, envelopeId: string, status: Exclude<EnvelopeStatus, 'sent'>, at: Date): Promise<boolean> {
    const r = await q.query("UPDATE docusign_envelopes SET status = $2, status_at = $3 WHERE envelope_id = $1 AND status = 'sent'", [envelopeId, status, at.toISOString()]);
    return r.rowCount === 1;
  },

  /** Stores the signed PDF and the certificate of a completed envelope (once). */
  async storeDocuments(q: Queryable, envelopeId: string, signedPdf: Uint8Array, signedSha256: string, certificate: Uint8Array, at: Date): Promise<void> {
    await q.query(
      `UPDATE docusign_envelopes SET signed_pdf = $2, signed_pdf_sha256 = $3, certificate_pdf = $4, documents_at = $5
       WHERE envelope_id = $1 AND status = 'completed' AND documents_at IS NULL`,
      [envelopeId, Buffer.from(signedPdf), signedSha256, Buffer.from(certificate), at.toISOString()]);
  },

  async signedPdf(q: Queryable, envelopeId: string): Promise<Uint8Array | null> {
    const { rows } = await q.query<{ signed_pdf: Uint8Array | null }>('SELECT signed_pdf FROM docusign_envelopes WHERE envelope_id = $1', [envelopeId]);
    return rows[0]?.signed_pdf ? new Uint8Array(rows[0].signed_pdf) : null;
  },

  /** True when a Connect message with this body digest was already applied. */
  async seen(q: Queryable, digest: string): Promise<boolean> {
    const { rows } = await q.query('SELECT 1 FROM docusign_connect_events WHERE digest = $1', [digest]);
    return rows.length > 0;
  },

  /** Records an applied Connect message (a concurrent duplicate is a no-op). */
  async recordEvent(q: Queryable, digest: string, envelopeId: string, event: string, generatedAt: string | null, at: Date): Promise<void> {
    await q.query(
      'INSERT INTO docusign_connect_events (digest, envelope_id, event, generated_at, received_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (digest) DO NOTHING',
      [digest, envelopeId, event, generatedAt, at.toISOString()]);
  },
};
