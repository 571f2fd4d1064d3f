/**
 * Step names of the application flow (SPEC section 4). The server's `step` field is always
 * one of these; flow files map each of them to a route.
 */
export const STEPS = [
  'MAIN_APPLY',
  'OTP_VERIFY',
  'LOAN_AMOUNT',
  'HOUSING_EXPENSES',
  'LOAN_PURPOSE',
  'DEPOSIT_ACCOUNT_SELECTION',
  'USER_REVIEW',
  'PROCESSING_APPLICATION',
  'OFFER_REVIEW',
  'DOCUSIGN',
  'AWAITING_SIGNATURE_CONFIRMATION',
  'FINALIZING_APPLICATION',
  'APPLICATION_COMPLETED',
  'APPLICATION_CANCELED',
  'APPLICATION_DENIED',
  'APPLICATION_PROCESSING_ERROR',
  'APPLICATION_ERROR',
  'LOADING',
] as const;

/** One step of the application flow. */
export type Step = (typeof STEPS)[number];

/** Steps after which nothing more can happen to an application. */
export const TERMINAL_STEPS: readonly Step[] = [
  'APPLICATION_COMPLETED',
  'APPLICATION_CANCELED',
  'APPLICATION_DENIED',
  'APPLICATION_PROCESSING_ERROR',
  'APPLICATION_ERROR',
];

/** Steps during which the server is still working and the browser polls. */
export const POLLING_STEPS: readonly Step[] = [
  'PROCESSING_APPLICATION',
  'AWAITING_SIGNATURE_CONFIRMATION',
  'FINALIZING_APPLICATION',
  'LOADING',
];

/** True when `value` is a known step name. */
export function isStep(value: unknown): value is Step {
  return typeof value === 'string' && (STEPS as readonly string[]).includes(value);
}

/** True when the application can no longer change. */
export function isTerminal(step: Step): boolean {
  return TERMINAL_STEPS.includes(step);
}
