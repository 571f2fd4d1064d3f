/**
 * Reason codes the built-in decision rules give (flows/{product}.product.json names them; the
 * adverse-action texts in English and Spanish are in server/domain/decision/README.md).
 */
export { DECISION_REASON_CODES as REASON_CODES, type DecisionReasonCode as ReasonCode } from '../../../src/core/reasonCodes';

/** At most this many principal reasons go on a denial (Regulation B, 12 CFR 1002.9). */
export const MAX_DENIAL_REASONS = 4;
