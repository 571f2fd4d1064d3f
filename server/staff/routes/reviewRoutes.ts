import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApplicationIdOrReference } from '../../domain/application/reference';
import { recordReviewDecision, isAwaitingReview } from '../../domain/lifecycle';
import { ApiError, fail } from '../../errors/apiError';
import { applicationsRepo } from '../../repos/applications';
import { STAFF_API, staffOf } from '../access';
import { applicationEventsRepo } from '../audit/applicationEvents';
import { staffUsersRepo } from '../auth/staffUsers';
import { assignmentsRepo } from '../review/assignments';
import { reviewDetail } from '../review/detail';
import { reviewQueue } from '../review/queue';
import { staffResponses, staffSchema } from '../schemas';

const READERS = ['reviewer', 'supervisor', 'auditor'] as const;
const DECIDERS = ['reviewer', 'supervisor'] as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } };

/**
 * 400 VALIDATION_ERROR for an `:id` that is neither an application id (a UUID) nor a reference
 * (`PAL-7Q4K-2M`, read loosely): it names nothing, and the database is not asked.
 */
async function checkApplicationId(request: FastifyRequest<{ Params: { id: string } }>): Promise<void> {
  if (!isApplicationIdOrReference(request.params.id))
    throw fail.validation([{ field: 'id', code: 'format', message: 'must be an application id (UUID) or reference (PAL-XXXX-XX)' }]);
}
const tags = ['staff'];

async function awaitingReview(app: FastifyInstance, id: string) {
  const application = await applicationsRepo.byIdOrReference(app.services.db, id);
  if (!application) throw new ApiError(404, 'NOT_FOUND', 'No such application.');
  if (!isAwaitingReview(application)) throw new ApiError(409, 'STEP_NOT_ALLOWED', 'The application is not under manual review.', { step: application.step });
  return application;
}

/**
 * The review queue, an application's detail and trail, decisions, assignments and the reviewers.
 * Every `:id` is the application's id or its reference (`PAL-7Q4K-2M`, case, spaces and dashes ignored).
 */
export function registerStaffReviewRoutes(app: FastifyInstance): void {
  const services = app.services;

  app.get<{ Querystring: { product?: string; assigned?: 'all' | 'me' | 'unassigned'; limit?: string; offset?: string } }>(`${STAFF_API}/reviews`, {
    config: { staffAccess: READERS },
    schema: { summary: 'Staff: applications awaiting manual review, oldest first.', tags, querystring: staffSchema('review-queue-query'), response: staffResponses('review-queue') },
  }, async (request) => {
    const q = request.query;
    return reviewQueue(services.db, services.secrets, {
      product: q.product ?? null, assigned: q.assigned ?? 'all', staffId: staffOf(request).staffId,
      limit: Math.min(200, Number(q.limit ?? 100)), offset: Number(q.offset ?? 0),
    }, services.now());
  });

  app.get<{ Params: { id: string } }>(`${STAFF_API}/reviews/:id`, {
    config: { staffAccess: READERS },
    preHandler: checkApplicationId,
    schema: { summary: 'Staff: one application (by id or reference) with what the decision needs.', tags, params: idParams, response: staffResponses('review-detail') },
  }, async (request) => reviewDetail(services, request.params.id));

  app.post<{ Params: { id: string }; Body: { version: number; decision: 'approve' | 'deny'; reasons?: string[] } }>(`${STAFF_API}/reviews/:id/decision`, {
    config: { staffAccess: DECIDERS },
    preHandler: checkApplicationId,
    schema: { summary: 'Staff: approve or deny an application under review.', tags, params: idParams, body: staffSchema('decision'), response: staffResponses('decision-result') },
  }, async (request) => {
    const staff = staffOf(request);
    const { version, decision, reasons = [] } = request.body;
    const actor = { staffId: staff.staffId, ip: request.ip };
    const updated = await recordReviewDecision(services, request.params.id,
      decision === 'approve' ? { decision, actor, expectedVersion: version } : { decision, reasons, actor, expectedVersion: version });
    return { application_id: updated.id, step: updated.step, version: updated.version, decision: decision === 'approve' ? 'approved' : 'denied', reasons: decision === 'deny' ? reasons : [] };
  });

  app.post<{ Params: { id: string }; Body: { staff_id: string | null } }>(`${STAFF_API}/reviews/:id/assignment`, {
    config: { staffAccess: ['supervisor'] },
    preHandler: checkApplicationId,
    schema: { summary: 'Staff: assign an application under review to a reviewer (or unassign).', tags, params: idParams, body: staffSchema('assignment'), response: staffResponses('assignment-result') },
  }, async (request) => {
    const staff = staffOf(request);
    const application = await awaitingReview(app, request.params.id);
    const target = request.body.staff_id;
    if (target) {
      const user = await staffUsersRepo.get(services.db, target);
      if (!user || user.disabled_at || !user.roles.some((r) => (DECIDERS as readonly string[]).includes(r))) throw new ApiError(404, 'NOT_FOUND', 'No such reviewer.');
    }
    const now = services.now();
    await services.db.transaction(async (tx) => {
      await assignmentsRepo.set(tx, application.id, target, staff.staffId, now);
      await applicationEventsRepo.addStaffAction(tx, application.id, now, target ? 'review_assigned' : 'review_unassigned', staff.staffId, request.ip, target ? { assignee: target } : {});
    });
    return { application_id: application.id, assigned_to: await assignmentsRepo.of(services.db, application.id) };
  });

  app.get(`${STAFF_API}/reviewers`, {
    config: { staffAccess: ['supervisor'] },
    schema: { summary: 'Staff: enabled staff who can decide reviews.', tags, response: staffResponses('reviewers') },
  }, async () => ({
    items: (await staffUsersRepo.withRoles(services.db, DECIDERS)).map((u) => ({ staff_id: u.id, email: u.email, display_name: u.display_name })),
  }));

  app.get<{ Params: { id: string } }>(`${STAFF_API}/applications/:id/events`, {
    config: { staffAccess: READERS },
    preHandler: checkApplicationId,
    schema: { summary: 'Staff: the audit trail of an application, oldest first.', tags, params: idParams, response: staffResponses('events') },
  }, async (request) => {
    const id = request.params.id;
    const application = await applicationsRepo.byIdOrReference(services.db, id);
    if (!application) throw new ApiError(404, 'NOT_FOUND', 'No such application.');
    return { application_id: application.id, events: await applicationEventsRepo.forApplication(services.db, application.id) };
  });
}
