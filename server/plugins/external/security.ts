import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../errors/apiError';

/** Cookies, security headers (CSP without unsafe-eval; style-src 'unsafe-inline' for Fluent UI) and per-route rate limits. */
export async function registerSecurity(app: FastifyInstance, localMode: boolean): Promise<void> {
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => fail.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
