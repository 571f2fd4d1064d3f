import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Queryable } from '../../db/db';
import { fail } from '../../errors/apiError';
import { postgresRateLimitStore } from './rateLimitStores';

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
 */
export async function registerSecurity(app: FastifyInstance, localMode: boolean, limits: RateLimitBackend): Promise<void> {
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
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Local mode serves plain http (also on LAN addresses): no upgrade of requests to https.
        upgradeInsecureRequests: localMode ? null : [],
      },
    },
  });
  const redis = limits.redisUrl ? new Redis(limits.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${limits.redisKeyPrefix ?? 'microloan:'}rate-limit:` } : { store: postgresRateLimitStore(limits.db) }),
    errorResponseBuilder: (_request, context) => fail.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
