/**
 * Reason codes the built-in decision rules give (flows/{product}.product.json names them; the
 * adverse-action texts in English and Spanish are in server/domain/decision/README.md).
 */
export const REASON_CODES = [
  'UNDER_MINIMUM_AGE',
  'MEMBERSHIP_TOO_RECENT',
  'NO_CHECKING_ACCOUNT',
  'PAL_LOAN_OPEN',
  'TOO_MANY_RECENT_PALS',
  'DELINQUENT',
  'PAST_DUE_REVIEW',
  'INCOME_NOT_VERIFIABLE',
  'INSUFFICIENT_INCOME',
] as const;

/** One of REASON_CODES. */
export type ReasonCode = (typeof REASON_CODES)[number];

/** At most this many principal reasons go on a denial (Regulation B, 12 CFR 1002.9). */
export const MAX_DENIAL_REASONS = 4;
