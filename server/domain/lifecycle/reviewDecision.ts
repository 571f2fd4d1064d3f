import type { Db } from '../../db/db';
import type { Product } from '../../flows/product';
import type { Clock, JobQueue, MemberDirectory } from '../ports';
import { applicationsRepo, type ApplicationData, type ApplicationRecord, type AuditActor } from '../../repos/applications';
import type { MemberRecord } from '../member';
import { ApiError, fail } from '../../errors/apiError';
import { offerData } from '../application/offers';
import { channelDeclaration } from '../application/channelDeclaration';
import { isDenialReasonCode } from '../notices';
import { reapplyOn } from '../decision/reapply';
import { transition } from './transition';

/** What recording a review decision needs. */
export interface ReviewDecisionDeps {
  db: Db;
  now: Clock;
  queue: JobQueue;
  members: MemberDirectory;
  products: ReadonlyMap<string, Product>;
}

/** An operator's decision on an application under manual review. */
export type ReviewDecision = ({ decision: 'approve' } | { decision: 'deny'; reasons: string[] }) & {
  /** The staff member deciding (kept on the audit event with their address). */
  actor?: AuditActor;
  /** The version the decider saw: another version is 409 CONFLICT and changes nothing. */
  expectedVersion?: number;
};

/** The application's fields once approved in review: offers priced for the asked amount, today. */
export function approvalData(product: Product, app: ApplicationRecord, member: MemberRecord, today: string): ApplicationData {
  const amount = Number(app.data.loan_amount);
  return offerData(product.config, app.data, { amount, requestedAmount: amount, militaryCovered: member.military_covered }, today, channelDeclaration(product, app.channel)?.preselectOffer);
}

/** True when an application waits for a review decision. */
export function isAwaitingReview(app: ApplicationRecord): boolean {
  return app.step === 'PROCESSING_APPLICATION' && app.outcome?.manual_review === true;
}

/** The member of an application, or null when the directory does not answer (a denial needs no member). */
async function memberOrNull(services: { members: MemberDirectory }, app: ApplicationRecord): Promise<MemberRecord | null> {
  if (!app.member_id) return null;
  try {
    return await services.members.getMember(app.member_id);
  } catch {
    return null;
  }
}

/** The reasons the decision engine gave for sending the application to review. */
async function reviewReasons(services: { db: Db }, applicationId: string): Promise<string[]> {
  const { rows } = await services.db.query<{ detail: { decision?: string; reasons?: string[] } }>(
    "SELECT detail FROM application_events WHERE application_id = $1 AND type = 'decided' ORDER BY id DESC LIMIT 1", [applicationId]);
  return (rows[0]?.detail.reasons ?? []).filter(isDenialReasonCode);
}

/**
 * Records an operator's decision on an application under manual review, once (version
 * checked): approve -> offers priced for the asked amount -> OFFER_REVIEW; deny (reasons, or
 * the review reasons) -> APPLICATION_DENIED. Either way the applicant is notified (a denial's
 * notice is the adverse action notice). 404 for an unknown application, 409 when it is not
 * under manual review, 400 for unknown reason codes.
 */
export async function recordReviewDecision(services: ReviewDecisionDeps, applicationId: string, input: ReviewDecision): Promise<ApplicationRecord> {
  const app = await applicationsRepo.byIdOrReference(services.db, applicationId);
  if (!app) throw new ApiError(404, 'NOT_FOUND', 'No such application.');
  if (!isAwaitingReview(app)) throw new ApiError(409, 'STEP_NOT_ALLOWED', 'The application is not under manual review.', { step: app.step });
  const product = services.products.get(app.product);
  if (!product) throw new ApiError(409, 'UNKNOWN_PRODUCT', 'The application belongs to a product this server does not serve.');
  if (input.expectedVersion !== undefined && input.expectedVersion !== app.version) throw fail.conflict();
  const now = services.now();
  const actor = input.actor ? { actor: input.actor } : {};
  if (input.decision === 'approve') {
    const member = app.member_id ? await services.members.getMember(app.member_id) : null;
    if (!member) throw new ApiError(409, 'PROCESSING_ERROR', 'The member is not in the directory.');
    const data = approvalData(product, app, member, now.toISOString().slice(0, 10));
    return transition(services.db, services, product, app, 'review_approved', { data, outcome: null, detail: { decision: 'approved' }, jobPayload: { approved: true }, ...actor });
  }
  const reasons = input.reasons.length ? input.reasons : await reviewReasons(services, app.id);
  const unknown = reasons.filter((r) => !isDenialReasonCode(r));
  if (unknown.length || !reasons.length) throw new ApiError(400, 'VALIDATION_ERROR', 'Give known denial reason codes.', { unknown });
  const reapply_on = reapplyOn({ deniedOn: now.toISOString().slice(0, 10), reasons, rules: product.config.decision.rules, member: await memberOrNull(services, app) });
  return transition(services.db, services, product, app, 'review_denied', { outcome: { reasons, reapply_on }, detail: { decision: 'denied', reasons }, jobPayload: { approved: false, reasons }, ...actor });
}
