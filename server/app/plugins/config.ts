import { join, resolve } from 'node:path';
import fp from 'fastify-plugin';
import { BrandLoadError, loadBrand, type Brand } from '../../config/brand';
import { resolveEncryptionKeys } from '../../config/encryptionKey';
import { EnvError, isLocalMode, parseEnv, type Env } from '../../config/env';
import { parseFrameOrigins } from '../../config/launchFrameEnv';
import { PROJECT_ROOT } from '../../config/projectRoot';
import { createSecrets, type Secrets } from '../../crypto/secrets';
import type { Clock } from '../../domain/ports';
import { checkProjectWithServerRegistries } from '../../flows/checkProjectAtStart';
import { FlowLoadError, loadProducts } from '../../flows/loadProducts';
import type { Product } from '../../flows/product';
import { DEFAULT_LIMITS, type Limits } from '../../http/services';
import { SERVER_HANDLERS } from '../../http/steps/registry';

/** What `loadConfig` reads of buildApp's options (server/app/buildApp.ts BuildAppOptions). */
export interface ConfigOptions {
  env?: Record<string, string | undefined>;
  /** Set when the caller brings its own database (then production needs no DATABASE_URL). */
  db?: object;
  now?: Clock;
  flowsDir?: string;
  schemasDir?: string;
  distDir?: string;
  limits?: Partial<Limits>;
  brandFile?: string;
  localesDir?: string;
  watchConfig?: boolean;
}

/** The project folders and files the server reads. */
export interface ConfigFiles {
  root: string;
  flowsDir: string;
  schemasDir: string;
  localesDir: string;
  distDir: string;
  brandFile: string;
}

/** The checked configuration of one app: environment, brand, products, keys, clock and limits. */
export interface AppConfig {
  env: Env;
  brand: Brand;
  /** Every product by id (local mode: the config reloader replaces its forms in place). */
  products: Map<string, Product>;
  secrets: Secrets;
  now: Clock;
  localMode: boolean;
  limits: Limits;
  files: ConfigFiles;
  /** Local mode: re-read flows, schemas, locales and the brand on change. */
  watchConfig: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's checked configuration (server/app/plugins/config.ts). */
    config: AppConfig;
  }
}

/**
 * Reads and checks the configuration before anything starts: environment (EnvError naming the
 * variable), brand, flows and products (FlowLoadError with every problem), the whole project
 * with the server's registries, the encryption keys, and the database setting of production.
 */
export async function loadConfig(options: ConfigOptions): Promise<AppConfig> {
  const root = PROJECT_ROOT;
  const rawEnv = options.env ?? process.env;
  const env = parseEnv(rawEnv);
  const schemasDir = options.schemasDir ?? join(root, 'schemas');
  const brandFile = resolve(root, options.brandFile ?? env.BRAND_FILE ?? 'flows/brand.json');
  const brand = loadBrand(brandFile, join(schemasDir, 'brand.schema.json'));
  if (!rawEnv.INSTITUTION_NAME) env.INSTITUTION_NAME = brand.institutionName; // the env variable overrides the brand
  if (!rawEnv.LAUNCH_FRAME_ORIGINS) env.LAUNCH_FRAME.origins = brandFrameOrigins(brand, brandFile, env.NODE_ENV === 'production');
  const flowsDir = options.flowsDir ?? join(root, 'flows');
  const products = loadProducts({ flowsDir, schemasDir }, Object.keys(SERVER_HANDLERS));
  const projectProblems = await checkProjectWithServerRegistries(root, { flows: flowsDir, schemas: schemasDir, locales: options.localesDir });
  if (projectProblems.length) throw new FlowLoadError(projectProblems);
  const secrets = createSecrets(resolveEncryptionKeys(env), env.OTP_PEPPER);
  const localMode = isLocalMode(env);
  if (!options.db && !localMode && !env.DATABASE_URL) throw new EnvError('Invalid environment:\n  DATABASE_URL is required when NODE_ENV=production (the embedded PGlite is for local mode only)');
  const perMinute = env.IDENTITY_REQUESTS_PER_MINUTE ? { identityRequestsPerIpPerMinute: env.IDENTITY_REQUESTS_PER_MINUTE } : {};
  return {
    env, brand, products, secrets, localMode,
    now: options.now ?? (() => new Date()),
    limits: { ...DEFAULT_LIMITS, ...perMinute, ...options.limits },
    files: { root, flowsDir, schemasDir, localesDir: options.localesDir ?? join(root, 'locales'), distDir: options.distDir ?? join(root, 'dist'), brandFile },
    watchConfig: options.watchConfig ?? env.NODE_ENV !== 'test',
  };
}

/**
 * The brand's own frame origins (`launchFrameOrigins`), checked as LAUNCH_FRAME_ORIGINS is: a
 * partner's brand file carries the online-banking pages that frame its members. Throws
 * BrandLoadError naming the file and each bad entry's JSON pointer.
 */
function brandFrameOrigins(brand: Brand, brandFile: string, production: boolean): string[] {
  const bad: string[] = [];
  const origins = (brand.launchFrameOrigins ?? []).flatMap((text, i) => parseFrameOrigins([text], `/launchFrameOrigins/${i}`, production, bad));
  if (bad.length) throw new BrandLoadError(brandFile, bad);
  return origins;
}

/** Decorates `config` with the configuration `loadConfig` checked. */
export const configPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  app.decorate('config', config);
}, { name: 'config' });
