import { checkEligibility, decideAffordability, type DecisionRule } from '../../domain/decision';
import type { MemberRecord } from '../../domain/member';
import type { ProductConfig } from '../../domain/pricing';

/** One rule's verdict as staff see it. */
export interface RuleOutcome {
  rule: string;
  verdict: 'pass' | 'deny' | 'review' | 'skipped';
  reason: string | null;
}

/**
 * Each decision rule of the product evaluated on the member's facts today, in the product's
 * order, with the reason code of a deny or review verdict: what the decision engine saw
 * (affordability is skipped without direct deposits, as the engine does).
 */
export function ruleOutcomes(config: ProductConfig, member: MemberRecord, input: { applicantAge: number; loanAmount: number; housing: number; today: string }): RuleOutcome[] {
  return config.decision.rules.map((rule: DecisionRule): RuleOutcome => {
    if (rule.rule === 'affordability') {
      if (member.monthly_direct_deposits <= 0) return { rule: rule.rule, verdict: 'skipped', reason: null };
      const v = decideAffordability(rule, config, { requestedAmount: input.loanAmount, monthlyDirectDeposits: member.monthly_direct_deposits, monthlyHousingExpenses: input.housing, today: input.today });
      return v.verdict === 'deny' ? { rule: rule.rule, verdict: 'deny', reason: v.reason } : { rule: rule.rule, verdict: 'pass', reason: null };
    }
    const v = checkEligibility(rule, { member, applicantAge: input.applicantAge, today: input.today });
    return v.verdict === 'pass' ? { rule: rule.rule, verdict: 'pass', reason: null } : { rule: rule.rule, verdict: v.verdict, reason: v.reason };
  });
}
