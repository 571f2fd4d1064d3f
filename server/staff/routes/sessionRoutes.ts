import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../http/services';
import { clearStaffCookie, liveStaffSession, setStaffCookie, STAFF_API, staffOf } from '../access';
import { staffEventsRepo } from '../audit/staffEvents';
import { passwordSignIn } from '../auth/passwordSignIn';
import { staffSessionsRepo, type LiveStaffSession } from '../auth/staffSessions';
import { staffUsersRepo } from '../auth/staffUsers';
import { staffResponses, staffSchema } from '../schemas';

/** Sign-in tries per client and minute (the per-e-mail lock-out is apart). */
const LOGIN_REQUESTS_PER_MINUTE = 30;

/** The session answer (schemas/api/staff/session.schema.json). */
export function sessionView(services: AppServices, session: LiveStaffSession | null) {
  const methods = { oidc: services.env.staff.oidc !== null, password: true };
  if (!session) return { signed_in: false, methods };
  return {
    signed_in: true,
    methods,
    staff: { id: session.staffId, email: session.email, display_name: session.displayName, roles: session.roles, auth_method: session.authMethod },
    csrf_token: session.csrfToken,
    idle_timeout_seconds: services.env.staff.sessionIdleSeconds,
    expires_at: session.notAfter.toISOString(),
  };
}

/** Starts a staff session for `staffId` (ending the account's earlier ones), sets the cookie and answers the live session. */
export async function startStaffSession(services: AppServices, request: FastifyRequest, reply: FastifyReply, staffId: string, method: 'password' | 'oidc'): Promise<LiveStaffSession> {
  const now = services.now();
  const { sessionIdleSeconds, sessionMaxAgeSeconds } = services.env.staff;
  const { id, revoked } = await staffSessionsRepo.startReplacing(services.db, { staffId, authMethod: method, now, idleSeconds: sessionIdleSeconds, maxAgeSeconds: sessionMaxAgeSeconds, ip: request.ip });
  await staffUsersRepo.markSignIn(services.db, staffId, now);
  await staffEventsRepo.add(services.db, now, { type: 'signed_in', staffId, ip: request.ip, detail: { method, ended_sessions: revoked } });
  setStaffCookie(reply, id);
  const session = await staffSessionsRepo.touch(services.db, id, now, sessionIdleSeconds);
  if (!session) throw new Error('A staff session just started is not live');
  return session;
}

/** GET /api/staff/session, POST /api/staff/login, POST /api/staff/logout. */
export function registerStaffSessionRoutes(app: FastifyInstance): void {
  const services = app.services;
  app.get(`${STAFF_API}/session`, {
    config: { staffAccess: 'public' },
    schema: { summary: 'Staff: who is signed in, the CSRF token, the ways to sign in.', tags: ['staff'], response: staffResponses('session') },
  }, async (request) => sessionView(services, await liveStaffSession(services, request)));

  app.post<{ Body: { email: string; password: string; totp: string } }>(`${STAFF_API}/login`, {
    config: { staffAccess: 'public', rateLimit: { max: LOGIN_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
    schema: { summary: 'Staff: sign in with a built-in account (password + TOTP).', tags: ['staff'], body: staffSchema('login'), response: staffResponses('session') },
  }, async (request, reply) => {
    const user = await passwordSignIn(services, request.body, request.ip);
    return sessionView(services, await startStaffSession(services, request, reply, user.id, 'password'));
  });

  app.post(`${STAFF_API}/logout`, {
    config: { staffAccess: 'staff' },
    schema: { summary: 'Staff: sign out.', tags: ['staff'], body: staffSchema('empty'), response: staffResponses('session') },
  }, async (request, reply) => {
    const staff = staffOf(request);
    await staffSessionsRepo.revoke(services.db, staff.idHash, services.now());
    await staffEventsRepo.add(services.db, services.now(), { type: 'signed_out', staffId: staff.staffId, ip: request.ip });
    clearStaffCookie(reply);
    return sessionView(services, null);
  });
}
