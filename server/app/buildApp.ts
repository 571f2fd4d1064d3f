import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { builtInDirectory, upsertMember } from '../adapters/members/memberStore';
import { demoMembers } from '../adapters/members/demoMembers';
import { builtInSms } from '../adapters/sms/builtInSms';
import { loadBrand } from '../config/brand';
import { resolveEncryptionKeys } from '../config/encryptionKey';
import { EnvError, isLocalMode, parseEnv } from '../config/env';
import { assertKeysFitData } from '../crypto/keyCheck';
import { createSecrets } from '../crypto/secrets';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { installErrorHandler } from '../errors/errorHandler';
import { clientErrorHandler, frameworkErrors, registerHostHeaderCheck } from '../errors/protocolErrors';
import { checkProjectWithServerRegistries } from '../flows/checkProjectAtStart';
import { FlowLoadError, loadProducts } from '../flows/loadProducts';
import { DEFAULT_LIMITS, type AppServices, type Limits } from '../http/services';
import { registerRejectUnsafeText } from '../http/rejectUnsafeText';
import { openDatabase } from './plugins/database';
import { loggerOptions } from './plugins/logger';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerBrandRoutes } from '../http/routes/brandRoutes';
import { registerHealthRoutes } from '../http/routes/healthRoutes';
import { registerMetricsRoutes } from '../http/routes/metricsRoutes';
import { createMetrics } from '../observability/metrics';
import { meteredSms } from '../observability/meteredSms';
import { LiveConfig } from '../dev/liveConfig';
import { registerLiveFormRoutes } from '../dev/liveFormRoutes';
import { registerDevConfigRoutes } from '../http/routes/devConfigRoutes';
import { registerDevRoutes } from '../http/routes/devRoutes';
import { registerDevSigningPreviewRoutes } from '../http/routes/devSigningPreviewRoutes';
import { registerFallback } from '../http/routes/fallbackRoutes';
import { registerFormRoutes } from '../http/routes/formRoutes';
import { registerSessionRoutes } from '../http/routes/sessionRoutes';
import { registerStepRoutes } from '../http/routes/stepRoutes';
import { SERVER_HANDLERS } from '../http/steps/registry';
import { builtInESign } from '../adapters/esign-store/builtInESign';
import { builtInLedger } from '../adapters/ledger/builtInLedger';
import type { FundingLedger, MemberDirectory, SmsSender } from '../domain/ports';
import { registerJobs } from '../jobs/registerJobs';
import { JobWorker } from '../jobs/worker';
import { JOB_HANDLERS } from '../jobs/registry';
import { pgJobQueue } from '../jobs/enqueue';
import { registerESignRoutes } from '../http/routes/esignRoutes';
import { registerOperatorRoutes } from '../http/routes/operatorRoutes';
import { PROJECT_ROOT } from '../config/projectRoot';

