import { isTerminal, STEPS, type Step } from '../../../src/core/steps';
import type { JobKind } from '../ports';

/** What happens to an application; each event is one row (or a few) of the transition table. */
export type LifecycleEvent =
  | 'created' | 'denied_at_sign_in' | 'form_submitted' | 'review_completed'
  | 'offer_selected' | 'automatic_payments_set' | 'offer_accepted' | 'offer_declined'
  | 'signing_finished' | 'signature_declined' | 'signature_confirmed' | 'signature_id_check_failed' | 'signature_not_confirmed'
  | 'decided_approved' | 'decided_denied' | 'decided_manual_review' | 'decision_failed'
  | 'review_approved' | 'review_denied' | 'funded' | 'funding_refused' | 'funding_failed' | 'canceled';

/**
 * Where a transition starts: listed steps; `new` (the application is being created); `form`
 * (a form step of the product's flow or USER_REVIEW); `open` (any step that is not final).
 */
export type From = readonly Step[] | 'new' | 'form' | 'open';

/** Where a transition goes: a step; `form` (the first unfilled form step, else USER_REVIEW); `same` (the step does not change). */
export type To = Step | 'form' | 'same';

/** One row of the table: (from, event) -> to, the audit event type and the job enqueued with it. */
export interface Transition {
  event: LifecycleEvent;
  from: From;
  to: To;
  audit: string;
  job?: JobKind;
}

const AWAITING: readonly Step[] = ['AWAITING_SIGNATURE_CONFIRMATION'];
const PROCESSING: readonly Step[] = ['PROCESSING_APPLICATION'];
const OFFER: readonly Step[] = ['OFFER_REVIEW'];
const SIGNING: readonly Step[] = ['DOCUSIGN'];

/** The application's lifecycle: the only changes of step the server makes. */
export const TRANSITIONS: readonly Transition[] = [
  { event: 'created', from: 'new', to: 'form', audit: 'created' },
  { event: 'denied_at_sign_in', from: 'new', to: 'APPLICATION_DENIED', audit: 'denied' },
  { event: 'form_submitted', from: 'form', to: 'form', audit: 'form_submitted' },
  { event: 'review_completed', from: ['USER_REVIEW'], to: 'PROCESSING_APPLICATION', audit: 'review_completed', job: 'decide' },
  { event: 'decided_approved', from: PROCESSING, to: 'OFFER_REVIEW', audit: 'decided' },
  { event: 'decided_denied', from: PROCESSING, to: 'APPLICATION_DENIED', audit: 'decided', job: 'notice-adverse-action' },
  { event: 'decided_manual_review', from: PROCESSING, to: 'same', audit: 'decided' },
  { event: 'decision_failed', from: PROCESSING, to: 'APPLICATION_PROCESSING_ERROR', audit: 'processing_error' },
  { event: 'review_approved', from: PROCESSING, to: 'OFFER_REVIEW', audit: 'review_decided', job: 'notice-review-decided' },
  { event: 'review_denied', from: PROCESSING, to: 'APPLICATION_DENIED', audit: 'review_decided', job: 'notice-review-decided' },
  { event: 'offer_selected', from: OFFER, to: 'same', audit: 'offer_selected' },
  { event: 'automatic_payments_set', from: OFFER, to: 'same', audit: 'automatic_payments_set' },
  { event: 'offer_accepted', from: OFFER, to: 'DOCUSIGN', audit: 'offer_accepted' },
  { event: 'offer_declined', from: OFFER, to: 'APPLICATION_CANCELED', audit: 'offer_declined' },
  { event: 'signing_finished', from: SIGNING, to: 'AWAITING_SIGNATURE_CONFIRMATION', audit: 'signing_finished', job: 'confirm-signature' },
  { event: 'signature_declined', from: [...SIGNING, ...AWAITING], to: 'APPLICATION_CANCELED', audit: 'signature_declined' },
  { event: 'signature_confirmed', from: AWAITING, to: 'FINALIZING_APPLICATION', audit: 'signature_confirmed', job: 'fund' },
  { event: 'signature_id_check_failed', from: AWAITING, to: 'APPLICATION_PROCESSING_ERROR', audit: 'processing_error' },
  { event: 'signature_not_confirmed', from: AWAITING, to: 'APPLICATION_PROCESSING_ERROR', audit: 'processing_error' },
  { event: 'funded', from: ['FINALIZING_APPLICATION'], to: 'APPLICATION_COMPLETED', audit: 'funded', job: 'notice-funded' },
  { event: 'funding_refused', from: ['FINALIZING_APPLICATION'], to: 'APPLICATION_DENIED', audit: 'denied', job: 'notice-adverse-action' },
  { event: 'funding_failed', from: ['FINALIZING_APPLICATION'], to: 'APPLICATION_PROCESSING_ERROR', audit: 'processing_error' },
  { event: 'canceled', from: 'open', to: 'APPLICATION_CANCELED', audit: 'canceled' },
];

/** The form phase of a product: its form steps and USER_REVIEW (server/domain/application/formProgress.ts). */
export type FormPhase = (step: Step) => boolean;

/** True when a transition may start at `step` (`null`: the application does not exist yet). */
export function startsAt(t: Transition, step: Step | null, isFormPhase: FormPhase): boolean {
  if (t.from === 'new' || step === null) return t.from === 'new' && step === null;
  if (t.from === 'form') return isFormPhase(step);
  if (t.from === 'open') return !isTerminal(step);
  return t.from.includes(step);
}

/** The transition of `event` from `step`, or null when the lifecycle refuses it. */
export function findTransition(step: Step | null, event: LifecycleEvent, isFormPhase: FormPhase): Transition | null {
  return TRANSITIONS.find((t) => t.event === event && startsAt(t, step, isFormPhase)) ?? null;
}

/** The steps `to` may name from `step`: one step, the step itself, or the form phase. */
export function targetsOf(t: Transition, step: Step | null, isFormPhase: FormPhase): Step[] {
  if (t.to === 'same') return step ? [step] : [];
  if (t.to === 'form') return STEPS.filter(isFormPhase);
  return [t.to];
}
