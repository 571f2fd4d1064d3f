import { parseESignEnv, type ESignEnv } from './docusignEnv';
import { keyProblems } from './keyList';
import { parseTwilioEnv, type TwilioConfig } from './twilioEnv';
import { parseMailEnv, type MailEnv } from './mailEnv';
import { parseCoreBankingEnv, type CoreBankingEnv } from './coreBankingEnv';
import { parseStaffEnv, type StaffEnv } from './staffEnv';
import { parseLaunchEnv, type LaunchEnv } from './launchEnv';
import { parseLaunchOidcEnv, type LaunchOidcEnv } from './launchOidcEnv';
import { parseLaunchFrameEnv, type LaunchFrameEnv } from './launchFrameEnv';

/** Environment of the server, validated once at start-up (DESIGN section 5). */
export interface Env {
  PORT: number;
  HOST: string;
  /** PostgreSQL URL; unset means PGlite in DATA_DIR. */
  DATABASE_URL?: string;
  DATA_DIR: string;
  SESSION_TTL_SECONDS: number;
  /** Absolute session lifetime, seconds: after it the session ends however active it was. */
  SESSION_MAX_AGE_SECONDS: number;
  /** Base64 of 32 bytes; required in production. */
  ENCRYPTION_KEY?: string;
  /** Comma-separated base64 32-byte keys, current first, then previous ones (decrypt only); replaces ENCRYPTION_KEY while rotating. */
  ENCRYPTION_KEYS?: string;
  /** Base64 of 32 bytes: the key of the lookup hashes; default the last (oldest) data key. */
  LOOKUP_KEY?: string;
  LOG_LEVEL: string;
  NODE_ENV: string;
  /** Extra secret mixed into one-time-code hashes. */
  OTP_PEPPER?: string;
  /**
   * Institution name used in SMS texts and notices: the brand file's `institutionName` unless
   * this variable is set (buildApp fills it from the brand).
   */
  INSTITUTION_NAME: string;
  /** Brand file (default flows/brand.json), absolute or from the project folder. */
  BRAND_FILE?: string;
  /** Trust X-Forwarded-For from this many proxy hops (0: none), for per-client rate limits. */
  TRUST_PROXY: number;
  /** 'off' stops the job worker of this process (jobs still queue; another process or `drain()` runs them). */
  JOBS: 'on' | 'off';
  /** Job worker polling interval, ms. */
  JOB_POLL_MS: number;
  /** Lease of a claimed job, ms; an expired lease is reclaimed by any worker. */
  JOB_LEASE_MS: number;
  /** Attempts before a job fails for good (every kind but the member notices). */
  JOB_MAX_ATTEMPTS: number;
  /** First retry delay, ms (doubles each attempt, capped at 5 minutes); every kind but the member notices. */
  JOB_BACKOFF_MS: number;
  /**
   * Attempts of a member notice's job (adverse action, review decided, funded) before its e-mail
   * is given up and the letter goes to the printed batch. The default, 16 with NOTICE_BACKOFF_MS
   * 60000, spans 67 minutes: an SMTP outage of about an hour still ends as an e-mail.
   */
  NOTICE_MAX_ATTEMPTS: number;
  /** First retry delay of a notice's job, ms (doubles each attempt, capped at 5 minutes). */
  NOTICE_BACKOFF_MS: number;
  /** Test hook: the worker waits this long after claiming a job before running it. */
  JOB_DELAY_MS: number;
  /** Test hook: a job enqueued for an application becomes due this long after (ms); 0 in production. */
  JOB_HOLD_MS: number;
  /** Bearer token of GET /metrics (at least 32 characters); unset: /metrics answers loopback only (production refuses that unless ALLOW_METRICS_WITHOUT_TOKEN). */
  METRICS_TOKEN?: string;
  /** Production may serve /metrics without a token (loopback clients only) when this says so on purpose. */
  ALLOW_METRICS_WITHOUT_TOKEN: boolean;
  /** How often one process re-reads the database gauges of /metrics, ms. */
  METRICS_DB_READ_MS: number;
  /** Redis for the shared rate-limit windows (`redis://host:6379`); unset: PostgreSQL keeps them. */
  REDIS_URL?: string;
  /** Prefix of every Redis key of this deployment (several deployments may share one Redis). */
  REDIS_KEY_PREFIX: string;
  /** Requests per minute per client on apply and the one-time-code calls (default 30). */
  IDENTITY_REQUESTS_PER_MINUTE?: number;
  /** Months after its last change that an application which never became a loan keeps its personal data (default 25, the ECOA period). */
  RETENTION_APPLICATION_MONTHS: number;
  /** Days after expiry that one-time-code challenges, sessions and signing links are kept (default 1). */
  RETENTION_SHORT_LIVED_DAYS: number;
  /** Days an Idempotency-Key answers its replay before the retention run deletes it (default 30, the contract's minimum; at least 30). */
  RETENTION_IDEMPOTENCY_KEY_DAYS: number;
  /** How often a job-running process checks whether the daily retention run is due, ms. */
  RETENTION_CHECK_MS: number;
  /** Graceful shutdown: ms between "not ready" and closing the listener (load balancers notice). */
  SHUTDOWN_DRAIN_MS: number;
  /** Graceful shutdown: longest wait for in-flight requests and the job in hand, ms. */
  SHUTDOWN_TIMEOUT_MS: number;
  /** Bearer token of the operator endpoints (at least 32 random bytes); unset: the endpoints answer 401. */
  OPERATOR_TOKEN?: string;
  /** SMS provider: the built-in one (console + outbox) or Twilio. */
  SMS_PROVIDER: SmsProvider;
  /** Twilio's settings when SMS_PROVIDER=twilio (server/config/twilioEnv.ts). */
  TWILIO?: TwilioConfig;
  /** Production may use the built-in SMS only when this says so on purpose. */
  ALLOW_BUILTIN_SMS: boolean;
  /** Local mode may listen on a non-loopback HOST only when this says so on purpose. */
  ALLOW_LOCAL_MODE_ON_NETWORK: boolean;
  /** E-mail notices: SMTP_URL, MAIL_FROM, ALLOW_PRINT_ONLY_NOTICES (server/config/mailEnv.ts). */
  MAIL: MailEnv;
  /** ESIGN_PROVIDER (builtin | docusign) and, for docusign, its DOCUSIGN_* variables (config/docusignEnv.ts). */
  ESIGN: ESignEnv;
  /** Member directory and ledger: built-in tables or a core over HTTP (config/coreBankingEnv.ts). */
  CORE_BANKING: CoreBankingEnv;
  /** The launch from online banking (config/launchEnv.ts); undefined: `/launch/...` does not exist. */
  LAUNCH?: LaunchEnv;
  /** The launch by OpenID Connect (config/launchOidcEnv.ts); undefined: a launch needs a token. */
  LAUNCH_OIDC?: LaunchOidcEnv;
  /** The launch inside online banking: allowed parent origins and the way back (config/launchFrameEnv.ts). */
  LAUNCH_FRAME: LaunchFrameEnv;
  /** The staff area: session lifetimes and single sign-on (server/config/staffEnv.ts). */
  staff: StaffEnv;
}

