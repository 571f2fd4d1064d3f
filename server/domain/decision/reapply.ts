import type { MemberRecord } from '../member';
import { addDays } from '../pricing/dates';
import type { DecisionRule } from './decisionRules';

/** Days a denied applicant waits before a new application (SPEC section 9, "Reapply wait after denial"). */
export const REAPPLY_WAIT_DAYS = 7;

/** What a rule needs to tell the day it would pass. */
export interface PassFacts {
  member: MemberRecord;
}

/**
 * The first day ('YYYY-MM-DD') on which `rule` would pass for this member with nothing else
 * changing, when the rule can know it (the membership age: `member_since` + `minDays`); null
 * when it cannot (an account to open, a loan to repay, income to verify...).
 */
export function rulePassesOn(rule: DecisionRule, facts: PassFacts): string | null {
  switch (rule.rule) {
    case 'membershipDuration':
      return addDays(facts.member.member_since, rule.minDays);
    default:
      return null;
  }
}

/** What the reapply date of a denial is computed from. */
export interface ReapplyInput {
  /** Day of the denial, 'YYYY-MM-DD' (UTC). */
  deniedOn: string;
  /** The denial's reason codes. */
  reasons: readonly string[];
  /** The product's decision rules (`decision.rules`). */
  rules: readonly DecisionRule[];
  /** The member, when the directory knows them (null for a non-member). */
  member: MemberRecord | null;
  /** Days of the reapply wait (default REAPPLY_WAIT_DAYS). */
  waitDays?: number;
}

/**
 * The day ('YYYY-MM-DD') from which a new application can succeed: the later of the reapply
 * wait (`waitDays` after the denial) and the day each rule that denied (its reason code among
 * `reasons`) would pass, where that rule knows it (see rulePassesOn).
 */
export function reapplyOn(input: ReapplyInput): string {
  let date = addDays(input.deniedOn, input.waitDays ?? REAPPLY_WAIT_DAYS);
  const member = input.member;
  if (!member) return date;
  for (const rule of input.rules) {
    if (!input.reasons.includes(rule.reasonCode)) continue;
    const passes = rulePassesOn(rule, { member });
    if (passes && passes > date) date = passes;
  }
  return date;
}
