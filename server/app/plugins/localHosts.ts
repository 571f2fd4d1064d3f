import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors/apiError';
import { isLoopbackHost } from '../../config/env';

/** The host name of a Host header (`name`, `name:port`, `[v6]:port`), lower case, without the port. */
export function hostName(header: string): string {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.lastIndexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/**
 * Whether local mode answers a request sent to `hostHeader`: only a loopback name (localhost,
 * 127.0.0.0/8, [::1]) or the configured `HOST` itself. A page of another site that a DNS name
 * points at 127.0.0.1 (DNS rebinding) would otherwise read the dev outbox's codes from a
 * developer's browser: the browser sends that site's name as the Host.
 */
export function localHostAllowed(hostHeader: string | undefined, configuredHost: string): boolean {
  if (!hostHeader) return false;
  const name = hostName(hostHeader);
  return isLoopbackHost(name) || name === hostName(configuredHost) || name === `[${configuredHost.toLowerCase()}]`;
}

/** Local mode: every request whose Host is not this machine's answers 421 HOST_NOT_ALLOWED, before any route. */
export function refuseForeignHosts(app: FastifyInstance, configuredHost: string): void {
  app.addHook('onRequest', async (request) => {
    if (!localHostAllowed(request.headers.host, configuredHost))
      throw new ApiError(421, 'HOST_NOT_ALLOWED', 'Local mode answers only requests addressed to localhost, 127.0.0.1, [::1] or HOST.');
  });
}
