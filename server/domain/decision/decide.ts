import type { MemberRecord } from '../member';
import { fromEpochDay, toEpochDay } from '../pricing/dates';
import type { ProductConfig } from '../pricing/productConfig';
import { assertCoreBankingAvailable } from './coreBanking';
import { decideAffordability } from './decideAffordability';
import { checkEligibility } from './eligibilityChecks';
import { MAX_DENIAL_REASONS } from './reasonCodes';

/** The application fields the decision reads. */
export interface DecisionApplication {
  /** Amount asked for, dollars. */
  loan_amount: number;
  /** Monthly housing expenses, dollars. */
  monthly_housing_expenses: number;
  [other: string]: unknown;
}

/** Everything decide() needs. */
export interface DecisionInput {
  member: MemberRecord;
  /** Age in whole years, from the date of birth given at apply (ageOn). */
  applicantAge: number;
  application: DecisionApplication;
  config: ProductConfig;
  /** Decision date, YYYY-MM-DD or a Date (its UTC day). */
  today: string | Date;
}

/** Result of the decision. Reasons are reason codes, most important first. */
export type DecisionOutcome =
  | {
      kind: 'approved';
      /** Approved amount, dollars. */
      amount: number;
      /** The asked amount, present only when less was approved. */
      reducedFrom?: number;
      /** Largest affordable monthly payment (for priceOffers' maxMonthlyPayment). */
      maxMonthlyPayment: number;
      /** MLA covered borrower: price with militaryCovered (no fee, MAPR <= 36%). */
      militaryCovered: boolean;
    }
  | { kind: 'denied'; reasons: string[] }
  | { kind: 'manual_review'; reasons: string[] };

/**
 * Decides a PAL application with the rules of config.decision.rules, in their order:
 * any failing eligibility or affordability rule denies (up to 4 reasons, most important
 * first); otherwise any review verdict sends it to manual review; otherwise it is approved,
 * for less than asked when only a smaller amount is affordable. Throws CoreBankingError when
 * core banking is unavailable for the member (the caller ends in a processing error), and
 * RangeError when loan_amount is outside config.loan (the route validates it first).
 */
export function decide(input: DecisionInput): DecisionOutcome {
  const { member, application, config } = input;
  assertCoreBankingAvailable(member);
  const today = typeof input.today === 'string' ? input.today : fromEpochDay(Math.floor(input.today.getTime() / 86_400_000));
  toEpochDay(today);
  const { minAmount, maxAmount } = config.loan;
  if (!(application.loan_amount >= minAmount && application.loan_amount <= maxAmount)) {
    throw new RangeError(`loan_amount ${application.loan_amount} is outside ${minAmount}-${maxAmount}`);
  }
  const denials: string[] = [];
  const reviews: string[] = [];
  let approval: { amount: number; maxMonthlyPayment: number } | null = null;
  for (const rule of config.decision.rules) {
    if (rule.rule === 'affordability') {
      if (member.monthly_direct_deposits <= 0) continue;
      const verdict = decideAffordability(rule, config, {
        requestedAmount: application.loan_amount,
        monthlyDirectDeposits: member.monthly_direct_deposits,
        monthlyHousingExpenses: application.monthly_housing_expenses,
        today,
      });
      if (verdict.verdict === 'deny') denials.push(verdict.reason);
      else approval = verdict;
      continue;
    }
    const verdict = checkEligibility(rule, { member, applicantAge: input.applicantAge, today });
    if (verdict.verdict === 'deny') denials.push(verdict.reason);
    if (verdict.verdict === 'review') reviews.push(verdict.reason);
  }
  if (denials.length > 0) return { kind: 'denied', reasons: [...new Set(denials)].slice(0, MAX_DENIAL_REASONS) };
  if (reviews.length > 0 || approval === null) return { kind: 'manual_review', reasons: [...new Set(reviews)] };
  return {
    kind: 'approved',
    amount: approval.amount,
    ...(approval.amount < application.loan_amount ? { reducedFrom: application.loan_amount } : {}),
    maxMonthlyPayment: approval.maxMonthlyPayment,
    militaryCovered: member.military_covered,
  };
}
