import { isOpenAndOwned, type MemberRecord } from '../member';
import { addMonths, daysBetween, toEpochDay } from '../pricing/dates';
import type { DecisionRule } from './decisionRules';

/** What one eligibility rule concludes. */
export type RuleVerdict = { verdict: 'pass' } | { verdict: 'deny' | 'review'; reason: string };

/** Facts an eligibility rule looks at. */
export interface EligibilityFacts {
  member: MemberRecord;
  applicantAge: number;
  /** YYYY-MM-DD. */
  today: string;
}

const PASS: RuleVerdict = { verdict: 'pass' };
const deny = (reason: string): RuleVerdict => ({ verdict: 'deny', reason });
const review = (reason: string): RuleVerdict => ({ verdict: 'review', reason });

/** Evaluates one rule other than affordability (see decideAffordability). */
export function checkEligibility(rule: Exclude<DecisionRule, { rule: 'affordability' }>, facts: EligibilityFacts): RuleVerdict {
  const { member, applicantAge, today } = facts;
  switch (rule.rule) {
    case 'minimumAge':
      return applicantAge >= rule.minAge ? PASS : deny(rule.reasonCode);
    case 'membershipDuration':
      return daysBetween(member.member_since, today) >= rule.minDays ? PASS : deny(rule.reasonCode);
    case 'checkingAccount':
      return member.accounts.some((a) => rule.accountTypes.includes(a.type) && isOpenAndOwned(a)) ? PASS : deny(rule.reasonCode);
    case 'noOpenPal':
      return member.loans.some((l) => rule.palProductCodes.includes(l.product) && l.closed_on === null) ? deny(rule.reasonCode) : PASS;
    case 'recentPalLimit': {
      const windowStart = toEpochDay(addMonths(today, -rule.windowMonths));
      const recent = member.loans.filter((l) => rule.palProductCodes.includes(l.product) && toEpochDay(l.opened_on) > windowStart);
      return recent.length + 1 > rule.maxCount ? deny(rule.reasonCode) : PASS;
    }
    case 'delinquency': {
      const worst = Math.max(0, ...member.loans.map((l) => l.days_past_due));
      if (worst > rule.denyOverDaysPastDue) return deny(rule.reasonCode);
      return worst > 0 ? review(rule.reviewReasonCode) : PASS;
    }
    case 'incomeVerifiable':
      return member.monthly_direct_deposits > 0 ? PASS : review(rule.reasonCode);
  }
}
