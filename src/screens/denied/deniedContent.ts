import { NOT_ELIGIBLE, type DenialReasonCode } from '../../core/reasonCodes';

/** Reasons with a message of their own, in the order they take the lead; the message key in `denial:screen`. */
const LEAD_REASONS: readonly (readonly [DenialReasonCode, 'noCheckingAccount' | 'notEligible'])[] = [
  ['NO_CHECKING_ACCOUNT', 'noCheckingAccount'],
  [NOT_ELIGIBLE, 'notEligible'],
];

/** What the denied screen says about a decision, each thing once. */
export interface DeniedContent {
  /** Key in `denial:screen` of the lead message, or undefined when the reasons list says it all. */
  messageKey?: 'message' | 'noCheckingAccount' | 'notEligible';
  /** Reason codes to list under "The main reasons for our decision" (the lead reason is not repeated there). */
  listed: string[];
}

/**
 * The lead message and the listed reasons of a denial. A reason with its own message (no
 * checking account, not eligible) is said by that message and left out of the list; other
 * reasons are listed; with no reason at all the general message stands alone. The general
 * message is left out when reasons are listed, as the title already says the application was
 * not approved.
 */
export function deniedContent(reasons: readonly string[]): DeniedContent {
  const lead = LEAD_REASONS.find(([code]) => reasons.includes(code));
  const listed = [...new Set(reasons)].filter((code) => code !== lead?.[0]);
  if (lead) return { messageKey: lead[1], listed };
  return listed.length ? { listed } : { messageKey: 'message', listed };
}
