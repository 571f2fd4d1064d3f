import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError';
import { apiSchemas } from '../../schemas/apiSchemas';
import { STAFF_API, staffOf } from '../access';
import { applicationEventsRepo, MAX_EXPORT_EVENTS } from '../audit/applicationEvents';
import { csvLines } from '../audit/csv';
import { staffEventsRepo } from '../audit/staffEvents';
import { dayRange } from '../dateRange';
import { staffSchema } from '../schemas';

/** Columns of the audit CSV export (server/staff/README.md). */
export const AUDIT_CSV_COLUMNS = ['event_id', 'at', 'application_id', 'product', 'type', 'from_step', 'to_step', 'staff_id', 'staff_email', 'ip', 'detail'] as const;

/** GET /api/staff/audit/export: every application event of a date range as CSV, personal data masked. */
export function registerStaffAuditRoutes(app: FastifyInstance): void {
  const services = app.services;
  app.get<{ Querystring: { from: string; to: string; product?: string } }>(`${STAFF_API}/audit/export`, {
    config: { staffAccess: ['supervisor', 'auditor'] },
    schema: {
      summary: 'Staff: the audit events of a date range (UTC days, inclusive) as CSV.', tags: ['staff'], querystring: staffSchema('date-range-query'),
      response: { 200: { type: 'string', description: 'text/csv' }, '4xx': apiSchemas.error, '5xx': apiSchemas.error },
    },
  }, async (request, reply) => {
    const staff = staffOf(request);
    const { from, to, product } = request.query;
    const range = dayRange(from, to);
    const events = await applicationEventsRepo.inRange(services.db, range.from, range.to, product ?? null, MAX_EXPORT_EVENTS + 1);
    if (events.length > MAX_EXPORT_EVENTS) throw new ApiError(400, 'VALIDATION_ERROR', `More than ${MAX_EXPORT_EVENTS} events: export a shorter range.`, [{ field: 'to', code: 'range', message: 'too many events' }]);
    await staffEventsRepo.add(services.db, services.now(), { type: 'audit_exported', staffId: staff.staffId, ip: request.ip, detail: { from, to, product: product ?? null, events: events.length } });
    const body = csvLines(AUDIT_CSV_COLUMNS, events.map((e) => [e.id, e.at, e.application_id, e.product, e.type, e.from_step, e.to_step, e.actor?.staff_id, e.actor?.email, e.ip, e.detail]));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${from}-${to}${product ? `-${product}` : ''}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