/** The SMS providers this server knows. */
export const SMS_PROVIDERS = ['builtin', 'twilio'] as const;
/** One of SMS_PROVIDERS. */
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** A bad environment: the message names every bad variable. */
export class EnvError extends Error {}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function intVar(raw: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number, bad: string[]): number {
  const text = raw[name];
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) bad.push(`${name} must be an integer from ${min} to ${max} (got "${text}")`);
  return n;
}

/** A yes/no variable: unset, '' or '0' is false, '1' is true; anything else is an error. */
function flagVar(raw: Record<string, string | undefined>, name: string, bad: string[]): boolean {
  const text = raw[name];
  if (text === undefined || text === '' || text === '0') return false;
  if (text === '1') return true;
  bad.push(`${name} must be 1 or 0 (got "${text}")`);
  return false;
}

/** True for an address that only this machine can reach (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** Why an operator token is too weak (at least 32 random bytes: 43+ base64url or 64+ hex characters), or null. */
export function operatorTokenProblem(token: string): string | null {
  const hint = 'OPERATOR_TOKEN must hold at least 32 random bytes: 43 or more base64url characters (openssl rand -base64 32) or 64 or more hex characters (openssl rand -hex 32)';
  if (/^[0-9a-fA-F]+$/.test(token)) return token.length >= 64 ? null : hint;
  if (/^[A-Za-z0-9_\-+/]+={0,2}$/.test(token)) return token.replace(/=+$/, '').length >= 43 ? null : hint;
  return hint;
}

