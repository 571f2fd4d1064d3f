import type { FastifyInstance } from 'fastify';
import { enforceStaffAccess, STAFF_API } from './access';
import { registerStaffAccountRoutes } from './routes/accountRoutes';
import { registerStaffAuditRoutes } from './routes/auditRoutes';
import { registerStaffFundingRoutes } from './routes/fundingRoutes';
import { registerStaffFunnelRoutes } from './routes/funnelRoutes';
import { registerStaffMetaRoutes } from './routes/metaRoutes';
import { registerStaffNoticeRoutes } from './routes/noticeRoutes';
import { registerStaffPrintBatchRoutes } from './routes/printBatchRoutes';
import { registerStaffReviewRoutes } from './routes/reviewRoutes';
import { registerStaffOidcRoutes } from './routes/oidcRoutes';
import { registerStaffSessionRoutes } from './routes/sessionRoutes';
import { registerStaffSchemas } from './schemas';

/**
 * The staff area's API under /api/staff (server/staff/README.md): its schemas, the access check
 * every staff route must declare, `Cache-Control: no-store` on every answer, and the routes.
 */
export function registerStaff(app: FastifyInstance): void {
  registerStaffSchemas(app);
  // Staff answers hold members' data and sessions: no browser or proxy may keep a copy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url === STAFF_API || request.url.startsWith(`${STAFF_API}/`) || request.url.startsWith(`${STAFF_API}?`)) reply.header('cache-control', 'no-store');
  });
  enforceStaffAccess(app, app.services);
  registerStaffSessionRoutes(app);
  registerStaffOidcRoutes(app);
  registerStaffMetaRoutes(app);
  registerStaffReviewRoutes(app);
  registerStaffNoticeRoutes(app);
  registerStaffPrintBatchRoutes(app);
  registerStaffAuditRoutes(app);
  registerStaffFunnelRoutes(app);
  registerStaffAccountRoutes(app);
  registerStaffFundingRoutes(app);
}
