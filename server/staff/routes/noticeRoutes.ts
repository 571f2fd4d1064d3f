import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError';
import { jobsRepo } from '../../jobs/jobsRepo';
import { STAFF_API, staffOf } from '../access';
import { applicationEventsRepo } from '../audit/applicationEvents';
import { maskText } from '../audit/mask';
import { dayStart } from '../dateRange';
import { noticesRepo, type NoticeStatus } from '../notices/noticesRepo';
import { staffResponses, staffSchema } from '../schemas';

const tags = ['staff'];

function optionalDay(field: string, day: string | undefined, plusOne = false): Date | null {
  if (day === undefined) return null;
  const start = dayStart(day);
  if (!start) throw new ApiError(400, 'VALIDATION_ERROR', 'The request is not valid.', [{ field, code: 'format', message: 'must be a day, YYYY-MM-DD' }]);
  return plusOne ? new Date(start.getTime() + 86_400_000) : start;
}

/** Member notices, failed jobs, and a supervisor's retry of a failed job (a failed notice's included). */
export function registerStaffNoticeRoutes(app: FastifyInstance): void {
  const services = app.services;

  app.get<{ Querystring: { status?: NoticeStatus; from?: string; to?: string; limit?: string } }>(`${STAFF_API}/notices`, {
    config: { staffAccess: ['reviewer', 'supervisor', 'auditor'] },
    schema: { summary: 'Staff: member notices (queued, sent, failed, awaiting print), newest first.', tags, querystring: staffSchema('notices-query'), response: staffResponses('notices') },
  }, async (request) => {
    const q = request.query;
    return { items: await noticesRepo.list(services.db, { status: q.status ?? null, from: optionalDay('from', q.from), to: optionalDay('to', q.to, true), limit: Math.min(200, Number(q.limit ?? 100)) }) };
  });

  app.get<{ Querystring: { limit?: string } }>(`${STAFF_API}/jobs/failed`, {
    config: { staffAccess: ['supervisor', 'auditor'] },
    schema: {
      summary: 'Staff: jobs that failed for good, newest first.', tags,
      querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' } } },
      response: staffResponses('jobs'),
    },
  }, async (request) => ({
    items: (await jobsRepo.failedJobs(services.db, Math.min(200, Number(request.query.limit ?? 100)))).map((j) => ({
      id: String(j.id), kind: j.kind, application_id: j.application_id, status: j.status, attempts: j.attempts, max_attempts: j.max_attempts,
      last_error: j.last_error ? maskText(j.last_error) : null, created_at: new Date(j.created_at).toISOString(), finished_at: j.finished_at ? new Date(j.finished_at).toISOString() : null,
    })),
  }));

  app.post<{ Params: { id: string } }>(`${STAFF_API}/jobs/:id/retry`, {
    config: { staffAccess: ['supervisor'] },
    schema: {
      summary: 'Staff: queue a failed job again (a failed notice is re-sent).', tags,
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,18}$' } } },
      body: staffSchema('empty'), response: staffResponses('job-retry-result'),
    },
  }, async (request) => {
    const staff = staffOf(request);
    const now = services.now();
    const job = await services.db.transaction(async (tx) => {
      const requeued = await jobsRepo.requeueFailed(tx, request.params.id, now);
      if (!requeued) return null;
      if (requeued.application_id) await applicationEventsRepo.addStaffAction(tx, requeued.application_id, now, 'job_retried', staff.staffId, request.ip, { job_id: String(requeued.id), kind: requeued.kind });
      return requeued;
    });
    if (!job) {
      const existing = await jobsRepo.get(services.db, request.params.id);
      if (!existing) throw new ApiError(404, 'NOT_FOUND', 'No such job.');
      throw new ApiError(409, 'CONFLICT', 'Only a failed job can be retried.', { status: existing.status });
    }
    return { id: String(job.id), kind: job.kind, application_id: job.application_id, status: 'queued' };
  });
}