/** Parses and checks the environment; throws EnvError naming each bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const bad: string[] = [];
  const NODE_ENV = raw.NODE_ENV || 'development';
  const env: Env = {
    PORT: intVar(raw, 'PORT', 3000, 0, 65535, bad),
    // Local mode (codes readable at /api/dev/outbox) listens on loopback unless told otherwise.
    HOST: raw.HOST || (NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    DATABASE_URL: raw.DATABASE_URL || undefined,
    DATA_DIR: raw.DATA_DIR || './.data',
    SESSION_TTL_SECONDS: intVar(raw, 'SESSION_TTL_SECONDS', 900, 60, 86400, bad),
    SESSION_MAX_AGE_SECONDS: intVar(raw, 'SESSION_MAX_AGE_SECONDS', 14_400, 60, 604_800, bad),
    ENCRYPTION_KEY: raw.ENCRYPTION_KEY || undefined,
    ENCRYPTION_KEYS: raw.ENCRYPTION_KEYS || undefined,
    LOOKUP_KEY: raw.LOOKUP_KEY || undefined,
    LOG_LEVEL: raw.LOG_LEVEL || 'info',
    NODE_ENV,
    OTP_PEPPER: raw.OTP_PEPPER || undefined,
    INSTITUTION_NAME: raw.INSTITUTION_NAME || 'Community Credit Union',
    TRUST_PROXY: intVar(raw, 'TRUST_PROXY', 0, 0, 10, bad),
    BRAND_FILE: raw.BRAND_FILE || undefined,
    JOBS: raw.JOBS === 'off' ? 'off' : 'on',
    JOB_POLL_MS: intVar(raw, 'JOB_POLL_MS', 300, 10, 60_000, bad),
    JOB_LEASE_MS: intVar(raw, 'JOB_LEASE_MS', 30_000, 100, 3_600_000, bad),
    JOB_MAX_ATTEMPTS: intVar(raw, 'JOB_MAX_ATTEMPTS', 5, 1, 100, bad),
    JOB_BACKOFF_MS: intVar(raw, 'JOB_BACKOFF_MS', 1000, 0, 3_600_000, bad),
    NOTICE_MAX_ATTEMPTS: intVar(raw, 'NOTICE_MAX_ATTEMPTS', 16, 1, 100, bad),
    NOTICE_BACKOFF_MS: intVar(raw, 'NOTICE_BACKOFF_MS', 60_000, 0, 3_600_000, bad),
    JOB_DELAY_MS: intVar(raw, 'JOB_DELAY_MS', 0, 0, 600_000, bad),
    JOB_HOLD_MS: intVar(raw, 'JOB_HOLD_MS', 0, 0, 600_000, bad),
    OPERATOR_TOKEN: raw.OPERATOR_TOKEN || undefined,
    METRICS_TOKEN: raw.METRICS_TOKEN || undefined,
    ALLOW_METRICS_WITHOUT_TOKEN: flagVar(raw, 'ALLOW_METRICS_WITHOUT_TOKEN', bad),
    METRICS_DB_READ_MS: intVar(raw, 'METRICS_DB_READ_MS', 10_000, 0, 600_000, bad),
    REDIS_URL: raw.REDIS_URL || undefined,
    REDIS_KEY_PREFIX: raw.REDIS_KEY_PREFIX || 'microloan:',
    IDENTITY_REQUESTS_PER_MINUTE: raw.IDENTITY_REQUESTS_PER_MINUTE ? intVar(raw, 'IDENTITY_REQUESTS_PER_MINUTE', 30, 1, 100_000, bad) : undefined,
    RETENTION_APPLICATION_MONTHS: intVar(raw, 'RETENTION_APPLICATION_MONTHS', 25, 1, 1200, bad),
    RETENTION_SHORT_LIVED_DAYS: intVar(raw, 'RETENTION_SHORT_LIVED_DAYS', 1, 0, 3650, bad),
    RETENTION_IDEMPOTENCY_KEY_DAYS: intVar(raw, 'RETENTION_IDEMPOTENCY_KEY_DAYS', 30, 30, 3650, bad),
    RETENTION_CHECK_MS: intVar(raw, 'RETENTION_CHECK_MS', 3_600_000, 1000, 86_400_000, bad),
    SHUTDOWN_DRAIN_MS: intVar(raw, 'SHUTDOWN_DRAIN_MS', 0, 0, 120_000, bad),
    SHUTDOWN_TIMEOUT_MS: intVar(raw, 'SHUTDOWN_TIMEOUT_MS', 15_000, 100, 600_000, bad),
    SMS_PROVIDER: (raw.SMS_PROVIDER || 'builtin') as SmsProvider,
    ALLOW_BUILTIN_SMS: flagVar(raw, 'ALLOW_BUILTIN_SMS', bad),
    ALLOW_LOCAL_MODE_ON_NETWORK: flagVar(raw, 'ALLOW_LOCAL_MODE_ON_NETWORK', bad),
    MAIL: parseMailEnv(raw, NODE_ENV === 'production', bad),
    ESIGN: parseESignEnv(raw, bad, NODE_ENV === 'production'),
    CORE_BANKING: parseCoreBankingEnv(raw, NODE_ENV === 'production', bad),
    staff: parseStaffEnv(raw, NODE_ENV === 'production', bad),
    LAUNCH: parseLaunchEnv(raw, NODE_ENV === 'production', bad),
    LAUNCH_OIDC: parseLaunchOidcEnv(raw, NODE_ENV === 'production', bad),
    LAUNCH_FRAME: parseLaunchFrameEnv(raw, NODE_ENV === 'production', bad),
  };
  const production = NODE_ENV === 'production';
  if (!production && !isLoopbackHost(env.HOST) && !env.ALLOW_LOCAL_MODE_ON_NETWORK)
    bad.push(`HOST=${env.HOST} is not a loopback address: local mode (NODE_ENV not production) shows every one-time code at /api/dev/outbox, so it listens on 127.0.0.1 only; set ALLOW_LOCAL_MODE_ON_NETWORK=1 to listen on the network on purpose, or NODE_ENV=production`);
  if (env.OPERATOR_TOKEN !== undefined) {
    const problem = operatorTokenProblem(env.OPERATOR_TOKEN);
    if (problem) bad.push(problem);
  }
  if (!(SMS_PROVIDERS as readonly string[]).includes(env.SMS_PROVIDER)) bad.push(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')} (got "${env.SMS_PROVIDER}")`);
  else if (production && env.SMS_PROVIDER === 'builtin' && !env.ALLOW_BUILTIN_SMS)
    bad.push('SMS_PROVIDER=builtin (the default) sends no text message, it only stores it: set SMS_PROVIDER to a real provider when NODE_ENV=production, or ALLOW_BUILTIN_SMS=1 on purpose');
  env.TWILIO = parseTwilioEnv(raw, env.SMS_PROVIDER, isLoopbackHost, bad);
  if (raw.JOBS && raw.JOBS !== 'on' && raw.JOBS !== 'off') bad.push(`JOBS must be on or off (got "${raw.JOBS}")`);
  if (NODE_ENV === 'production' && env.JOB_DELAY_MS > 0) bad.push('JOB_DELAY_MS is a test hook; it must not be set when NODE_ENV=production');
  if (NODE_ENV === 'production' && env.JOB_HOLD_MS > 0) bad.push('JOB_HOLD_MS is a test hook; it must not be set when NODE_ENV=production');
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) bad.push('DATABASE_URL must start with postgres:// or postgresql://');
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length < 32) bad.push('METRICS_TOKEN must be at least 32 characters (openssl rand -hex 32)');
  else if (production && env.METRICS_TOKEN === undefined && !env.ALLOW_METRICS_WITHOUT_TOKEN)
    bad.push('METRICS_TOKEN is required when NODE_ENV=production: without it /metrics answers any client connecting from this machine, which includes a reverse proxy on the same host passing on everyone\'s requests; set METRICS_TOKEN (openssl rand -hex 32), or ALLOW_METRICS_WITHOUT_TOKEN=1 to serve it without a token on purpose');
  if (env.REDIS_URL && !/^rediss?:\/\//.test(env.REDIS_URL)) bad.push('REDIS_URL must start with redis:// or rediss://');
  if (!LEVELS.includes(env.LOG_LEVEL)) bad.push(`LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  bad.push(...keyProblems(env, production));
  if (/\d/.test(env.INSTITUTION_NAME)) bad.push('INSTITUTION_NAME must not contain digits (SMS texts carry only the code as a number)');
  if (bad.length) throw new EnvError(`Invalid environment:\n  ${bad.join('\n  ')}`);
  return env;
}

/** True outside production: dev outbox, demo members, codes in the log. */
export function isLocalMode(env: Env): boolean {
  return env.NODE_ENV !== 'production';
}
