import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { StaffRole } from '../config/staffEnv';
import { ApiError } from '../errors/apiError';
import type { AppServices } from '../http/services';
import { staffSessionsRepo, type LiveStaffSession } from './auth/staffSessions';

/** Path prefix of the staff API. */
export const STAFF_API = '/api/staff';
/** Name of the staff session cookie. */
export const STAFF_COOKIE = 'staff_sid';
/** Header carrying the session's CSRF token on state-changing calls. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Who may call a staff route: `public` (no session), `staff` (any signed-in staff member) or
 * the roles admitted (holding one of them is enough).
 */
export type StaffAccess = 'public' | 'staff' | readonly StaffRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared by every route under /api/staff (server/staff/README.md). */
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member of a non-public staff route (set by the access check). */
    staff: LiveStaffSession | null;
  }
}

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'strict', path: STAFF_API } as const;

/** Sets the staff session cookie (HttpOnly, Secure, SameSite=Strict, Path=/api/staff, ends with the browser). */
export function setStaffCookie(reply: FastifyReply, id: string): void {
  reply.setCookie(STAFF_COOKIE, id, COOKIE_OPTIONS);
}

/** Clears the staff session cookie. */
export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, COOKIE_OPTIONS);
}

/** The live staff session of a request (slid), or null. */
export async function liveStaffSession(services: AppServices, request: FastifyRequest): Promise<LiveStaffSession | null> {
  const id = request.cookies[STAFF_COOKIE];
  if (!id || id.length > 100) return null;
  return staffSessionsRepo.touch(services.db, id, services.now(), services.env.staff.sessionIdleSeconds);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 403 CSRF_INVALID for a state-changing call sent from another site. */
export function refuseCrossSite(request: FastifyRequest): void {
  if (!SAFE_METHODS.has(request.method) && request.headers['sec-fetch-site'] === 'cross-site') {
    throw new ApiError(403, 'CSRF_INVALID', 'This call must come from the staff console.');
  }
}

/** Whether a staff member's roles admit `access` (public and staff admit everyone signed in). */
export function admits(access: StaffAccess, roles: readonly StaffRole[]): boolean {
  return typeof access === 'string' || access.some((role) => roles.includes(role));
}

/**
 * The access check of a staff route, run before the body is read: 401 UNAUTHORIZED without a
 * live staff session, 403 FORBIDDEN without one of the route's roles, 403 CSRF_INVALID for a
 * state-changing call without the session's X-CSRF-Token (or sent cross-site).
 */
function accessCheck(services: AppServices, access: StaffAccess) {
  return async (request: FastifyRequest) => {
    request.staff = null;
    if (access === 'public') return refuseCrossSite(request);
    const session = await liveStaffSession(services, request);
    if (!session) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to the staff console.');
    if (!admits(access, session.roles)) throw new ApiError(403, 'FORBIDDEN', 'Your role does not allow this.', { required: access });
    if (!SAFE_METHODS.has(request.method)) {
      refuseCrossSite(request);
      const token = request.headers[CSRF_HEADER];
      if (typeof token !== 'string' || !sameToken(token, session.csrfToken)) throw new ApiError(403, 'CSRF_INVALID', 'The request lacks the console\'s CSRF token; reload the page.');
    }
    request.staff = session;
  };
}

/**
 * Installs the access check on every route registered from now on under /api/staff: each must
 * declare `config.staffAccess`, or registering it throws (so no staff route can go unchecked).
 */
export function enforceStaffAccess(app: FastifyInstance, services: AppServices): void {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url !== STAFF_API && !route.url.startsWith(`${STAFF_API}/`)) return;
    const access = route.config?.staffAccess;
    if (!access) throw new Error(`${route.method} ${route.url} declares no staffAccess: every staff route names who may call it`);
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, accessCheck(services, access)];
  });
}

/** The signed-in staff member of a checked route (a programming error when called on a public one). */
export function staffOf(request: FastifyRequest): LiveStaffSession {
  if (!request.staff) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to the staff console.');
  return request.staff;
}
