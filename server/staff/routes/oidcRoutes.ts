import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../../errors/apiError';
import { STAFF_API } from '../access';
import { staffEventsRepo } from '../audit/staffEvents';
import { OIDC_LOGIN_SECONDS, oidcLoginsRepo } from '../auth/oidcLogins';
import { OidcSignInError, StaffOidcClient } from '../auth/oidcClient';
import { staffUsersRepo } from '../auth/staffUsers';
import { startStaffSession } from './sessionRoutes';

/** Cookie binding a started sign-on to the browser that started it. */
export const OIDC_COOKIE = 'staff_oidc';
const OIDC_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'lax', path: `${STAFF_API}/oidc` } as const;
/** Where a failed sign-on lands (the console's sign-in page shows the code). */
export const SIGN_IN_PAGE = '/staff/sign-in';
/** Sign-on starts and callbacks per client and minute. */
const OIDC_REQUESTS_PER_MINUTE = 60;

/** `return_to` when it is a path of the console, else the console's home. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 300) return '/staff/';
  return /^\/staff(\/[A-Za-z0-9\-._~/%?=&]*)?$/.test(value) && !value.includes('//') ? value : '/staff/';
}

function failed(reply: FastifyReply, code: OidcSignInError['code']): FastifyReply {
  reply.clearCookie(OIDC_COOKIE, OIDC_COOKIE_OPTIONS);
  return reply.redirect(`${SIGN_IN_PAGE}?error=${code}`, 302);
}

const querySchema = (properties: Record<string, unknown>) => ({ type: 'object', properties, additionalProperties: true });

/**
 * GET /api/staff/oidc/start and GET /api/staff/oidc/callback: staff single sign-on with OpenID
 * Connect (authorization code + PKCE). Both 404 when STAFF_OIDC_ISSUER is not set.
 */
export function registerStaffOidcRoutes(app: FastifyInstance): void {
  const services = app.services;
  const env = services.env.staff.oidc;
  const oidc = env ? new StaffOidcClient(env) : null;
  const config = { staffAccess: 'public' as const, rateLimit: { max: OIDC_REQUESTS_PER_MINUTE, timeWindow: 60_000 } };
  const notConfigured = () => new ApiError(404, 'NOT_FOUND', 'Single sign-on is not configured.');

  app.get<{ Querystring: { return_to?: string } }>(`${STAFF_API}/oidc/start`, {
    config,
    schema: { summary: 'Staff: start single sign-on (302 to the identity provider).', tags: ['staff'], querystring: querySchema({ return_to: { type: 'string', maxLength: 300 } }) },
  }, async (request, reply) => {
    if (!oidc) throw notConfigured();
    let authorization: Awaited<ReturnType<StaffOidcClient['authorization']>>;
    try {
      authorization = await oidc.authorization();
    } catch (error) {
      request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'staff sign-on: the identity provider cannot be reached');
      return failed(reply, 'OIDC_FAILED');
    }
    const id = await oidcLoginsRepo.start(services.db, {
      state: authorization.state, nonce: authorization.nonce, code_verifier: authorization.codeVerifier, return_to: safeReturnTo(request.query.return_to),
    }, services.now());
    reply.setCookie(OIDC_COOKIE, id, { ...OIDC_COOKIE_OPTIONS, maxAge: OIDC_LOGIN_SECONDS });
    return reply.redirect(authorization.url.toString(), 302);
  });

  app.get(`${STAFF_API}/oidc/callback`, {
    config,
    schema: { summary: 'Staff: single sign-on callback (302 to the console).', tags: ['staff'], querystring: querySchema({ code: { type: 'string', maxLength: 2048 }, state: { type: 'string', maxLength: 512 } }) },
  }, async (request, reply) => {
    if (!oidc) throw notConfigured();
    const cookie = request.cookies[OIDC_COOKIE];
    const pending = cookie && cookie.length <= 100 ? await oidcLoginsRepo.consume(services.db, cookie, services.now()) : null;
    if (!pending) {
      request.log.warn('staff sign-on: callback without a pending sign-in from this browser');
      return failed(reply, 'OIDC_FAILED');
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    try {
      const identity = await oidc.finish(query, { state: pending.state, nonce: pending.nonce, codeVerifier: pending.code_verifier });
      const user = await services.db.transaction(async (tx) => {
        // The provider's roles replace the account's, but never the last enabled admin's admin
        // role: decided on the admins' locked rows, as an admin's change of roles is, so that
        // sign-ins at the same moment (or a sign-in and an admin's change) cannot all demote.
        const admins = await staffUsersRepo.lockEnabledAdmins(tx);
        const known = await staffUsersRepo.byOidc(tx, identity.issuer, identity.subject);
        if (known && admins.includes(known.id) && !identity.roles.includes('admin') && admins.length <= 1) {
          throw new OidcSignInError('LAST_ADMIN', 'the identity provider no longer grants the admin role to the last enabled admin; the account keeps its roles and is not signed in', known.id);
        }
        return staffUsersRepo.upsertOidc(tx, identity, services.now());
      });
      if (user.emailRefused) request.log.warn('staff sign-on: the provider\'s e-mail belongs to a built-in account; the single sign-on account does not take it');
      if (user.disabled_at) throw new OidcSignInError('OIDC_FAILED', 'the staff account is disabled');
      await startStaffSession(services, request, reply, user.id, 'oidc');
      reply.clearCookie(OIDC_COOKIE, OIDC_COOKIE_OPTIONS);
      return reply.redirect(pending.return_to, 302);
    } catch (error) {
      if (!(error instanceof OidcSignInError)) throw error;
      if (error.code === 'LAST_ADMIN') {
        request.log.warn({ reason: error.message, staff_id: error.staffId }, 'staff sign-on refused: the last enabled admin would lose the admin role; name another admin first (npm run staff:add -- --role admin, or the provider\'s admin group for someone who then signs in)');
      } else {
        request.log.warn({ reason: error.message }, 'staff sign-on refused');
      }
      await staffEventsRepo.add(services.db, services.now(), { type: 'sign_in_failed', staffId: error.staffId, ip: request.ip, detail: { method: 'oidc', code: error.code } });
      return failed(reply, error.code);
    }
  });
}