const ROOT = PROJECT_ROOT;

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
 * Builds the Fastify app: env, flows (a bad flow throws FlowLoadError with every problem),
 * database + migrations, demo members in local mode, services, routes, one error handler.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const rawEnv = options.env ?? process.env;
  const env = parseEnv(rawEnv);
  const schemasDir = options.schemasDir ?? join(ROOT, 'schemas');
  const brandFile = resolve(ROOT, options.brandFile ?? env.BRAND_FILE ?? 'flows/brand.json');
  const brand = loadBrand(brandFile, join(schemasDir, 'brand.schema.json'));
  if (!rawEnv.INSTITUTION_NAME) env.INSTITUTION_NAME = brand.institutionName; // the env variable overrides the brand
  const dirs = { flowsDir: options.flowsDir ?? join(ROOT, 'flows'), schemasDir };
  const products = loadProducts(dirs, Object.keys(SERVER_HANDLERS));
  const projectProblems = await checkProjectWithServerRegistries(ROOT, { flows: dirs.flowsDir, schemas: dirs.schemasDir, locales: options.localesDir });
  if (projectProblems.length) throw new FlowLoadError(projectProblems);
  const secrets = createSecrets(resolveEncryptionKeys(env), env.OTP_PEPPER);
  const ownsDb = !options.db;
  if (ownsDb && !isLocalMode(env) && !env.DATABASE_URL) throw new EnvError('Invalid environment:\n  DATABASE_URL is required when NODE_ENV=production (the embedded PGlite is for local mode only)');
  const db = options.db ?? (await openDatabase(env));
  if (options.db) await migrate(options.db);
  const now = options.now ?? (() => new Date());
  const localMode = isLocalMode(env);
  await assertKeysFitData(db, secrets, ownsDb); // a data key removed too early, or another lookup key
  if (localMode) for (const member of demoMembers(now())) await upsertMember(db, secrets, member);

  const app = Fastify({ logger: loggerOptions(env.LOG_LEVEL, options.logStream), bodyLimit: 65536,
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY,
    // Protocol errors answer the error payload too (see errors/protocolErrors.ts).
    frameworkErrors, clientErrorHandler, http: { requireHostHeader: false },
    // Bodies are checked, never altered: no coercion, no removal of unknown fields.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  });
  app.removeContentTypeParser('text/plain');
  const limits = { ...DEFAULT_LIMITS, ...(env.IDENTITY_REQUESTS_PER_MINUTE ? { identityRequestsPerIpPerMinute: env.IDENTITY_REQUESTS_PER_MINUTE } : {}), ...options.limits };
  const members = options.members ?? builtInDirectory(db, secrets);
  const metrics = createMetrics({ db, brand: brand.institutionName, now, dbReadEveryMs: env.METRICS_DB_READ_MS });
  const esign = builtInESign(db, members, now);
  const core: Omit<AppServices, 'jobs'> = {
    env, db, secrets, now, products, localMode, limits, members, brand,
    sms: meteredSms(options.sms ?? builtInSms(db, app.log, now, localMode), options.sms ? 'custom' : 'builtin', metrics),
    onReviewCompleted: [],
    esign,
    signing: esign,
    ledger: options.ledger ?? { ...builtInLedger },
    queue: pgJobQueue(now, env.JOB_MAX_ATTEMPTS),
  };
  const services: AppServices = { ...core, jobs: new JobWorker(core, JOB_HANDLERS, app.log.child({ component: 'jobs' })) };
  app.decorate('services', services);
  registerJobs(app, services.jobs, services);
  if (ownsDb) app.addHook('onClose', async () => db.close());
  installErrorHandler(app);
  registerMetricsRoutes(app, metrics, env.METRICS_TOKEN);
  registerHostHeaderCheck(app);
  // Calls without a payload may send no body at all: validate it as an empty object.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET') request.body = {};
  });
  registerRejectUnsafeText(app);
  await registerSecurity(app, localMode, { db, redisUrl: env.REDIS_URL, redisKeyPrefix: env.REDIS_KEY_PREFIX });
  await registerOpenApi(app);
  for (const product of products.values()) {
    registerStepRoutes(app, product, limits.identityRequestsPerIpPerMinute);
    registerFormRoutes(app, product);
    registerSessionRoutes(app, product);
  }
  registerESignRoutes(app, products.values());
  registerOperatorRoutes(app);
  registerBrandRoutes(app);
  registerHealthRoutes(app);
  if (localMode) {
    registerDevRoutes(app);
    registerDevSigningPreviewRoutes(app);
    const live = new LiveConfig({ root: ROOT, ...dirs, localesDir: options.localesDir ?? join(ROOT, 'locales'), brandFile }, products, brand, now);
    if (options.watchConfig ?? env.NODE_ENV !== 'test') live.watch();
    app.addHook('onClose', async () => live.close());
    app.decorate('liveConfig', live);
    registerDevConfigRoutes(app, live);
    registerLiveFormRoutes(app, live, options.distDir ?? join(ROOT, 'dist'));
  }
  await registerFallback(app, options.distDir ?? join(ROOT, 'dist'), [...products.values()].map((product) => product.flow), localMode);
  return app;
}
