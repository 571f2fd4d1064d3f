import type { Db } from '../../db/db';
import type { Product } from '../../flows/product';
import type { Clock, JobQueue, MemberDirectory } from '../ports';
import { applicationsRepo, type ApplicationRecord } from '../../repos/applications';
import { ApiError } from '../../errors/apiError';
import { offerData } from '../application/offers';
import { isDenialReasonCode } from '../notices';
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
export type ReviewDecision = { decision: 'approve' } | { decision: 'deny'; reasons: string[] };

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
  const app = /^[0-9a-f-]{36}$/i.test(applicationId) ? await applicationsRepo.get(services.db, applicationId) : null;
  if (!app) throw new ApiError(404, 'NOT_FOUND', 'No such application.');
  if (app.step !== 'PROCESSING_APPLICATION' || app.outcome?.manual_review !== true) throw new ApiError(409, 'STEP_NOT_ALLOWED', 'The application is not under manual review.', { step: app.step });
  const product = services.products.get(app.product);
  if (!product) throw new ApiError(409, 'UNKNOWN_PRODUCT', 'The application belongs to a product this server does not serve.');
  const now = services.now();
  if (input.decision === 'approve') {
    const member = app.member_id ? await services.members.getMember(app.member_id) : null;
    if (!member) throw new ApiError(409, 'PROCESSING_ERROR', 'The member is not in the directory.');
    const amount = Number(app.data.loan_amount);
    const data = offerData(product.config, app.data, { amount, requestedAmount: amount, militaryCovered: member.military_covered }, now.toISOString().slice(0, 10));
    return transition(services.db, services, product, app, 'review_approved', { data, outcome: null, detail: { decision: 'approved' }, jobPayload: { approved: true } });
  }
  const reasons = input.reasons.length ? input.reasons : await reviewReasons(services, app.id);
  const unknown = reasons.filter((r) => !isDenialReasonCode(r));
  if (unknown.length || !reasons.length) throw new ApiError(400, 'VALIDATION_ERROR', 'Give known denial reason codes.', { unknown });
  return transition(services.db, services, product, app, 'review_denied', { outcome: { reasons }, detail: { decision: 'denied', reasons }, jobPayload: { approved: false, reasons } });
}
