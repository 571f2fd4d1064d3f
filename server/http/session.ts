import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../errors/apiError';
import type { Product } from '../flows/product';
import { applicationsRepo, type ApplicationRecord } from '../repos/applications';
import { sessionsRepo } from '../repos/sessions';
import { sessionDeadline } from '../domain/application/sessionLifetime';
import type { AppServices } from './services';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';

/** An authenticated call: the session's application, the seconds left on the session and its id hash. */
export interface SessionContext {
  application: ApplicationRecord;
  expiresInSeconds: number;
  /** SHA-256 of the session id (what signing links are bound to). */
  sessionHash: string;
}

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'strict' } as const;

/**
 * Cookie attributes of a session launched inside online banking (a cross-site frame): SameSite=None
 * so the frame's requests carry it, Partitioned (CHIPS) so it lives only under the platform's site.
 * Only a launch with LAUNCH_FRAME_ORIGINS set gets them; every other session keeps SameSite=Strict.
 */
export const FRAMED_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'none', partitioned: true } as const;

/** Cookie marking a session launched inside online banking: its pages may be framed by LAUNCH_FRAME_ORIGINS (server/http/launch/frameAncestors.ts). */
export const LAUNCH_FRAME_COOKIE = 'launch_frame';

/**
 * Sets the session cookie (HttpOnly, Secure, SameSite=Strict, Path=/: the API and the signing
 * page `/esign/s/...`, which checks it). Clears a cookie of the same name on Path=/api left by
 * earlier versions, which browsers would send first. `framed`: a session launched inside online
 * banking (FRAMED_COOKIE_OPTIONS, with the LAUNCH_FRAME_COOKIE marker).
 */
export function setSessionCookie(reply: FastifyReply, id: string, framed = false): void {
  reply.setCookie(SESSION_COOKIE, id, { ...(framed ? FRAMED_COOKIE_OPTIONS : COOKIE_OPTIONS), path: '/' });
  if (framed) reply.setCookie(LAUNCH_FRAME_COOKIE, '1', { ...FRAMED_COOKIE_OPTIONS, path: '/' });
  reply.clearCookie(SESSION_COOKIE, { ...COOKIE_OPTIONS, path: '/api' });
}

/** The live session of `request` (slid), or null; checks nothing about the product. */
export async function liveSession(services: AppServices, request: FastifyRequest) {
  const id = request.cookies[SESSION_COOKIE];
  if (!id || id.length > 100) return null;
  return sessionsRepo.touch(services.db, id, services.now(), services.env.SESSION_TTL_SECONDS);
}

/** Checks and slides the session of `request`; 401 SESSION_EXPIRED when there is none. */
export async function requireSession(services: AppServices, request: FastifyRequest, product: Product): Promise<SessionContext> {
  const session = await liveSession(services, request);
  if (!session) throw fail.session();
  const application = await applicationsRepo.get(services.db, session.application_id);
  if (!application || application.product !== product.id) throw fail.session();
  return { application, expiresInSeconds: (session.expires_at.getTime() - services.now().getTime()) / 1000, sessionHash: session.id_hash };
}

/**
 * Starts the session of a member who just signed in (a verified code or a launch): the
 * application's other sessions end, the cookie is set (`framed`: for a cross-site frame, see
 * setSessionCookie); answers the seconds the session has.
 */
export async function startApplicantSession(services: AppServices, reply: FastifyReply, application: ApplicationRecord, framed = false): Promise<number> {
  const now = services.now();
  const { SESSION_TTL_SECONDS: ttl, SESSION_MAX_AGE_SECONDS: maxAge } = services.env;
  const notAfter = sessionDeadline(now, maxAge, application.step);
  const sid = await sessionsRepo.startOnly(services.db, application.id, now, ttl, notAfter);
  setSessionCookie(reply, sid, framed);
  return Math.min(ttl, (notAfter.getTime() - now.getTime()) / 1000);
}
