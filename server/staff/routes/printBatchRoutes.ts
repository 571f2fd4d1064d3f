import type { FastifyInstance } from 'fastify';
import { buildPrintBatch, markBatchPrinted } from '../../adapters/print/printBatch';
import { ApiError } from '../../errors/apiError';
import { apiSchemas } from '../../schemas/apiSchemas';
import { STAFF_API, staffOf } from '../access';
import { applicationEventsRepo } from '../audit/applicationEvents';
import { staffEventsRepo } from '../audit/staffEvents';
import { staffSchema } from '../schemas';

/**
 * POST /api/staff/notices/print-batch: the day's printable letters (notices the e-mail could not
 * deliver, or members without an e-mail on file) as one PDF, one letter a page. A POST (with the
 * CSRF token) because it marks the letters printed, in the same transaction that read them; each
 * letter's application trail and the staff events record who took the batch. Downloading the
 * same day again gives the same letters. 404 NOT_FOUND when that day has no letter to print.
 */
export function registerStaffPrintBatchRoutes(app: FastifyInstance): void {
  const services = app.services;
  app.post<{ Body: { date: string } }>(`${STAFF_API}/notices/print-batch`, {
    config: { staffAccess: ['reviewer', 'supervisor'] },
    schema: {
      summary: 'Staff: the printable letters of a UTC day as one PDF; marks them printed.', tags: ['staff'], body: staffSchema('print-batch'),
      response: { 200: { type: 'string', description: 'application/pdf' }, '4xx': apiSchemas.error, '5xx': apiSchemas.error },
    },
  }, async (request, reply) => {
    const staff = staffOf(request);
    const { date } = request.body;
    const now = services.now();
    const batch = await services.db.transaction(async (tx) => {
      const built = await buildPrintBatch(tx, services.secrets, date);
      if (!built.pdf) return built;
      const marked = await markBatchPrinted(tx, built, now);
      for (const entry of built.entries) {
        await applicationEventsRepo.addStaffAction(tx, entry.applicationId, now, 'notice_printed', staff.staffId, request.ip, { notice_id: entry.noticeId, kind: entry.kind, batch: date, page: entry.page });
      }
      await staffEventsRepo.add(tx, now, { type: 'print_batch_downloaded', staffId: staff.staffId, ip: request.ip, detail: { date, letters: built.entries.length, newly_printed: marked } });
      return built;
    });
    if (!batch.pdf) throw new ApiError(404, 'NOT_FOUND', `No letters to print for ${date}.`);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="letters-${date}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(batch.pdf));
  });
}
