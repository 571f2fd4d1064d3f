import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FundingLedger, MemberDirectory, SmsSender } from '../../domain/ports';
import type { AppServices } from '../../http/services';
import { composeMailer } from '../mailComposition';
import { createESign, createJobQueue, createLedger, createMembers, createSms, type AdapterDeps } from '../adapters';

/** Adapters a caller brings instead of the configured ones (tests). */
export interface ServicesOptions {
  members?: MemberDirectory;
  sms?: SmsSender;
  ledger?: FundingLedger;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes the configured e-signature provider serves (registered by the routes plugin). */
    esignRoutes: FastifyPluginAsync;
    /** Origins the signing frame may show besides our own (CSP frame-src). */
    esignFrameOrigins: string[];
    /** The routes the configured SMS provider serves (Twilio: its status callback). */
    smsRoutes: FastifyPluginAsync;
  }
}

/**
 * Decorates `services`: the configuration and the ports, each with the adapter server/app/adapters.ts
 * picks (typed by the ports, never by an adapter's class), and `esignRoutes`.
 */
export const servicesPlugin = fp<ServicesOptions>(async (app, given) => {
  const { env, secrets, now, localMode, products, limits, brand } = app.config;
  const deps: AdapterDeps = { db: app.db, secrets, now, localMode, log: app.log, metrics: app.metrics };
  const members = createMembers(env, deps, given.members);
  const esign = await createESign(env, { ...deps, members });
  const sms = createSms(env, deps, given.sms);
  const services: AppServices = {
    env, db: app.db, secrets, now, products, localMode, limits, members, brand,
    sms: sms.sender,
    smsRetries: sms.retries,
    onReviewCompleted: [],
    esign: esign.provider,
    embeddedSigning: esign.embeddedSigning,
    ledger: createLedger(env, deps, given.ledger),
    queue: createJobQueue(env, deps),
    mailer: composeMailer(app, env, app.metrics),
  };
  app.decorate('services', services);
  app.decorate('esignRoutes', esign.routes);
  app.decorate('esignFrameOrigins', esign.frameOrigins);
  app.decorate('smsRoutes', sms.routes);
}, { name: 'services', dependencies: ['config', 'database', 'metrics'], decorators: { fastify: ['config', 'db', 'metrics'] } });
