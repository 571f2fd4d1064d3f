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
import type { CoreProductCodes } from './pricing/productConfig';

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
  /**
   * The member with this SSN (9 digits), or null. `dob` (YYYY-MM-DD) is the applicant's date of
   * birth: a core that looks members up by both (the HTTP contract) answers only a member with
   * both; the caller compares the entry's `dob` with the applicant's either way.
   */
  findBySsn(ssn: string, dob: string): Promise<DirectoryEntry | null>;
  /** The member with this id, or null. */
  getMember(memberId: string): Promise<MemberRecord | null>;
  /**
   * The date of birth on file (YYYY-MM-DD) of the member with this id, or null (no such member,
   * or none on file: the HTTP contract's `birth_date` is optional). Read only for the minimum age
   * of a launch from online banking, which without it needs the token's `birthdate` claim
   * (docs/online-banking.md). Optional: a directory that cannot answer it leaves it out.
   */
  birthDate?(memberId: string): Promise<string | null>;
}

/**
 * Port to send a text message. Throw (an SmsSendError or anything) when it cannot be sent. An
 * adapter that meets a temporary failure may keep the message and answer: it is then sent
 * again by the 'send-sms' job through its SmsRetries.
 */
export interface SmsSender {
  /** `to` is the number as entered (10 US digits); `body` the text. */
  send(to: string, body: string, options?: SmsOptions): Promise<void>;
}

/** What an adapter that tries again needs to know of a message. */
export interface SmsOptions {
  /** The text is of use only until then (a one-time code): no try is made after it. */
  validUntil?: Date;
  /** Messages of one topic to one number replace each other (e.g. 'otp'): a newer one ends the tries of an older one. */
  topic?: string;
}

/** The further tries of the messages an SMS adapter kept after a temporary failure ('send-sms' jobs). */
export interface SmsRetries {
  /** One more try of the kept message; throws while it still fails for a while (the job retries with back-off). */
  retry(messageId: string): Promise<void>;
  /** The job's tries are used up: the message is given up for good (stored and logged). */
  giveUp(messageId: string, reason: string): Promise<void>;
}

/** A loan to book. */
export interface BookLoanInput {
  applicationId: string;
  memberId: string;
  /** The accepted offer (with its payment list). */
  schedule: PalLoanSchedule;
  /** The member's checking account that receives the amount financed. */
  depositAccountId: string;
  automaticPayments: boolean;
  /** The core's codes of the product (the product file's `core`). */
  coreCodes: CoreProductCodes;
}

/** What booking did: the loan id, and false when this application's loan was already booked. */
export interface BookedLoan {
  loanId: string;
  created: boolean;
}

/** A booked loan to pay out: its amount financed into the member's checking account. */
export interface DisburseLoanInput {
  loanId: string;
  accountId: string;
  amount: number;
}

/** What disbursing did: the disbursement id, and false when this loan was already disbursed. */
export interface DisbursedLoan {
  disbursementId: string;
  created: boolean;
}

/** A booked loan never disbursed, to void: why (for the core's notes, no personal data). */
export interface VoidLoanInput {
  loanId: string;
  reason: string;
}

/**
 * What voiding did: the loan is voided (`created` false when it was voided before), or it was
 * disbursed after all (`voided` false, the disbursement the core names): nothing changed then.
 */
export type VoidedLoan = { voided: true; created: boolean } | { voided: false; disbursementId: string };

/** Why a core refuses to book a loan in a way the member is told (a denial reason code): another PAL of the member is open. */
export type LoanRefusalReason = 'PAL_LOAN_OPEN';

/**
 * The core refused to book the loan for a reason of the member's (NCUA PAL: one PAL at a time),
 * and nothing was booked. Not retried: the fund job denies the application with `reason` and
 * queues its adverse action notice.
 */
export class LoanRefusedError extends Error {
  override readonly name = 'LoanRefusedError';
  constructor(readonly reason: LoanRefusalReason) {
    super(`The core refused to book the loan: ${reason}`);
  }
}

/**
 * Port to the core's loan ledger (the funding side). Each call is its own unit of work at the
 * core, never inside the caller's transaction (a core over HTTP cannot be), and is idempotent by
 * `idempotencyKey`: the same key with the same input answers the same loan (disbursement) however
 * often it is sent, also after a time-out; the same key with another input is refused. Besides,
 * at most one loan per application and one disbursement per loan, and no PAL for a member who has
 * an open PAL of another application (`book` throws LoanRefusedError 'PAL_LOAN_OPEN', atomically:
 * of two applications of one member booked at once, one gets the loan). Any other throw means
 * "not known to be done": the fund job sends the same call again, with the same key.
 */
export interface FundingLedger {
  book(input: BookLoanInput, idempotencyKey: string): Promise<BookedLoan>;
  disburse(input: DisburseLoanInput, idempotencyKey: string): Promise<DisbursedLoan>;
  /**
   * Voids a booked loan that was never disbursed (the fund job after its last try): it leaves the
   * member's loans and can no longer be disbursed. Idempotent by key, like the others.
   */
  voidLoan(input: VoidLoanInput, idempotencyKey: string): Promise<VoidedLoan>;
}

