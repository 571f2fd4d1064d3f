import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '../../server/config/env';
import { envProblems } from '../helpers/envProblems';
import { TEST_KEY } from '../helpers/testApp';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';

// The server and its tools run as production runs them: the compiled bundle, built once when stale.
beforeAll(ensureCompiledServer, 300_000);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROD = { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1' };
const HTTP = { CORE_BANKING_PROVIDER: 'http', CORE_BANKING_URL: 'https://core.example.org/microloan/v1', CORE_BANKING_TOKEN: 'a-long-enough-core-token' };

describe('core-banking configuration', () => {
  it('builtin by default (also in production); http with a URL, a token and a time-out', () => {
    expect(parseEnv({}).CORE_BANKING).toEqual({ provider: 'builtin', timeoutMs: 10_000 });
    expect(parseEnv(PROD).CORE_BANKING.provider).toBe('builtin');
    expect(parseEnv({ ...PROD, ...HTTP, CORE_BANKING_URL: 'https://core.example.org/microloan/v1/', CORE_BANKING_TIMEOUT_MS: '4000' }).CORE_BANKING)
      .toEqual({ provider: 'http', url: 'https://core.example.org/microloan/v1', token: 'a-long-enough-core-token', timeoutMs: 4000 });
  });

  it('an unknown provider is refused, naming the variable and the known names', () => {
    expect(envProblems({ CORE_BANKING_PROVIDER: 'soap' })).toContain('CORE_BANKING_PROVIDER must be one of builtin, http (got "soap")');
  });

  it('http without a URL or a token is refused, naming each variable', () => {
    const message = envProblems({ CORE_BANKING_PROVIDER: 'http' });
    expect(message).toContain('CORE_BANKING_URL is required with CORE_BANKING_PROVIDER=http');
    expect(message).toContain('CORE_BANKING_TOKEN is required with CORE_BANKING_PROVIDER=http');
  });

  it('malformed URLs, credentials in the URL and plain http in production are refused', () => {
    expect(envProblems({ ...HTTP, CORE_BANKING_URL: 'core.example.org' })).toContain('CORE_BANKING_URL must be an absolute http(s) URL');
    expect(envProblems({ ...HTTP, CORE_BANKING_URL: 'ftp://core.example.org' })).toContain('CORE_BANKING_URL must be an http(s) URL');
    expect(envProblems({ ...HTTP, CORE_BANKING_URL: 'https://user:pw@core.example.org' })).toContain('CORE_BANKING_URL must not carry credentials');
    expect(envProblems({ ...HTTP, CORE_BANKING_URL: 'https://core.example.org/v1?x=1' })).toContain('CORE_BANKING_URL must not have a query');
    expect(envProblems({ ...PROD, ...HTTP, CORE_BANKING_URL: 'http://core.example.org/v1' })).toContain('CORE_BANKING_URL must use https when NODE_ENV=production');
    // Plain http to a loopback middleware, and anywhere outside production.
    expect(parseEnv({ ...PROD, ...HTTP, CORE_BANKING_URL: 'http://127.0.0.1:4010' }).CORE_BANKING.url).toBe('http://127.0.0.1:4010');
    expect(parseEnv({ ...HTTP, CORE_BANKING_URL: 'http://core.internal:4010' }).CORE_BANKING.url).toBe('http://core.internal:4010');
  });

  it('a short or spaced token in production, and a time-out out of range or too long for the job lease, are refused', () => {
    expect(envProblems({ ...PROD, ...HTTP, CORE_BANKING_TOKEN: 'short' })).toContain('CORE_BANKING_TOKEN must be at least 16 characters when NODE_ENV=production');
    expect(parseEnv({ ...HTTP, CORE_BANKING_TOKEN: 'short' }).CORE_BANKING.token).toBe('short');
    expect(envProblems({ ...HTTP, CORE_BANKING_TOKEN: 'has a space in it!' })).toContain('CORE_BANKING_TOKEN must not contain white space');
    expect(envProblems({ CORE_BANKING_TIMEOUT_MS: '50' })).toContain('CORE_BANKING_TIMEOUT_MS must be an integer from 100 to 120000 (got "50")');
    expect(envProblems({ ...HTTP, CORE_BANKING_TIMEOUT_MS: '20000' })).toContain('CORE_BANKING_TIMEOUT_MS (20000) must be under half of JOB_LEASE_MS (30000)');
    expect(parseEnv({ ...HTTP, CORE_BANKING_TIMEOUT_MS: '20000', JOB_LEASE_MS: '60000' }).CORE_BANKING.timeoutMs).toBe(20_000);
  });

  it('the production server refuses to start with CORE_BANKING_PROVIDER=http and no token, naming it', () => {
    const r = spawnSync(process.execPath, compiledTool('main'), {
      cwd: ROOT,
      env: { ...process.env, ...PROD, CORE_BANKING_PROVIDER: 'http', CORE_BANKING_URL: 'https://core.example.org/v1', CORE_BANKING_TOKEN: '', DATABASE_URL: 'postgres://127.0.0.1:1/none', PORT: '0' },
      encoding: 'utf8', timeout: 80_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('CORE_BANKING_TOKEN is required with CORE_BANKING_PROVIDER=http');
  }, 90_000);
});
