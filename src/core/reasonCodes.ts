/**
 * The one list of reason codes an application's `outcome.reasons` may carry. The decision rules
 * give the first ones (a product file's rules name them, server/domain/decision); `NOT_ELIGIBLE`
 * is the answer for anyone not found a member. Each has a text in `locales/{lang}/errors.json`
 * under `reasons.<CODE>` of `locales/<lang>/denial.json` (the denied screen) and a Regulation B statement in the server's
 * notices (server/domain/notices/reasons.ts); tests hold both to this list.
 */
export const DECISION_REASON_CODES = [
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

/** One of {@link DECISION_REASON_CODES}. */
export type DecisionReasonCode = (typeof DECISION_REASON_CODES)[number];

/** The reason of an applicant who is not (found) a member. */
export const NOT_ELIGIBLE = 'NOT_ELIGIBLE';

/**
 * The reasons a denial may state: the decision's (but `PAST_DUE_REVIEW`, which sends an
 * application to manual review and is never stated) and {@link NOT_ELIGIBLE}.
 */
export const DENIAL_REASON_CODES = [...DECISION_REASON_CODES.filter((c) => c !== 'PAST_DUE_REVIEW'), NOT_ELIGIBLE] as readonly DenialReasonCode[];

/** One of {@link DENIAL_REASON_CODES}. */
export type DenialReasonCode = Exclude<DecisionReasonCode, 'PAST_DUE_REVIEW'> | typeof NOT_ELIGIBLE;

/** Whether a string is a denial reason code. */
export function isDenialReasonCode(code: string): code is DenialReasonCode {
  return (DENIAL_REASON_CODES as readonly string[]).includes(code);
}
