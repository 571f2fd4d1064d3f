import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '../../server/config/env';
import { envProblems } from '../helpers/envProblems';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN, FAKE_FROM, FAKE_SERVICE_SID } from '../helpers/fakeTwilio';
import { TEST_KEY, testApp } from '../helpers/testApp';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';

// The server and its tools run as production runs them: the compiled bundle, built once when stale.
beforeAll(ensureCompiledServer, 300_000);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A complete production configuration with Twilio. */
const GOOD = {
  NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, ALLOW_PRINT_ONLY_NOTICES: '1', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN, TWILIO_FROM: FAKE_FROM, PUBLIC_BASE_URL: 'https://loans.example.org/',
};

describe('Twilio configuration', () => {
  it('a complete configuration starts production without ALLOW_BUILTIN_SMS; the defaults are the provider\'s own', () => {
    const env = parseEnv(GOOD);
    expect(env.SMS_PROVIDER).toBe('twilio');
    expect(env.TWILIO).toEqual({
      accountSid: FAKE_ACCOUNT_SID, authToken: FAKE_AUTH_TOKEN, from: FAKE_FROM, messagingServiceSid: undefined,
      apiBase: 'https://api.twilio.com/2010-04-01', publicBaseUrl: 'https://loans.example.org',
      statusCallbackUrl: 'https://loans.example.org/api/webhooks/twilio/status', timeoutMs: 8000,
    });
    expect(parseEnv({ ...GOOD, TWILIO_FROM: undefined, TWILIO_MESSAGING_SERVICE_SID: FAKE_SERVICE_SID }).TWILIO?.messagingServiceSid).toBe(FAKE_SERVICE_SID);
    expect(parseEnv({ ...GOOD, TWILIO_API_BASE: 'http://127.0.0.1:4010/2010-04-01/' }).TWILIO?.apiBase).toBe('http://127.0.0.1:4010/2010-04-01');
    expect(parseEnv({ ...GOOD, SMS_PROVIDER: 'builtin', ALLOW_BUILTIN_SMS: '1', TWILIO_ACCOUNT_SID: 'nonsense' }).TWILIO).toBeUndefined();
  });

  it.each([
    [{ TWILIO_ACCOUNT_SID: undefined }, 'TWILIO_ACCOUNT_SID is required when SMS_PROVIDER=twilio'],
    [{ TWILIO_ACCOUNT_SID: `AC${'1F'.repeat(16)}` }, 'TWILIO_ACCOUNT_SID must be "AC" followed by 32 lowercase hex digits'],
    [{ TWILIO_ACCOUNT_SID: FAKE_SERVICE_SID }, 'TWILIO_ACCOUNT_SID must be "AC"'],
    [{ TWILIO_AUTH_TOKEN: undefined }, 'TWILIO_AUTH_TOKEN is required when SMS_PROVIDER=twilio'],
    [{ TWILIO_AUTH_TOKEN: 'secret' }, 'TWILIO_AUTH_TOKEN must be 32 lowercase hex digits'],
    [{ TWILIO_FROM: undefined }, 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio'],
    [{ TWILIO_MESSAGING_SERVICE_SID: FAKE_SERVICE_SID }, 'TWILIO_FROM and TWILIO_MESSAGING_SERVICE_SID are both set'],
    [{ TWILIO_FROM: '2025550199' }, 'TWILIO_FROM must be a phone number in E.164 form'],
    [{ TWILIO_FROM: '+1 202 555 0199' }, 'TWILIO_FROM must be a phone number in E.164 form'],
    [{ TWILIO_FROM: undefined, TWILIO_MESSAGING_SERVICE_SID: `MG${'x'.repeat(32)}` }, 'TWILIO_MESSAGING_SERVICE_SID must be "MG" followed by 32 lowercase hex digits'],
    [{ TWILIO_API_BASE: 'http://api.twilio.com/2010-04-01' }, 'TWILIO_API_BASE must be an https:// URL'],
    [{ TWILIO_API_BASE: 'api.twilio.com' }, 'TWILIO_API_BASE must be an absolute URL'],
    [{ PUBLIC_BASE_URL: undefined }, 'PUBLIC_BASE_URL is required when SMS_PROVIDER=twilio'],
    [{ PUBLIC_BASE_URL: 'http://loans.example.org' }, 'PUBLIC_BASE_URL must be an https:// URL'],
    [{ PUBLIC_BASE_URL: 'https://loans.example.org/?x=1' }, 'PUBLIC_BASE_URL must not carry a query'],
    [{ TWILIO_TIMEOUT_MS: '50' }, 'TWILIO_TIMEOUT_MS must be an integer from 100 to 25000'],
    [{ SMS_PROVIDER: 'twillio' }, 'SMS_PROVIDER must be one of builtin, twilio (got "twillio")'],
  ])('refuses %o, naming the variable', (change, message) => {
    const problems = envProblems({ ...GOOD, ...change });
    expect(problems).toContain(message);
    expect(problems).not.toContain(FAKE_AUTH_TOKEN); // a secret is never echoed
  });

  it('the server process refuses to start in production with a bad Twilio variable, naming it', () => {
    const r = spawnSync(process.execPath, compiledTool('main'), {
      cwd: ROOT, env: { ...process.env, ...GOOD, TWILIO_AUTH_TOKEN: 'not-a-token', DATABASE_URL: 'postgres://127.0.0.1:1/none', PORT: '0' }, encoding: 'utf8', timeout: 80_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('TWILIO_AUTH_TOKEN must be 32 lowercase hex digits');
  }, 90_000);

  it('without SMS_PROVIDER=twilio the status callback route does not exist', async () => {
    const db = await openMigratedPglite();
    const { app } = await testApp(db);
    try {
      const r = await app.inject({ method: 'POST', url: '/api/webhooks/twilio/status', payload: 'MessageSid=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(r.statusCode).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
