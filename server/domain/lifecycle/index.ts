/**
 * The application's lifecycle: one transition table (transitions.ts) and the commands that
 * change an application. Every change of step in the server goes through `transition` or
 * `createApplication` (transition.ts); routes, steps and jobs call these commands.
 */
export { TRANSITIONS, findTransition, type LifecycleEvent, type Transition } from './transitions';
export { transition, createApplication, LifecycleError, type LifecycleDeps } from './transition';
export { submitForm, completeReview, cancel } from './forms';
export { selectOffer, setAutomaticPayments, acceptOffer, declineOffer, assertOfferReview } from './offers';
export { recordSignature, confirmSignature, signatureNotConfirmed, assertSigning, type SignatureOutcome } from './signature';
export { decide, decisionFailed } from './decision';
export { fund, fundingFailed, fundingKeys } from './funding';
export { approvalData, isAwaitingReview, recordReviewDecision, type ReviewDecision, type ReviewDecisionDeps } from './reviewDecision';
export { verifyOtp, type VerifyOtpDeps, type VerifyOtpInput } from './verifyOtp';
export { launchMember, type LaunchMemberDeps, type LaunchedMember } from './launchMember';
