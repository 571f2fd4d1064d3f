import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../crypto/secrets';
import type { Queryable } from '../../db/db';
import { apiSchemas } from '../../schemas/apiSchemas';
import { STAFF_API, STAFF_COOKIE, staffOf } from '../access';
import { applicationEventsRepo, exportedAt, PGLITE_EXPORT_PAGE_ROWS, type ExportRow } from '../audit/applicationEvents';
import { csvCell, csvRow, csvText } from '../audit/csv';
import { maskDetail, maskedDetailJson } from '../audit/mask';
import { staffEventsRepo } from '../audit/staffEvents';
import { dayRange } from '../dateRange';
import { staffSchema } from '../schemas';

/** Columns of the audit CSV export (server/staff/README.md). */
export const AUDIT_CSV_COLUMNS = ['event_id', 'at', 'application_id', 'product', 'type', 'from_step', 'to_step', 'staff_id', 'staff_email', 'ip', 'detail'] as const;

/** Exports a staff member may start per minute (each may be long: a year of events). */
export const AUDIT_EXPORTS_PER_MINUTE = 3;

/**
 * One line of the export, straight from the row (no event object in between): the same text as
 * csvRow of the event's cells. Ids, UUIDs and times need no quoting or formula guard.
 */
export function auditCsvLine(r: ExportRow): string {
  const detail = r.detail !== null && typeof r.detail === 'object' ? csvText(maskedDetailJson(r.detail)) : csvCell(maskDetail(r.detail ?? {}));
  const actor = r.staff_id ? `${csvText(r.staff_id)},${csvText(r.email ?? '')}` : ',';
  return `${r.id},${exportedAt(r)},${r.application_id},${csvText(r.product ?? '')},${csvText(r.type)},${csvCell(r.from_step)},${csvCell(r.to_step)},${actor},${csvCell(r.client_ip)},${detail}\r\n`;
}

/**
 * The CSV of a range as a stream: the header, then each page of events as one chunk. A page is
 * read from the database only when the reply has taken the chunk before (Readable.from pulls
 * when its buffer is empty; the reply's pipe stops pulling while the socket is full), so a slow
 * client holds the export where it is instead of the server buffering it. Memory holds one
 * page, whatever the range; between pages the process serves other requests.
 */
export function auditCsvStream(db: Queryable, range: { from: Date; to: Date }, product: string | null, pageRows?: number): Readable {
  async function* chunks() {
    yield csvRow(AUDIT_CSV_COLUMNS);
    for await (const rows of applicationEventsRepo.inRangeRows(db, range.from, range.to, product, pageRows)) {
      let chunk = '';
      for (const row of rows) chunk += auditCsvLine(row);
      yield chunk;
      // Back to the event loop between pages: an embedded database (PGlite) answers without I/O,
      // so without this pause no other request (a health check) would be read until the end.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}

/** GET /api/staff/audit/export: every application event of a date range as CSV, personal data masked, streamed. */
export function registerStaffAuditRoutes(app: FastifyInstance): void {
  const services = app.services;
  app.get<{ Querystring: { from: string; to: string; product?: string } }>(`${STAFF_API}/audit/export`, {
    config: {
      staffAccess: ['supervisor', 'auditor'],
      // Per staff member (one live session each: a sign-in ends the earlier one), not per address.
      // Counted after the access check and validation (preHandler): a refused call uses up nothing.
      rateLimit: { hook: 'preHandler', max: AUDIT_EXPORTS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => `audit-export:${sha256(request.cookies[STAFF_COOKIE] ?? request.ip)}` },
    },
    // The range is checked before the export is counted (the rate limit's hook runs after this one).
    preHandler: async (request) => void dayRange(request.query.from, request.query.to),
    schema: {
      summary: 'Staff: the audit events of a date range (UTC days, inclusive) as CSV.', tags: ['staff'], querystring: staffSchema('date-range-query'),
      response: { 200: { type: 'string', description: 'text/csv' }, '4xx': apiSchemas.error, '5xx': apiSchemas.error },
    },
  }, async (request, reply) => {
    const staff = staffOf(request);
    const { from, to, product } = request.query;
    const range = dayRange(from, to);
    await staffEventsRepo.add(services.db, services.now(), { type: 'audit_exported', staffId: staff.staffId, ip: request.ip, detail: { from, to, product: product ?? null } });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${from}-${to}${product ? `-${product}` : ''}.csv"`)
      .header('cache-control', 'no-store')
      .send(auditCsvStream(services.db, range, product ?? null, services.db.kind === 'pglite' ? PGLITE_EXPORT_PAGE_ROWS : undefined));
  });
}
