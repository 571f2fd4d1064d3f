/**
 * The one place where each port gets its adapter, chosen by the configuration: one function per
 * port. A new provider adds its branch here (e.g. `if (env.SMS_PROVIDER === 'twilio') ...`) and
 * nothing else of the composition changes; how to write one: server/domain/ADAPTERS.md.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { createDocuSign } from '../adapters/docusign';
import { builtInESign } from '../adapters/esign-store/builtInESign';
import { builtInEmbeddedSigning } from '../adapters/esign-store/builtInSigning';
import { builtInSms } from '../adapters/sms/builtInSms';
import { twilioSms } from '../adapters/sms/twilioSms';
import type { Env } from '../config/env';
import type { Secrets } from '../crypto/secrets';
import type { Db } from '../db/db';
import type { Clock, EmbeddedSigning, ESignProvider, FundingLedger, JobQueue, MemberDirectory, SmsRetries, SmsSender } from '../domain/ports';
import { twilioWebhookPlugin } from '../http/routes/twilioWebhookRoutes';
import { pgJobQueue } from '../jobs/enqueue';
import { retryPolicy } from '../jobs/retryPolicy';
import { meteredSms } from '../observability/meteredSms';
import type { Metrics } from '../observability/metrics';
import { coreBankingServices } from './coreBanking';
import { builtInESignPlugin } from './plugins/builtInESign';
import { docuSignPlugin } from './plugins/docuSign';

/** What adapters are built from (besides the environment). */
export interface AdapterDeps {
  db: Db;
  secrets: Secrets;
  now: Clock;
  localMode: boolean;
  log: FastifyBaseLogger;
  metrics: Metrics;
}

/** The member directory: the caller's (tests), else by CORE_BANKING_PROVIDER the built-in tables or a core over HTTP. */
export function createMembers(env: Env, deps: AdapterDeps, given?: MemberDirectory): MemberDirectory {
  return given ?? coreBankingServices(env, deps.db, deps.secrets, deps.now).members;
}

/** The SMS side: the sender (counted in the metrics under its provider), its further tries, and the routes it serves. */
export interface SmsAdapter {
  sender: SmsSender;
  /** Present when the adapter keeps messages for the 'send-sms' job (Twilio). */
  retries?: SmsRetries;
  /** The provider's webhook routes (none for the built-in one), registered by the routes plugin. */
  routes: FastifyPluginAsync;
}

const noRoutes: FastifyPluginAsync = async () => undefined;

/** The SMS sender by SMS_PROVIDER: the caller's (tests), Twilio, else the built-in log + outbox. */
export function createSms(env: Env, deps: AdapterDeps, given?: SmsSender): SmsAdapter {
  if (given) return { sender: meteredSms(given, 'custom', deps.metrics), routes: noRoutes };
  if (env.SMS_PROVIDER === 'twilio' && env.TWILIO) {
    const config = env.TWILIO;
    const twilio = twilioSms({ config, db: deps.db, secrets: deps.secrets, queue: pgJobQueue(deps.now, env), now: deps.now, log: deps.log.child({ component: 'sms' }), firstRetryMs: retryPolicy(env, 'send-sms').backoffBaseMs });
    return { sender: meteredSms(twilio.sender, 'twilio', deps.metrics), retries: twilio.retries, routes: twilioWebhookPlugin(config) };
  }
  return { sender: meteredSms(builtInSms(deps.db, deps.log, deps.now, deps.localMode), 'builtin', deps.metrics), routes: noRoutes };
}

/**
 * The e-signature provider and the routes it serves (registered by the routes plugin): the
 * built-in ceremony brings its signing pages; a hosted provider would bring its return page and
 * webhook. Nothing else of the server sees the built-in ceremony.
 */
export interface ESignAdapter {
  provider: ESignProvider;
  /** The per-application side the sign step and the signature confirmation use. */
  embeddedSigning: EmbeddedSigning;
  /** Origins the signing frame may show besides our own (CSP frame-src; DocuSign's signing host). */
  frameOrigins: string[];
  routes: FastifyPluginAsync;
}

/**
 * The e-signature provider by ESIGN_PROVIDER: DocuSign embedded signing (its return page and
 * Connect webhook; its account is resolved from DocuSign at start), else the built-in ceremony,
 * whose identity check asks `members`.
 */
export async function createESign(env: Env, deps: AdapterDeps & { members: MemberDirectory }): Promise<ESignAdapter> {
  if (env.ESIGN.provider === 'docusign' && env.ESIGN.docusign) {
    const docusign = await createDocuSign(env.ESIGN.docusign, { db: deps.db, clock: deps.now, members: deps.members, production: !deps.localMode });
    return { provider: docusign.esign, embeddedSigning: docusign.embeddedSigning, frameOrigins: docusign.frameOrigins, routes: docuSignPlugin(docusign) };
  }
  const builtIn = builtInESign(deps.db, deps.members, deps.now);
  return { provider: builtIn.provider, embeddedSigning: builtInEmbeddedSigning(deps.db, builtIn.ceremony), frameOrigins: [], routes: builtInESignPlugin(builtIn.ceremony) };
}

/** The loan ledger: the caller's (tests), else by CORE_BANKING_PROVIDER the built-in ledger tables or a core over HTTP. */
export function createLedger(env: Env, deps: AdapterDeps, given?: FundingLedger): FundingLedger {
  return given ?? coreBankingServices(env, deps.db, deps.secrets, deps.now).ledger;
}

/** The durable job queue (the jobs table); each job gets the tries of its kind (jobs/retryPolicy.ts). */
export function createJobQueue(env: Env, deps: AdapterDeps): JobQueue {
  return pgJobQueue(deps.now, env);
}
