import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../config/staffEnv';
import { ApiError } from '../../errors/apiError';
import { STAFF_API, staffOf } from '../access';
import { staffEventsRepo } from '../audit/staffEvents';
import { staffSessionsRepo } from '../auth/staffSessions';
import { staffUsersRepo, type StaffUserRecord } from '../auth/staffUsers';
import { staffResponses, staffSchema } from '../schemas';

/** An account as the admin sees it (schemas/api/staff/account.schema.json): never a hash or secret. */
export function accountView(u: StaffUserRecord) {
  return {
    id: u.id, email: u.email, display_name: u.display_name, roles: u.roles, auth: u.auth, disabled: u.disabled_at !== null,
    created_at: new Date(u.created_at).toISOString(), last_sign_in_at: u.last_sign_in_at ? new Date(u.last_sign_in_at).toISOString() : null,
  };
}

/** GET /api/staff/accounts and PATCH /api/staff/accounts/:id (admins). */
export function registerStaffAccountRoutes(app: FastifyInstance): void {
  const services = app.services;
  app.get(`${STAFF_API}/accounts`, {
    config: { staffAccess: ['admin'] },
    schema: { summary: 'Staff: every staff account.', tags: ['staff'], response: staffResponses('accounts') },
  }, async () => ({ items: (await staffUsersRepo.list(services.db)).map(accountView) }));

  app.patch<{ Params: { id: string }; Body: { roles?: StaffRole[]; disabled?: boolean } }>(`${STAFF_API}/accounts/:id`, {
    config: { staffAccess: ['admin'] },
    schema: {
      summary: 'Staff: change a built-in account\'s roles, or disable/enable an account.', tags: ['staff'],
      params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } } },
      body: staffSchema('account-patch'), response: staffResponses('account'),
    },
  }, async (request) => {
    const admin = staffOf(request);
    const { roles, disabled } = request.body;
    const user = await staffUsersRepo.get(services.db, request.params.id);
    if (!user) throw new ApiError(404, 'NOT_FOUND', 'No such staff account.');
    if (user.id === admin.staffId && (disabled === true || (roles && !roles.includes('admin')))) throw new ApiError(409, 'CONFLICT', 'You cannot disable yourself or remove your own admin role.');
    if (roles && user.auth === 'oidc') throw new ApiError(409, 'CONFLICT', 'The roles of a single sign-on account come from the identity provider.');
    const now = services.now();
    await services.db.transaction(async (tx) => {
      // Decided inside the transaction, on the admins' locked rows: two admins disabling or
      // demoting each other at the same moment cannot both succeed.
      const admins = await staffUsersRepo.lockEnabledAdmins(tx);
      if (!admins.includes(admin.staffId)) throw new ApiError(403, 'FORBIDDEN', 'Your account is no longer an enabled admin.');
      const losesAdmin = admins.includes(user.id) && (disabled === true || (roles !== undefined && !roles.includes('admin')));
      if (losesAdmin && admins.length <= 1) throw new ApiError(409, 'CONFLICT', 'At least one enabled admin must remain.');
      if (roles) await staffUsersRepo.setRoles(tx, user.id, roles);
      if (disabled !== undefined) await staffUsersRepo.setDisabled(tx, user.id, disabled, now);
      if (roles || disabled) await staffSessionsRepo.revokeForStaff(tx, user.id, now);
      await staffEventsRepo.add(tx, now, { type: 'account_changed', staffId: admin.staffId, ip: request.ip, detail: { account: user.id, ...(roles ? { roles } : {}), ...(disabled !== undefined ? { disabled } : {}) } });
    });
    const updated = await staffUsersRepo.get(services.db, user.id);
    if (!updated) throw new ApiError(404, 'NOT_FOUND', 'No such staff account.');
    return accountView(updated);
  });
}
