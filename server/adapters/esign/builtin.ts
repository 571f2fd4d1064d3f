import { randomBytes as nodeRandomBytes, randomUUID } from 'node:crypto';
import { documentSha256 } from './agreement';
import { renderAgreementHtml } from './agreementHtml';
import { renderSignedAgreementPdf, type AuditEvent } from './agreementPdf';
import type { EnvelopeRecord, EnvelopeStore, SigningSessionRecord } from './envelopeStore';
import { SIGNING_EVENTS, type CreateEnvelopeInput, type CreatedEnvelope, type ESignProvider, type EnvelopeSummary, type RecipientView, type RecipientViewInput } from './port';
import { SIGNING_ERROR_CODES as E, signingFailure, type SigningFailure } from './signingErrors';
import { signerNameMatches } from './signerName';
import { hashSigningToken, isSigningTokenShape, newSigningToken } from './signingToken';
import type { Language, SignatureRecord } from './types';
import type { SignatureMethod } from '../../../src/core/flow/channelTypes';

/** A signing link works for 5 minutes after it is issued. */
export const SIGNING_SESSION_TTL_MS = 5 * 60 * 1000;

/** Result of the identity check run before a signature is accepted. */
export type IdentityCheckResult = 'pass' | 'fail';

/** Dependencies of the built-in provider, all injected. */
export interface BuiltinESignOptions {
  store: EnvelopeStore;
  /** Current time (tests pass a fake clock). */
  clock: () => Date;
  /** Re-checks the applicant's identity just before signing (e.g. member directory status). */
  identityCheck: (applicationId: string) => Promise<IdentityCheckResult>;
  /** Builds the signing page URL for a token, e.g. `t => \`${origin}/esign/${t}\``. */
  signingUrl: (token: string) => string;
  /** Randomness source for tokens (defaults to node:crypto). */
  randomBytes?: (size: number) => Uint8Array;
  /** Envelope id generator (defaults to a random UUID). */
  newEnvelopeId?: () => string;
}

/** A signing session that may be shown: what the signing page needs. */
export interface OpenSigningSession {
  ok: true;
  envelopeId: string;
  applicationId: string;
  language: Language;
  borrower: { firstName: string; lastName: string };
  /** `click`: the page shows one "Agree and sign" press as the name on file; `typed`: the consent box and the typed name. */
  signatureMethod: SignatureMethod;
  agreementHtml: string;
  documentSha256: string;
  expiresAt: string;
}

/** What the signer submits with the Sign button. */
export interface SignSubmission {
  typedName: string;
  consent: boolean;
  ip: string;
  userAgent: string;
}

/** The outcome of a sign submission that used up the link. */
export type CompleteSigningResult =
  | { ok: true; status: 'signing_complete'; envelopeId: string; signature: SignatureRecord }
  | { ok: true; status: 'id_check_failed'; envelopeId: string }
  | SigningFailure;

/** The outcome of a decline. */
export type DeclineSigningResult = { ok: true; status: 'decline'; envelopeId: string } | SigningFailure;

/**
 * The built-in ceremony's own calls, beyond the ESignProvider port: single-use signing links
 * and the calls of the signing page it serves (server/http/routes/builtInSigningRoutes.ts).
 */
export type SigningCeremony = Pick<BuiltinESignProvider, 'createSigningSession' | 'openSigningSession' | 'completeSigning' | 'declineSigning'>;

/**
 * The built-in e-signature ceremony: envelopes with the rendered agreement, single-use
 * 5-minute signing links (stored hashed), typed-name signatures with E-SIGN consent, an
 * identity re-check, and a signed PDF with an audit page.
 */
export class BuiltinESignProvider implements ESignProvider {
  private readonly random: (size: number) => Uint8Array;
  private readonly newId: () => string;

  constructor(private readonly opts: BuiltinESignOptions) {
    this.random = opts.randomBytes ?? nodeRandomBytes;
    this.newId = opts.newEnvelopeId ?? randomUUID;
  }

  private now(): string {
    return this.opts.clock().toISOString();
  }

