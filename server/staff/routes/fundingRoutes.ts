import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError';
import { apiSchemas } from '../../schemas/apiSchemas';
import { loanFundingsRepo } from '../../repos/loanFundings';
import { STAFF_API, staffOf } from '../access';
import { applicationEventsRepo } from '../audit/applicationEvents';
import { maskText } from '../audit/mask';

const tags = ['staff'];

/** A staff schema file of schemas/api/staff/ (every file there is registered under its `$id`). */
const schemaFile = (name: 'failed-fundings' | 'funding-resolution' | 'funding-resolution-result') => ({ $ref: `api/staff/${name}.schema.json#` });
const responses = (name: 'failed-fundings' | 'funding-resolution-result') => ({ 200: schemaFile(name), '4xx': apiSchemas.error, '5xx': apiSchemas.error });
const iso = (d: Date | string) => new Date(d).toISOString();
/** A stored amount as a number of dollars, or null when there is none (JSON's number, or text a driver gave). */
const dollars = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * Fundings that failed for good with a loan booked at the core and never disbursed (the fund job
 * voided it after its last try, or says why it could not): listed until a supervisor marks each
 * resolved, with a note, recorded in the application's audit trail (`funding_resolved`).
 */
export function registerStaffFundingRoutes(app: FastifyInstance): void {
  const services = app.services;

  app.get<{ Querystring: { limit?: string } }>(`${STAFF_API}/fundings/unresolved`, {
    config: { staffAccess: ['supervisor', 'auditor'] },
    schema: {
      summary: 'Staff: loans booked at the core and never disbursed, whose funding failed for good, until resolved (oldest first).', tags,
      querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' } } },
      response: responses('failed-fundings'),
    },
  }, async (request) => ({
    items: (await loanFundingsRepo.unresolved(services.db, Math.min(200, Number(request.query.limit ?? 100)))).map((f) => ({
      application_id: f.application_id, reference: f.reference, product: f.product, amount_financed: dollars(f.amount_financed), loan_id: f.loan_id, booked_at: iso(f.booked_at), failed_at: iso(f.failed_at),
      voided: f.voided_at !== null, voided_at: f.voided_at ? iso(f.voided_at) : null, void_error: f.void_error ? maskText(f.void_error) : null,
    })),
  }));

  app.post<{ Params: { id: string }; Body: { note: string } }>(`${STAFF_API}/fundings/:id/resolution`, {
    config: { staffAccess: ['supervisor'] },
    schema: {
      summary: 'Staff: mark a failed funding resolved (what was done at the core, in the note).', tags,
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
      body: schemaFile('funding-resolution'), response: responses('funding-resolution-result'),
    },
  }, async (request) => {
    const staff = staffOf(request);
    const now = services.now();
    const note = request.body.note.trim();
    const resolved = await services.db.transaction(async (tx) => {
      if (!(await loanFundingsRepo.resolve(tx, request.params.id, staff.staffId, note, now))) return false;
      await applicationEventsRepo.addStaffAction(tx, request.params.id, now, 'funding_resolved', staff.staffId, request.ip, { note });
      return true;
    });
    if (!resolved) throw new ApiError(404, 'NOT_FOUND', 'No unresolved failed funding for this application.');
    return { application_id: request.params.id, resolved_at: now.toISOString() };
  });
}
