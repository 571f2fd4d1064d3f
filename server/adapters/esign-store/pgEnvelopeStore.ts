import type { Queryable } from '../../db/db';
import type { EnvelopeRecord, EnvelopeStore, SigningSessionRecord } from '../esign';

interface EnvelopeRow {
  envelope_id: string; application_id: string; status: EnvelopeRecord['status']; agreement: EnvelopeRecord['agreement'];
  document_html: string; document_sha256: string; signer_name: string | null; signed_at: Date | string | null; signer_ip: string | null;
  signer_user_agent: string | null; consent_given_at: Date | string | null; signed_pdf: Uint8Array | null; events: EnvelopeRecord['events']; created_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toRecord(r: EnvelopeRow): EnvelopeRecord {
  return {
    envelopeId: r.envelope_id, applicationId: r.application_id, status: r.status, agreement: r.agreement,
    documentHtml: r.document_html, documentSha256: r.document_sha256, events: r.events, createdAt: iso(r.created_at),
    signedPdf: r.signed_pdf ? new Uint8Array(r.signed_pdf) : null,
    signature: r.signer_name && r.signed_at
      ? { name: r.signer_name, signedAt: iso(r.signed_at), ip: r.signer_ip ?? '', userAgent: r.signer_user_agent ?? '', documentSha256: r.document_sha256, consentGivenAt: r.consent_given_at ? iso(r.consent_given_at) : iso(r.signed_at) }
      : null,
  };
}

/**
 * The built-in e-signature provider's store on PostgreSQL (esign_envelopes: the agreement,
 * its SHA-256, the signature's name, time, IP and user agent, the signed PDF as bytea;
 * esign_signing_sessions: single-use links, token hashes only). A closed envelope is never
 * reopened by a late write.
 */
export function pgEnvelopeStore(db: Queryable): EnvelopeStore {
  return {
    async get(envelopeId) {
      const { rows } = await db.query<EnvelopeRow>('SELECT * FROM esign_envelopes WHERE envelope_id = $1', [envelopeId]);
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async put(e) {
      const s = e.signature;
      await db.query(
        `INSERT INTO esign_envelopes (envelope_id, application_id, status, agreement, document_html, document_sha256, signer_name, signed_at,
           signer_ip, signer_user_agent, consent_given_at, signed_pdf, events, created_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14)
         ON CONFLICT (envelope_id) DO UPDATE SET status = EXCLUDED.status, signer_name = EXCLUDED.signer_name, signed_at = EXCLUDED.signed_at,
           signer_ip = EXCLUDED.signer_ip, signer_user_agent = EXCLUDED.signer_user_agent, consent_given_at = EXCLUDED.consent_given_at,
           signed_pdf = EXCLUDED.signed_pdf, events = EXCLUDED.events
         WHERE esign_envelopes.status = 'sent'`,
        [e.envelopeId, e.applicationId, e.status, JSON.stringify(e.agreement), e.documentHtml, e.documentSha256, s?.name ?? null, s?.signedAt ?? null,
          s?.ip ?? null, s?.userAgent ?? null, s?.consentGivenAt ?? null, e.signedPdf ? Buffer.from(e.signedPdf) : null, JSON.stringify(e.events), e.createdAt],
      );
    },
    async getSession(tokenHash) {
      const { rows } = await db.query<{ token_hash: string; envelope_id: string; created_at: Date; expires_at: Date; used_at: Date | null }>(
        'SELECT * FROM esign_signing_sessions WHERE token_hash = $1', [tokenHash]);
      const r = rows[0];
      return r ? { tokenHash: r.token_hash, envelopeId: r.envelope_id, createdAt: iso(r.created_at), expiresAt: iso(r.expires_at), usedAt: r.used_at ? iso(r.used_at) : null } : null;
    },
    async putSession(s: SigningSessionRecord) {
      await db.query(
        `INSERT INTO esign_signing_sessions (token_hash, envelope_id, created_at, expires_at, used_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (token_hash) DO UPDATE SET used_at = EXCLUDED.used_at`,
        [s.tokenHash, s.envelopeId, s.createdAt, s.expiresAt, s.usedAt]);
    },
    async voidOpenSessions(envelopeId, at) {
      await db.query('UPDATE esign_signing_sessions SET used_at = $2 WHERE envelope_id = $1 AND used_at IS NULL', [envelopeId, at]);
    },
    async claimSession(tokenHash, usedAt) {
      const r = await db.query('UPDATE esign_signing_sessions SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL', [tokenHash, usedAt]);
      return r.rowCount === 1;
    },
  };
}

/** The newest envelope of an application (any status), or null. */
export async function latestEnvelopeOf(db: Queryable, applicationId: string): Promise<EnvelopeRecord | null> {
  const { rows } = await db.query<EnvelopeRow>('SELECT * FROM esign_envelopes WHERE application_id = $1 ORDER BY seq DESC LIMIT 1', [applicationId]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * The signed PDF of an application's completed envelope, or null: the built-in ceremony's, or
 * the one DocuSign completed (docusign_envelopes, stored once Connect said completed).
 */
export async function signedAgreementOf(db: Queryable, applicationId: string): Promise<Uint8Array | null> {
  const { rows } = await db.query<{ signed_pdf: Uint8Array }>(
    `SELECT signed_pdf FROM (
       SELECT signed_pdf, created_at FROM esign_envelopes WHERE application_id = $1 AND status = 'completed' AND signed_pdf IS NOT NULL
       UNION ALL
       SELECT signed_pdf, created_at FROM docusign_envelopes WHERE application_id = $1 AND status = 'completed' AND signed_pdf IS NOT NULL
     ) signed ORDER BY created_at DESC LIMIT 1`, [applicationId]);
  return rows[0] ? new Uint8Array(rows[0].signed_pdf) : null;
}
