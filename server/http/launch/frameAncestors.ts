import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LAUNCH_FRAME_COOKIE } from '../session';

/** True for the responses a platform may frame: the launch itself (and its error page) and a launched session's pages. */
function framedByPlatform(request: FastifyRequest): boolean {
  return request.url.startsWith('/launch/') || request.cookies?.[LAUNCH_FRAME_COOKIE] === '1';
}

/**
 * The CSP's `frame-ancestors` widened to `'self' <origins>` (LAUNCH_FRAME_ORIGINS) on the launch
 * route's responses and on every response to a session launched inside online banking (its
 * LAUNCH_FRAME_COOKIE); every other response keeps `frame-ancestors 'self'`. Nothing when no
 * origin is configured.
 */
export function registerLaunchFrameAncestors(app: FastifyInstance, origins: readonly string[]): void {
  if (!origins.length) return;
  const ancestors = `frame-ancestors 'self' ${origins.join(' ')}`;
  app.addHook('onSend', async (request, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && framedByPlatform(request)) reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, ancestors));
    return payload;
  });
}
