import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app/buildApp';
import { parseEnv } from '../../server/config/env';
import { envProblems } from '../helpers/envProblems';
import { TEST_KEY } from '../helpers/testApp';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';

// The server and its tools run as production runs them: the compiled bundle, built once when stale.
beforeAll(ensureCompiledServer, 300_000);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROD = { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, ALLOW_BUILTIN_SMS: '1' };
const FROM = 'Harbor CCU <notices@harborccu.example>';

describe('SMTP_URL, MAIL_FROM and ALLOW_PRINT_ONLY_NOTICES', () => {
  it('reads the SMTP server: scheme, host, port (defaults 587 / 465), percent-decoded credentials; STARTTLS required off this machine', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://notices:p%40ss%3Aword@mail.harborccu.example', MAIL_FROM: FROM }).MAIL).toEqual({
      smtp: { secure: false, host: 'mail.harborccu.example', port: 587, auth: { user: 'notices', pass: 'p@ss:word' }, requireTls: true },
      from: { name: 'Harbor CCU', address: 'notices@harborccu.example' },
      allowPrintOnly: false,
    });
    expect(parseEnv({ SMTP_URL: 'smtps://relay.example:2465', MAIL_FROM: 'notices@harborccu.example' }).MAIL.smtp).toEqual({ secure: true, host: 'relay.example', port: 2465, auth: null, requireTls: false });
    expect(parseEnv({ SMTP_URL: 'smtps://relay.example', MAIL_FROM: FROM }).MAIL.smtp?.port).toBe(465);
    expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: FROM }).MAIL.smtp?.requireTls).toBe(false);
    expect(parseEnv({}).MAIL).toEqual({ smtp: null, from: null, allowPrintOnly: false });
  });

  it('refuses a malformed SMTP_URL or MAIL_FROM in every mode, naming the variable and never the password', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ SMTP_URL: 'mail.example:587', MAIL_FROM: FROM }, 'SMTP_URL is malformed: its scheme must be smtp:// or smtps://'],
      [{ SMTP_URL: 'https://user:hunter22@mail.example', MAIL_FROM: FROM }, 'SMTP_URL is malformed: its scheme must be smtp:// or smtps://'],
      [{ SMTP_URL: 'not a url', MAIL_FROM: FROM }, 'SMTP_URL must be a URL'],
      [{ SMTP_URL: 'smtp://user@mail.example', MAIL_FROM: FROM }, 'SMTP_URL is malformed: it needs both a user and a password'],
      [{ SMTP_URL: 'smtp://u:hunter22@mail.example/inbox?tls=off', MAIL_FROM: FROM }, 'it takes no path; it takes no query or fragment'],
      [{ SMTP_URL: 'smtp://mail.example' }, 'MAIL_FROM is required with SMTP_URL'],
      [{ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'notices' }, 'MAIL_FROM must be an e-mail address'],
      [{ MAIL_FROM: 'Harbor <notices@harborccu.example>\r\nBcc: x@y.example' }, 'MAIL_FROM must be an e-mail address'],
      [{ ALLOW_PRINT_ONLY_NOTICES: 'yes' }, 'ALLOW_PRINT_ONLY_NOTICES must be 1 or 0'],
    ];
    for (const [raw, expected] of cases) {
      const message = envProblems(raw);
      expect(message).toContain(expected);
      expect(message).not.toContain('hunter22');
    }
  });

  it('production needs SMTP_URL, or ALLOW_PRINT_ONLY_NOTICES=1 to print every notice on purpose', () => {
    const message = envProblems(PROD);
    expect(message).toContain('SMTP_URL is not set');
    expect(message).toContain('ALLOW_PRINT_ONLY_NOTICES=1');
    expect(parseEnv({ ...PROD, ALLOW_PRINT_ONLY_NOTICES: '1' }).MAIL.allowPrintOnly).toBe(true);
    expect(parseEnv({ ...PROD, SMTP_URL: 'smtps://u:p@mail.example', MAIL_FROM: FROM }).MAIL.smtp?.host).toBe('mail.example');
    expect(envProblems({ ...PROD, SMTP_URL: 'smtp://mail.example' })).toContain('MAIL_FROM is required with SMTP_URL');
  });

  it('buildApp refuses to start in production without SMTP_URL, and says at start when notices are print-only', async () => {
    await expect(buildApp({ env: { ...PROD, DATABASE_URL: 'postgres://127.0.0.1:1/none' } })).rejects.toThrow(/SMTP_URL is not set[\s\S]*ALLOW_PRINT_ONLY_NOTICES=1/);
    const log: string[] = [];
    const { openMigratedPglite } = await import('../helpers/pgliteTemplate');
    const db = await openMigratedPglite();
    const app = await buildApp({ db, env: { ...PROD, ALLOW_PRINT_ONLY_NOTICES: '1', LOG_LEVEL: 'info' }, logStream: { write: (l) => void log.push(l) } });
    try {
      const line = log.find((l) => l.includes('SMTP_URL is not set, so no notice is e-mailed'));
      expect(JSON.parse(line!)).toMatchObject({ level: 40 });
      expect(line).toContain('npm run notices:print');
      expect(app.services.mailer).toBeNull();
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);

  it('the server process refuses to start in production with a malformed SMTP_URL, naming it', () => {
    const r = spawnSync(process.execPath, compiledTool('main'), {
      cwd: ROOT, encoding: 'utf8', timeout: 80_000,
      env: { ...process.env, ...PROD, PORT: '0', DATABASE_URL: 'postgres://127.0.0.1:1/none', SMTP_URL: 'smtp//mail.example', MAIL_FROM: FROM },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('SMTP_URL');
  }, 90_000);
});
