import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { SigningCeremony } from '../../adapters/esign';
import { registerBuiltInSigningRoutes } from '../../http/routes/builtInSigningRoutes';

/**
 * The built-in signing ceremony's pages and calls (`/esign/s/...`), given the ceremony they
 * call. Registered only when the built-in provider is the configured one (server/app/adapters.ts).
 */
export function builtInESignPlugin(ceremony: SigningCeremony): FastifyPluginAsync {
  return fp(async (app) => {
    registerBuiltInSigningRoutes(app, ceremony);
  }, { name: 'builtin-esign', dependencies: ['services'], decorators: { fastify: ['services'] } });
}
