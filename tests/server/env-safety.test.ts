import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost, parseEnv } from '../../server/config/env';
import { envProblems } from '../helpers/envProblems';
import { TEST_KEY } from '../helpers/testApp';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';

// The server and its tools run as production runs them: the compiled bundle, built once when stale.
beforeAll(ensureCompiledServer, 300_000);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROD = { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1' };

describe('safe defaults of the environment', () => {
  it('local mode listens on loopback by default; production on every interface', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(parseEnv(PROD).HOST).toBe('0.0.0.0');
  });

  it('local mode refuses a non-loopback HOST unless ALLOW_LOCAL_MODE_ON_NETWORK=1', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      const message = envProblems({ HOST });
      expect(message).toContain(`HOST=${HOST}`);
      expect(message).toContain('ALLOW_LOCAL_MODE_ON_NETWORK');
      expect(parseEnv({ HOST, ALLOW_LOCAL_MODE_ON_NETWORK: '1' }).HOST).toBe(HOST);
    }
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) expect(parseEnv({ HOST }).HOST).toBe(HOST);
    expect(parseEnv({ ...PROD, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(envProblems({ ALLOW_LOCAL_MODE_ON_NETWORK: 'yes' })).toContain('ALLOW_LOCAL_MODE_ON_NETWORK must be 1 or 0');
    expect(isLoopbackHost('127.0.0.1.evil.example')).toBe(false);
  });

  it('OPERATOR_TOKEN holds at least 32 random bytes', () => {
    for (const token of ['secret', 'z'.repeat(42), 'a'.repeat(43), 'f'.repeat(63), 'has spaces '.repeat(5)]) expect(envProblems({ OPERATOR_TOKEN: token })).toContain('OPERATOR_TOKEN must hold at least 32 random bytes');
    for (const token of ['z'.repeat(43), 'Ab9_-'.repeat(9), '0123456789abcdef'.repeat(4), `${'Q'.repeat(43)}=`]) expect(parseEnv({ OPERATOR_TOKEN: token }).OPERATOR_TOKEN).toBe(token);
  });

  it('SMS_PROVIDER: builtin by default, an unknown name is refused, production needs ALLOW_BUILTIN_SMS=1 for the built-in one', () => {
    expect(parseEnv({}).SMS_PROVIDER).toBe('builtin');
    expect(envProblems({ SMS_PROVIDER: 'carrier-pigeon' })).toContain('SMS_PROVIDER must be one of builtin, twilio (got "carrier-pigeon")');
    const message = envProblems({ NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY });
    expect(message).toContain('SMS_PROVIDER=builtin');
    expect(message).toContain('ALLOW_BUILTIN_SMS=1');
    expect(parseEnv(PROD).ALLOW_BUILTIN_SMS).toBe(true);
  });

  it('the server process refuses to start in local mode on 0.0.0.0, naming the variables', () => {
    const r = spawnSync(process.execPath, compiledTool('main'), {
      cwd: ROOT, env: { ...process.env, NODE_ENV: 'development', HOST: '0.0.0.0', PORT: '0', DATABASE_URL: '' }, encoding: 'utf8', timeout: 80_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('HOST=0.0.0.0');
    expect(r.stderr).toContain('ALLOW_LOCAL_MODE_ON_NETWORK=1');
  }, 90_000);
});

describe('codes at rest outside local mode', () => {
  it('redactCodes masks six-digit codes and keeps amounts, dates and phone endings', async () => {
    const { redactCodes } = await import('../../server/adapters/sms/builtInSms');
    expect(redactCodes('Your code is 123456. Do not share it.')).toBe('Your code is ******. Do not share it.');
    expect(redactCodes('$1,000.00 on 2025-01-31 to ***0101, ref 1234567')).toBe('$1,000.00 on 2025-01-31 to ***0101, ref 1234567');
  });
});

describe('the code of a text in local mode', () => {
  it('is printed as one plain line with the phone as people write it, and only in local mode', async () => {
    const { builtInSms } = await import('../../server/adapters/sms/builtInSms');
    const db = { query: async () => ({ rows: [] }) } as unknown as Parameters<typeof builtInSms>[0];
    const log = { info: () => undefined } as unknown as Parameters<typeof builtInSms>[1];
    const printed: string[] = [];
    const now = () => new Date('2026-11-26T12:00:00Z');
    await builtInSms(db, log, now, true, (line) => printed.push(line)).send('+12025550101', 'Your code is 123456. It expires at 12:10.');
    await builtInSms(db, log, now, true, (line) => printed.push(line)).send('+12025550101', 'Your loan of $1,000.00 is funded.');
    await builtInSms(db, log, now, false, (line) => printed.push(line)).send('+12025550102', 'Your code is 654321.');
    expect(printed).toEqual(['Code for (202) 555-0101: 123456']);
  });
});
