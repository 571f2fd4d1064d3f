import type { AuditEvent } from './agreementPdf';
import type { EnvelopeStatus } from './port';
import type { AgreementData, SignatureRecord } from './types';

/** An envelope as the built-in provider stores it. */
export interface EnvelopeRecord {
  envelopeId: string;
  applicationId: string;
  agreement: AgreementData;
  /** The exact agreement HTML shown to the signer (hashed into documentSha256). */
  documentHtml: string;
  documentSha256: string;
  status: EnvelopeStatus;
  signature: SignatureRecord | null;
  /** Signed PDF with its audit page, once completed. */
  signedPdf: Uint8Array | null;
  events: AuditEvent[];
  /** ISO-8601 UTC. */
  createdAt: string;
}

/** A single-use signing link. Only the SHA-256 of the token is stored. */
export interface SigningSessionRecord {
  tokenHash: string;
  envelopeId: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  expiresAt: string;
  /** Set once the link was used to sign or decline; null while unused. */
  usedAt: string | null;
}

/**
 * Storage of the built-in provider; the server backs it with PostgreSQL tables
 * (`claimSession` as `UPDATE ... SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL`).
 */
export interface EnvelopeStore {
  get(envelopeId: string): Promise<EnvelopeRecord | null>;
  /** Inserts or replaces the envelope. */
  put(record: EnvelopeRecord): Promise<void>;
  getSession(tokenHash: string): Promise<SigningSessionRecord | null>;
  putSession(session: SigningSessionRecord): Promise<void>;
  /** Marks every unused session of the envelope used at `at` (a newer link replaces them). */
  voidOpenSessions(envelopeId: string, at: string): Promise<void>;
  /** Atomically marks an unused session used; false if it was already used (or is unknown). */
  claimSession(tokenHash: string, usedAt: string): Promise<boolean>;
}
