import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES } from '../../config/staffEnv';
import { institutionOf } from '../../flows/institution';
import { DENIAL_REASON_CODES, MAX_NOTICE_REASONS } from '../../domain/notices';
import { STAFF_API } from '../access';
import { staffResponses } from '../schemas';

/** GET /api/staff/meta: products, the denial reason catalogue, the roles. */
export function registerStaffMetaRoutes(app: FastifyInstance): void {
  const services = app.services;
  app.get(`${STAFF_API}/meta`, {
    config: { staffAccess: 'staff' },
    schema: { summary: 'Staff: products, denial reasons and roles.', tags: ['staff'], response: staffResponses('meta') },
  }, async () => ({
    products: [...services.products.values()].map((p) => ({ id: p.id, name_key: p.flow.name, brand: institutionOf(p, services.brand).name })),
    denial_reasons: [...DENIAL_REASON_CODES],
    max_denial_reasons: MAX_NOTICE_REASONS,
    roles: [...STAFF_ROLES],
  }));
}