  /** Renders the agreement once, hashes it and stores the envelope as "sent". */
  async createEnvelope(input: CreateEnvelopeInput): Promise<CreatedEnvelope> {
    const agreement = { ...input.agreement, language: input.language, borrower: { ...input.borrower } };
    const documentHtml = renderAgreementHtml(agreement);
    const record: EnvelopeRecord = {
      envelopeId: this.newId(),
      applicationId: input.applicationId,
      agreement,
      documentHtml,
      documentSha256: documentSha256(documentHtml),
      status: 'sent',
      signature: null,
      signedPdf: null,
      events: [{ type: 'envelope_sent', at: this.now() }],
      createdAt: this.now(),
    };
    await this.opts.store.put(record);
    return { envelopeId: record.envelopeId, documentSha256: record.documentSha256 };
  }

  /**
   * Issues a new single-use signing link for an open envelope (earlier links of the envelope stop
   * working); the token is returned once and stored hashed.
   */
  async createSigningSession(envelopeId: string): Promise<{ ok: true; token: string; url: string; expiresAt: string } | SigningFailure> {
    const envelope = await this.opts.store.get(envelopeId);
    if (!envelope) return signingFailure(E.envelopeNotFound);
    if (envelope.status !== 'sent') return signingFailure(E.envelopeClosed);
    const token = newSigningToken(this.random);
    const now = this.opts.clock();
    const session: SigningSessionRecord = {
      tokenHash: hashSigningToken(token),
      envelopeId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SIGNING_SESSION_TTL_MS).toISOString(),
      usedAt: null,
    };
    await this.opts.store.voidOpenSessions(envelopeId, session.createdAt);
    await this.opts.store.putSession(session);
    envelope.events.push({ type: 'signing_link_issued', at: session.createdAt });
    await this.opts.store.put(envelope);
    return { ok: true, token, url: this.opts.signingUrl(token), expiresAt: session.expiresAt };
  }

  /** `ESignProvider` view of `createSigningSession` (returnUrl is not used: the page posts events to its parent). */
  async createRecipientView(input: RecipientViewInput): Promise<RecipientView> {
    const s = await this.createSigningSession(input.envelopeId);
    if (!s.ok) throw new Error(`Cannot create a signing link: ${s.error_code}`);
    return { url: s.url, expiresAt: s.expiresAt };
  }

  private async lookup(token: unknown): Promise<{ session: SigningSessionRecord; envelope: EnvelopeRecord } | SigningFailure> {
    if (!isSigningTokenShape(token)) return signingFailure(E.linkInvalid);
    const session = await this.opts.store.getSession(hashSigningToken(token));
    const envelope = session ? await this.opts.store.get(session.envelopeId) : null;
    if (!session || !envelope) return signingFailure(E.linkInvalid);
    if (session.usedAt !== null || envelope.status !== 'sent') return signingFailure(E.linkUsed);
    if (this.opts.clock().getTime() >= Date.parse(session.expiresAt)) return signingFailure(E.linkExpired);
    return { session, envelope };
  }

  /** Checks a signing link and returns what the signing page shows, or why it cannot be used. */
  async openSigningSession(token: unknown): Promise<OpenSigningSession | SigningFailure> {
    const found = await this.lookup(token);
    if ('ok' in found) return found;
    const { envelope, session } = found;
    envelope.events.push({ type: 'document_viewed', at: this.now() });
    await this.opts.store.put(envelope);
    return {
      ok: true,
      envelopeId: envelope.envelopeId,
      applicationId: envelope.applicationId,
      language: envelope.agreement.language,
      borrower: envelope.agreement.borrower,
      signatureMethod: envelope.agreement.signatureMethod ?? 'typed',
      agreementHtml: envelope.documentHtml,
      documentSha256: envelope.documentSha256,
      expiresAt: session.expiresAt,
    };
  }

  /**
   * Signs: requires consent and the borrower's name (case- and accent-insensitive), uses up the
   * link, runs the identity check (a failure is recorded and returned as `id_check_failed`), then
   * records the signature and renders the signed PDF. A second call with the same token gets
   * SIGNING_LINK_USED. If the identity check throws, the link stays used and the envelope open.
   */
  async completeSigning(token: unknown, submission: SignSubmission): Promise<CompleteSigningResult> {
    const found = await this.lookup(token);
    if ('ok' in found) return found;
    const { session, envelope } = found;
    if (submission.consent !== true) return signingFailure(E.consentRequired);
    // A click signature (the member's channel vouched for them) signs as the name on file; a typed one must match it.
    const byClick = envelope.agreement.signatureMethod === 'click';
    if (!byClick && !signerNameMatches(submission.typedName, envelope.agreement.borrower)) return signingFailure(E.nameMismatch);
    const consentGivenAt = this.now();
    if (!(await this.opts.store.claimSession(session.tokenHash, consentGivenAt))) return signingFailure(E.linkUsed);
    let identity: IdentityCheckResult;
    try {
      identity = await this.opts.identityCheck(envelope.applicationId);
    } catch (err) {
      await this.appendEvents(envelope.envelopeId, [{ type: 'consent_given', at: consentGivenAt }, { type: 'identity_check_error', at: this.now() }]);
      throw err;
    }
    // Re-read: the envelope may have been closed (voided, signed through another link) meanwhile.
    const current = await this.opts.store.get(envelope.envelopeId);
    if (!current || current.status !== 'sent') return signingFailure(E.linkUsed);
    current.events.push({ type: 'consent_given', at: consentGivenAt });
    return this.recordOutcome(current, identity, submission, consentGivenAt);
  }

  private async appendEvents(envelopeId: string, events: AuditEvent[]): Promise<void> {
    const e = await this.opts.store.get(envelopeId);
    if (!e) return;
    e.events.push(...events);
    await this.opts.store.put(e);
  }

  private async recordOutcome(envelope: EnvelopeRecord, identity: IdentityCheckResult, submission: SignSubmission, consentGivenAt: string): Promise<CompleteSigningResult> {
    if (identity !== 'pass') {
      envelope.status = 'id_check_failed';
      envelope.events.push({ type: SIGNING_EVENTS.idCheckFailed, at: this.now() });
      await this.opts.store.put(envelope);
      return { ok: true, status: 'id_check_failed', envelopeId: envelope.envelopeId };
    }
    const signedAt = this.now();
    const signature: SignatureRecord = {
      name: envelope.agreement.signatureMethod === 'click' ? `${envelope.agreement.borrower.firstName} ${envelope.agreement.borrower.lastName}` : submission.typedName.trim().replace(/\s+/g, ' '),
      ...(envelope.agreement.signatureMethod === 'click' ? { method: 'click' as const } : {}),
      signedAt,
      ip: submission.ip,
      userAgent: submission.userAgent,
      documentSha256: envelope.documentSha256,
      consentGivenAt,
    };
    envelope.events.push({ type: SIGNING_EVENTS.signingComplete, at: signedAt });
    const pdf = await renderSignedAgreementPdf(envelope.agreement, { envelopeId: envelope.envelopeId, signature, events: envelope.events });
    Object.assign(envelope, { status: 'completed', signature, signedPdf: pdf.bytes });
    await this.opts.store.put(envelope);
    return { ok: true, status: 'signing_complete', envelopeId: envelope.envelopeId, signature };
  }

  /** The signer declined: uses up the link and closes the envelope as declined. */
  async declineSigning(token: unknown): Promise<DeclineSigningResult> {
    const found = await this.lookup(token);
    if ('ok' in found) return found;
    const { session, envelope } = found;
    if (!(await this.opts.store.claimSession(session.tokenHash, this.now()))) return signingFailure(E.linkUsed);
    envelope.status = 'declined';
    envelope.events.push({ type: SIGNING_EVENTS.decline, at: this.now() });
    await this.opts.store.put(envelope);
    return { ok: true, status: 'decline', envelopeId: envelope.envelopeId };
  }

  async getEnvelope(envelopeId: string): Promise<EnvelopeSummary | null> {
    const e = await this.opts.store.get(envelopeId);
    if (!e) return null;
    const { applicationId, status, documentSha256: sha, signature, events } = e;
    return { envelopeId, applicationId, status, documentSha256: sha, signature, events };
  }

  async getSignedDocument(envelopeId: string): Promise<Uint8Array | null> {
    return (await this.opts.store.get(envelopeId))?.signedPdf ?? null;
  }

  /** Voids an envelope that is still open (no effect on a closed one). */
  async voidEnvelope(envelopeId: string, reason: string): Promise<void> {
    const e = await this.opts.store.get(envelopeId);
    if (!e || e.status !== 'sent') return;
    e.status = 'voided';
    e.events.push({ type: 'voided', at: this.now(), detail: reason });
    await this.opts.store.put(e);
  }
}
