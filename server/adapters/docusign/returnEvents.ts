import type { SignatureOutcome } from '../../domain/lifecycle';
import { SIGNING_MESSAGE_TYPES, type SigningMessageType } from '../esign';

/** The `event` values DocuSign appends to the return URL of an embedded signing session. */
export const DOCUSIGN_RETURN_EVENTS = ['signing_complete', 'cancel', 'id_check_failed', 'decline', 'session_timeout', 'ttl_expired', 'exception'] as const;

/**
 * What the return page shows: an outcome, or (the request does not carry the session that
 * started signing) `checking` (the page loads itself once more from our own origin, so that the
 * browser sends the session cookie it keeps from a navigation DocuSign started) then `signIn`.
 */
export type ReturnPageKind = 'signed' | 'idCheckFailed' | 'canceled' | 'ended' | 'error' | 'invalid' | 'checking' | 'signIn';

/** What one return event means to the app. */
export interface ReturnOutcome {
  /** The message the page posts to the app (the built-in signing page's names), or none. */
  message: SigningMessageType | null;
  /** The ceremony outcome the server records on the application (recordSignature), or none. */
  record: SignatureOutcome | null;
  page: ReturnPageKind;
}

/**
 * DocuSign's return events as the app's signing events (SPEC section 4, Signing):
 * - signing_complete -> `signing_complete`, recorded as signed: the application waits for the
 *   signature confirmation, which accepts only Connect's envelope-completed;
 * - id_check_failed -> `id_check_failed`, recorded (ends in a processing error through the confirmation);
 * - decline -> `cancel`, recorded as declined (the built-in Decline does the same);
 * - cancel (the signer chose Finish later) -> `cancel`: the app cancels the application;
 * - session_timeout, ttl_expired (the session or its URL ran out) and exception (or any other
 *   value) -> no message: the page says to reload, which starts a new session on the same envelope.
 */
export function returnOutcome(event: unknown): ReturnOutcome {
  switch (event) {
    case 'signing_complete':
      return { message: SIGNING_MESSAGE_TYPES.signingComplete, record: 'completed', page: 'signed' };
    case 'id_check_failed':
      return { message: SIGNING_MESSAGE_TYPES.idCheckFailed, record: 'id_check_failed', page: 'idCheckFailed' };
    case 'decline':
      return { message: SIGNING_MESSAGE_TYPES.cancel, record: 'declined', page: 'canceled' };
    case 'cancel':
      return { message: SIGNING_MESSAGE_TYPES.cancel, record: null, page: 'canceled' };
    case 'session_timeout':
    case 'ttl_expired':
      return { message: null, record: null, page: 'ended' };
    default:
      return { message: null, record: null, page: 'error' };
  }
}
