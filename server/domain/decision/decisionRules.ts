/**
 * Decision rules as flows/{product}.product.json lists them under `decision.rules`. The order
 * of the list is the order of importance of their reason codes on a denial.
 */
export type DecisionRule =
  | MinimumAgeRule
  | MembershipDurationRule
  | CheckingAccountRule
  | NoOpenPalRule
  | RecentPalLimitRule
  | DelinquencyRule
  | IncomeVerifiableRule
  | AffordabilityRule;

interface RuleBase {
  /** Reason code given when the rule fails (adverse-action reason or manual-review reason). */
  reasonCode: string;
}

/** Deny when the applicant is younger than `minAge` years. */
export interface MinimumAgeRule extends RuleBase {
  rule: 'minimumAge';
  minAge: number;
}

/** Deny when the member joined fewer than `minDays` days ago. */
export interface MembershipDurationRule extends RuleBase {
  rule: 'membershipDuration';
  minDays: number;
}

/** Deny when the member has no open account they own (alone or jointly) of one of `accountTypes` to deposit the loan to. */
export interface CheckingAccountRule extends RuleBase {
  rule: 'checkingAccount';
  accountTypes: string[];
}

/** Deny when a loan with one of `palProductCodes` is open (one PAL at a time). */
export interface NoOpenPalRule extends RuleBase {
  rule: 'noOpenPal';
  palProductCodes: string[];
}

/** Deny when `maxCount` PALs were already opened in the last `windowMonths` months. */
export interface RecentPalLimitRule extends RuleBase {
  rule: 'recentPalLimit';
  palProductCodes: string[];
  maxCount: number;
  windowMonths: number;
}

/**
 * Any loan past due: more than `denyOverDaysPastDue` days denies with `reasonCode`; 1 day up
 * to that sends the application to manual review with `reviewReasonCode`.
 */
export interface DelinquencyRule extends RuleBase {
  rule: 'delinquency';
  denyOverDaysPastDue: number;
  reviewReasonCode: string;
}

/** Manual review when there are no direct deposits to verify income with. */
export interface IncomeVerifiableRule extends RuleBase {
  rule: 'incomeVerifiable';
}

/**
 * The monthly payment of the longest term must be at most `maxPaymentToIncomeRatio` of
 * (monthly direct deposits - monthly housing expenses). If the asked amount is not
 * affordable, the largest affordable multiple of `amountStep` at or above the minimum is
 * approved instead; below the minimum, denial.
 */
export interface AffordabilityRule extends RuleBase {
  rule: 'affordability';
  maxPaymentToIncomeRatio: number;
  amountStep: number;
}
