import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { FundingLedger, MemberDirectory, SmsSender } from '../domain/ports';
import { clientErrorHandler, frameworkErrors } from '../errors/protocolErrors';
import type { Limits } from '../http/services';
import { lazySerializerFactory } from './lazySerializers';
import { lazyValidatorFactory } from './lazyValidators';
import { configPlugin, loadConfig } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { devToolsPlugin } from './plugins/devTools';
import { jobsPlugin } from './plugins/jobs';
import { launchPlugin } from './plugins/launch';
import { loggerOptions } from './plugins/logger';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { pagesPlugin } from './plugins/pages';
import { requestHandlingPlugin } from './plugins/requestHandling';
import { routesPlugin } from './plugins/routes';
import { securityPlugin } from './plugins/security';
import { servicesPlugin } from './plugins/services';

/** Options of buildApp; everything has a production default. */
export interface BuildAppOptions {
  /** Raw environment (default process.env); validated by parseEnv. */
  env?: Record<string, string | undefined>;
  /** A database to use instead of opening one from the environment; it is migrated, not closed by the app. */
  db?: Db;
  /** Clock (default: real time). */
  now?: () => Date;
  /** Folder of the flow files (default flows/). */
  flowsDir?: string;
  /** Folder of the JSON Schemas (default schemas/). */
  schemasDir?: string;
  /** Built web app (default dist/); skipped when missing. */
  distDir?: string;
  limits?: Partial<Limits>;
  /** Member directory adapter (default: the built-in tables). */
  members?: MemberDirectory;
  /** SMS adapter (default: console + outbox). */
  sms?: SmsSender;
  /** Loan ledger (default: the built-in ledger tables). */
  ledger?: FundingLedger;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** Brand file (default: BRAND_FILE, else flows/brand.json). */
  brandFile?: string;
  /** Folder of the locale files (default locales/); read by the project check and the preview. */
  localesDir?: string;
  /** Local mode: re-read flows, schemas, locales and the brand on change (default: on unless NODE_ENV=test). */
  watchConfig?: boolean;
}

/**
 * Builds the Fastify app: the configuration is checked first (a bad environment, brand or flow
 * throws naming the problem), then each plugin in turn, each declaring the decorators it adds and
 * the plugins it needs (server/README.md draws them): config -> database (migrations, demo members
 * in local mode) -> metrics -> services (the ports and their adapters, server/app/adapters.ts) ->
 * jobs -> request handling -> security -> OpenAPI -> routes -> dev tools (local mode) -> pages.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = await loadConfig(options);
  const { env } = config;
  const app = Fastify({ logger: loggerOptions(env.LOG_LEVEL, options.logStream), bodyLimit: 65536,
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY,
    // Protocol errors answer the error payload too (see errors/protocolErrors.ts).
    frameworkErrors, clientErrorHandler, http: { requireHostHeader: false },
    // Bodies are checked, never altered: no coercion, no removal of unknown fields.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
    // Request validators and response serializers are compiled on a route's first use, not at start (lazyValidators.ts, lazySerializers.ts).
    schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory(), buildSerializer: lazySerializerFactory() } },
    // Start-up work in plugins (opening and migrating the database, seeding demo members) may take
    // long on a busy machine or a cold disk: no plugin time limit (every plugin is async, none can hang on a forgotten `done`).
    pluginTimeout: 0,
  });
  app.removeContentTypeParser('text/plain');
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { db: options.db });
  await app.register(metricsPlugin);
  await app.register(servicesPlugin, { members: options.members, sms: options.sms, ledger: options.ledger });
  await app.register(jobsPlugin);
  await app.register(requestHandlingPlugin);
  await app.register(securityPlugin);
  await app.register(openApiPlugin);
  await app.register(routesPlugin);
  await app.register(launchPlugin);
  if (config.localMode) await app.register(devToolsPlugin);
  await app.register(pagesPlugin);
  return app;
}
