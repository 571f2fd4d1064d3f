/** The e-signature adapter: port, built-in ceremony, agreement renderers, signing pages. */
export * from './types';
export * from './port';
export * from './envelopeStore';
export { InMemoryEnvelopeStore } from './memoryEnvelopeStore';
export { BuiltinESignProvider, SIGNING_SESSION_TTL_MS } from './builtin';
export type { SigningCeremony, BuiltinESignOptions, IdentityCheckResult, OpenSigningSession, SignSubmission, CompleteSigningResult, DeclineSigningResult } from './builtin';
export * from './signingErrors';
export { buildAgreementDocument, documentSha256, paymentScheduleRows } from './agreement';
export type { AgreementDocument, AgreementBlock, FederalBoxCell, ScheduleRow } from './agreement';
export { renderAgreementHtml } from './agreementHtml';
export { renderAgreementPdf, renderSignedAgreementPdf } from './agreementPdf';
export type { AuditEvent, SigningAudit, RenderedPdf, SignatureAnchors } from './agreementPdf';
export { renderSigningPage, renderSigningErrorPage, signingErrorPageKind, SIGNING_MESSAGE_TYPES } from './signingPage';
export type { SigningPageInput, SigningMessageType } from './signingPage';
export { signerNameMatches, normalizeSignerName } from './signerName';
export { formatMoney, formatPercent, formatDate, formatUtc } from './format';
