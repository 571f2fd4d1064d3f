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
 * 127.0.0.0/8, [::1]), the configured `HOST` itself, or one of `extraHosts` (the host of
 * PUBLIC_BASE_URL: a tunnel the developer chose for webhooks and sign-on callbacks). A page of
 * another site that a DNS name points at 127.0.0.1 (DNS rebinding) would otherwise read the dev
 * outbox's codes from a developer's browser: the browser sends that site's name as the Host. A
 * request without Host (HTTP/1.0) passes: browsers always send one.
 */
export function localHostAllowed(hostHeader: string | undefined, configuredHost: string, extraHosts: readonly string[] = []): boolean {
  if (hostHeader === undefined || hostHeader === '') return true;
  const name = hostName(hostHeader);
  return isLoopbackHost(name) || name === hostName(configuredHost) || name === `[${configuredHost.toLowerCase()}]` || extraHosts.some((h) => hostName(h) === name);
}

/** The host (`name[:port]`) of each URL that is one. */
export function hostsOf(urls: readonly (string | undefined)[]): string[] {
  return urls.flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url).host];
    } catch {
      return [];
    }
  });
}

/** Local mode: every request whose Host is not this machine's answers 421 HOST_NOT_ALLOWED, before any route. */
export function refuseForeignHosts(app: FastifyInstance, configuredHost: string, extraHosts: readonly string[] = []): void {
  app.addHook('onRequest', async (request) => {
    if (!localHostAllowed(request.headers.host, configuredHost, extraHosts))
      throw new ApiError(421, 'HOST_NOT_ALLOWED', 'Local mode answers only requests addressed to localhost, 127.0.0.1, [::1], HOST or the host of PUBLIC_BASE_URL.');
  });
}
