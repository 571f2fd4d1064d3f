import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../errors/apiError';
import type { Product } from '../../flows/product';
import { applicationsRepo, type ApplicationRecord } from '../../repos/applications';
import { sessionsRepo } from '../../repos/sessions';
import type { AppServices } from './services';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';

/** An authenticated call: the session's application and the seconds left on the session. */
export interface SessionContext {
  application: ApplicationRecord;
  expiresInSeconds: number;
}

/** Sets the session cookie (HttpOnly, Secure, SameSite=Strict, Path=/api). */
export function setSessionCookie(reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, { httpOnly: true, secure: true, sameSite: 'strict', path: '/api' });
}

/** Checks and slides the session of `request`; 401 SESSION_EXPIRED when there is none. */
export async function requireSession(services: AppServices, request: FastifyRequest, product: Product): Promise<SessionContext> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id || id.length > 100) throw fail.session();
  const ttl = services.env.SESSION_TTL_SECONDS;
  const session = await sessionsRepo.touch(services.db, id, services.now(), ttl);
  if (!session) throw fail.session();
  const application = await applicationsRepo.get(services.db, session.application_id);
  if (!application || application.product !== product.id) throw fail.session();
  return { application, expiresInSeconds: (session.expires_at.getTime() - services.now().getTime()) / 1000 };
}