/** Kinds of durable jobs. */
export type JobKind = 'decide' | 'confirm-signature' | 'fund' | 'notice-adverse-action' | 'notice-review-decided' | 'notice-funded' | 'send-sms';

/**
 * Port to the durable job queue (server/jobs implements it on the jobs table). `enqueue` runs
 * in the caller's transaction, so a job exists exactly when the state change asking for it is
 * committed; a second enqueue of the same kind for the same application is a no-op (false).
 */
export interface JobQueue {
  enqueue(tx: Queryable, kind: JobKind, applicationId: string, payload?: Record<string, unknown>): Promise<boolean>;
}

/** Port to enqueue a job about no application (e.g. a text message to send again); server/jobs implements it. */
export interface DetachedJobQueue {
  /** Enqueues in the caller's transaction, due at `runAt`; each call adds a job. */
  enqueueDetached(tx: Queryable, kind: JobKind, payload: Record<string, unknown>, runAt: Date): Promise<void>;
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
   * Where the ceremony sends the signer afterwards; DocuSign appends `?event=<name>`. A path on
   * this server (server/http/steps/sign.ts): an adapter that needs a full URL prefixes the public
   * origin it is configured with. The built-in ceremony posts the event to the parent window
   * instead and ignores it.
   */
  returnUrl: string;
  /**
   * SHA-256 of the applicant's session cookie asking for the view: the built-in ceremony opens its
   * link only with that session. A provider that authenticates the signer itself (DocuSign's
   * embedded recipient) may ignore it.
   */
  signerSession?: string;
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
  /**
   * True when the provider's ceremony can sign by one press as the name on file (an agreement's
   * `signatureMethod: 'click'`, a channel's `signature: click`): the built-in ceremony. Absent
   * (DocuSign): every agreement is signed the provider's own way and says so.
   */
  signsByClick?: boolean;
}

/** A file attached to an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One e-mail to one recipient: a plain-text and an HTML part of the same text, in one language. */
export interface MailMessage {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Language of the parts (also sent as the Content-Language header). */
  language: Language;
  /**
   * A stable reference of this message (the notice id): the adapter derives the Message-ID
   * from it, so a message sent again after a crash carries the same Message-ID.
   */
  reference: string;
  attachments?: MailAttachment[];
}

/** What the provider answered when it took a message. */
export interface MailReceipt {
  /** The Message-ID of the message as sent. */
  messageId: string;
  /** The provider's answer (SMTP: the 250 reply after DATA), addresses removed. */
  response: string;
}

/**
 * Port to send e-mail (server/adapters/mail). `send` resolves only once the provider has taken
 * the message (SMTP: 250 after DATA) and throws otherwise (refused, unreachable, timed out);
 * the caller retries through the durable jobs, except when the error is a
 * PermanentMailFailure (the provider refused this message for good: trying again cannot help).
 */
export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
}

/** What a Mailer error carries when the provider refused the message for good (SMTP 5xx to the recipient or the message). */
export interface PermanentMailFailure {
  permanent: true;
}

/** True when `error` is a Mailer's permanent refusal (`permanent: true`); anything else is temporary. */
export function isPermanentMailFailure(error: unknown): error is PermanentMailFailure {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}

/** An application's envelope as the e-signature adapter records it. */
export interface EnvelopeRef {
  envelopeId: string;
  applicationId: string;
  status: EnvelopeStatus;
  /** Language the agreement was rendered in. */
  language: Language;
  /** SHA-256 hex of the document the signer sees. */
  documentSha256: string;
}

/** What the sign step hands the adapter to open the embedded ceremony. */
export interface OpenSigningInput {
  envelopeId: string;
  /** Hash of the applicant's session that asked (the built-in ceremony binds its link to it). */
  sessionHash: string;
  /** Origin of the app as the applicant reached it (where a provider's return page lives). */
  appOrigin: string;
}

/**
 * The per-application side of an e-signature adapter, used by the sign step and the
 * signature confirmation: the adapter's record of an application's envelopes, the embedded
 * signing URL, and the envelope the confirmation may accept (the provider's own word only).
 */
export interface EmbeddedSigning {
  /** The application's newest envelope (any status), or null. */
  latestEnvelope(applicationId: string): Promise<EnvelopeRef | null>;
  /** The URL of the embedded signing frame for an open envelope; null when the envelope is closed. */
  openSigning(input: OpenSigningInput): Promise<string | null>;
  /**
   * The application's newest envelope as the provider reported it (DocuSign: Connect). When it
   * is completed, its signed documents are stored first; a throw (the provider cannot be
   * reached) retries the confirmation job.
   */
  envelopeToConfirm(applicationId: string): Promise<EnvelopeRef | null>;
}
