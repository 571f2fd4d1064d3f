/** Where members come from and where loans are booked. */
export const CORE_BANKING_PROVIDERS = ['builtin', 'http'] as const;
/** One of CORE_BANKING_PROVIDERS. */
export type CoreBankingProvider = (typeof CORE_BANKING_PROVIDERS)[number];

/** The core-banking settings (server/README.md, "Going live", "Core banking"). */
export interface CoreBankingEnv {
  /** `builtin`: the members tables and the built-in ledger; `http`: a core implementing schemas/core-banking.openapi.json. */
  provider: CoreBankingProvider;
  /** Base URL of the contract (http only), without a trailing slash. */
  url?: string;
  /** Bearer token the core expects (http only). */
  token?: string;
  /** Longest wait for each call's answer, ms. */
  timeoutMs: number;
}

/**
 * Parses CORE_BANKING_PROVIDER, CORE_BANKING_URL, CORE_BANKING_TOKEN and CORE_BANKING_TIMEOUT_MS,
 * pushing each problem (naming its variable) into `bad`: an unknown provider; for `http` a
 * missing or malformed URL (https in production, unless a loopback host), a missing or, in
 * production, short token, and a time-out whose two calls in a row would outlive a job's lease.
 */
export function parseCoreBankingEnv(raw: Record<string, string | undefined>, production: boolean, bad: string[]): CoreBankingEnv {
  const provider = (raw.CORE_BANKING_PROVIDER || 'builtin') as CoreBankingProvider;
  const timeoutText = raw.CORE_BANKING_TIMEOUT_MS;
  const timeoutMs = timeoutText ? Number(timeoutText) : 10_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) bad.push(`CORE_BANKING_TIMEOUT_MS must be an integer from 100 to 120000 (got "${timeoutText}")`);
  const env: CoreBankingEnv = { provider, timeoutMs };
  if (!(CORE_BANKING_PROVIDERS as readonly string[]).includes(provider)) {
    bad.push(`CORE_BANKING_PROVIDER must be one of ${CORE_BANKING_PROVIDERS.join(', ')} (got "${provider}")`);
    return env;
  }
  if (provider !== 'http') return env;
  env.url = urlOf(raw.CORE_BANKING_URL, production, bad);
  env.token = raw.CORE_BANKING_TOKEN || undefined;
  if (!env.token) bad.push('CORE_BANKING_TOKEN is required with CORE_BANKING_PROVIDER=http (the bearer token the core expects)');
  else if (/\s/.test(env.token)) bad.push('CORE_BANKING_TOKEN must not contain white space');
  else if (production && env.token.length < 16) bad.push('CORE_BANKING_TOKEN must be at least 16 characters when NODE_ENV=production');
  const leaseMs = Number(raw.JOB_LEASE_MS || 30_000);
  if (Number.isInteger(timeoutMs) && Number.isFinite(leaseMs) && 2 * timeoutMs >= leaseMs)
    bad.push(`CORE_BANKING_TIMEOUT_MS (${timeoutMs}) must be under half of JOB_LEASE_MS (${leaseMs}): the fund job makes two calls in a row within one lease`);
  return env;
}

/** localhost, 127.0.0.0/8 or ::1 (a URL's hostname). */
function isLoopback(hostname: string): boolean {
  const h = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

function urlOf(text: string | undefined, production: boolean, bad: string[]): string | undefined {
  if (!text) {
    bad.push('CORE_BANKING_URL is required with CORE_BANKING_PROVIDER=http (the base URL of the core-banking contract)');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    bad.push(`CORE_BANKING_URL must be an absolute http(s) URL (got "${text}")`);
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') bad.push(`CORE_BANKING_URL must be an http(s) URL (got "${url.protocol}")`);
  else if (production && url.protocol === 'http:' && !isLoopback(url.hostname))
    bad.push('CORE_BANKING_URL must use https when NODE_ENV=production (plain http only to a loopback address, e.g. a middleware on the same machine)');
  if (url.username || url.password) bad.push('CORE_BANKING_URL must not carry credentials: put the token in CORE_BANKING_TOKEN');
  if (url.search || url.hash) bad.push('CORE_BANKING_URL must not have a query or a fragment');
  return text.replace(/\/+$/, '');
}
