/**
 * The ports of the domain: every outside service the application's lifecycle needs, as an
 * interface. Adapters (server/adapters/<port>/) implement them; the composition
 * (server/app/) types its services by these interfaces, never by a built-in class. How to add
 * an adapter: server/domain/ADAPTERS.md.
 */
import type { Queryable } from '../db/db';
import type { AgreementData, Language, SignatureRecord, SigningAuditEvent } from './agreement';
import type { MemberRecord } from './member';
import type { PalLoanSchedule } from './pricing';

/** The clock; every time decision reads it (tests inject their own). */
export type Clock = () => Date;

/** A directory entry found by SSN, with the date of birth on file (YYYY-MM-DD). */
export interface DirectoryEntry {
  member: MemberRecord;
  dob: string;
}

/**
 * Port to the member directory / core banking. The built-in implementation reads the
 * members tables; a real adapter maps the core system's records. Any throw is treated as
 * the directory being unavailable (503 PROCESSING_ERROR).
 */
export interface MemberDirectory {
  /** The member with this SSN (9 digits), or null. */
  findBySsn(ssn: string): Promise<DirectoryEntry | null>;
  /** The member with this id, or null. */
  getMember(memberId: string): Promise<MemberRecord | null>;
}

/** Port to send a text message. Throw (an SmsSendError or anything) when it cannot be sent. */
export interface SmsSender {
  /** `to` is the number as entered (10 US digits); `body` the text. */
  send(to: string, body: string): Promise<void>;
}

/** A loan to book and disburse. */
export interface BookLoanInput {
  applicationId: string;
  memberId: string;
  /** The accepted offer (with its payment list). */
  schedule: PalLoanSchedule;
  /** The member's checking account that receives the amount financed. */
  depositAccountId: string;
  automaticPayments: boolean;
  at: Date;
}

/** What booking did: the loan id, and false when this application's loan was already booked. */
export interface BookedLoan {
  loanId: string;
  created: boolean;
}

/**
 * Port to the core's loan ledger (the funding side). `book` runs in the caller's transaction
 * and books at most one loan per application, however often it is called.
 */
export interface FundingLedger {
  book(tx: Queryable, input: BookLoanInput): Promise<BookedLoan>;
}

/** Kinds of durable jobs. */
export type JobKind = 'decide' | 'confirm-signature' | 'fund' | 'notice-adverse-action' | 'notice-review-decided' | 'notice-funded';

/**
 * Port to the durable job queue (server/jobs implements it on the jobs table). `enqueue` runs
 * in the caller's transaction, so a job exists exactly when the state change asking for it is
 * committed; a second enqueue of the same kind for the same application is a no-op (false).
 */
export interface JobQueue {
  enqueue(tx: Queryable, kind: JobKind, applicationId: string, payload?: Record<string, unknown>): Promise<boolean>;
}

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
  events: SigningAuditEvent[];
}

/**
 * An e-signature provider, shaped after DocuSign's eSignature REST API (envelopes,
 * recipient views, envelope status, combined documents). The built-in ceremony
 * (server/adapters/esign) implements it; a DocuSign adapter can implement it too.
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
