/** Decision engine of PAL applications: pure functions, no framework. See README.md. */
export { decide, type DecisionInput, type DecisionOutcome, type DecisionApplication } from './decide';
export { CoreBankingError, assertCoreBankingAvailable } from './coreBanking';
export { checkEligibility, type RuleVerdict, type EligibilityFacts } from './eligibilityChecks';
export { decideAffordability, type AffordabilityVerdict } from './decideAffordability';
export type { DecisionRule } from './decisionRules';
export { REASON_CODES, MAX_DENIAL_REASONS, type ReasonCode } from './reasonCodes';
export { resolveDemoMember, type DemoMemberEntry, type DemoMemberLoan } from './resolveDemoMember';
export { ageOn } from './age';
export { REAPPLY_WAIT_DAYS, reapplyOn, rulePassesOn, type ReapplyInput, type PassFacts } from './reapply';
