import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/db';
import { fail } from '../../errors/apiError';
import { postgresRateLimitStore } from './rateLimitStores';
import { hostsOf, refuseForeignHosts } from './localHosts';
import { registerLaunchFrameAncestors } from '../../http/launch/frameAncestors';

/** Where the per-client rate-limit windows live: shared by every process of the deployment. */
export interface RateLimitBackend {
  /** The database (default store: table rate_limit_windows). */
  db: Queryable;
  /** Redis instead of the database (REDIS_URL). */
  redisUrl?: string;
  /** Prefix of the Redis keys (REDIS_KEY_PREFIX). */
  redisKeyPrefix?: string;
}

/**
 * Cookies, security headers (CSP without unsafe-eval; style-src 'unsafe-inline' for Fluent UI)
 * and per-route rate limits counted in a store every process shares (PostgreSQL, or Redis).
 * `frameOrigins`: origins the signing frame shows besides ours (DocuSign's signing host, only when
 * it is the provider); in the page's CSP since the app reaches the sign screen without a reload.
 */
export async function registerSecurity(app: FastifyInstance, localMode: boolean, limits: RateLimitBackend, frameOrigins: readonly string[] = []): Promise<void> {
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...frameOrigins],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Local mode serves plain http (also on LAN addresses): no upgrade of requests to https.
        upgradeInsecureRequests: localMode ? null : [],
      },
    },
  });
  // ioredis loads only where Redis is configured (a server start without it does not pay for it).
  const redis = limits.redisUrl ? new (await import('ioredis')).Redis(limits.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${limits.redisKeyPrefix ?? 'microloan:'}rate-limit:` } : { store: postgresRateLimitStore(limits.db) }),
    errorResponseBuilder: (_request, context) => fail.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/** The security plugin: cookies, headers and the shared rate-limit store, before any route. */
export const securityPlugin = fp(async (app) => {
  const { localMode, env } = app.config;
  if (localMode) refuseForeignHosts(app, env.HOST, hostsOf([env.staff.oidc?.redirectUri, env.LAUNCH_OIDC?.redirectUri, env.TWILIO?.publicBaseUrl, env.ESIGN.docusign?.publicBaseUrl]));
  await registerSecurity(app, localMode, { db: app.db, redisUrl: env.REDIS_URL, redisKeyPrefix: env.REDIS_KEY_PREFIX }, app.esignFrameOrigins);
  registerLaunchFrameAncestors(app, env.LAUNCH_FRAME.origins);
}, { name: 'security', dependencies: ['config', 'database', 'services'], decorators: { fastify: ['config', 'db', 'esignFrameOrigins'] } });
