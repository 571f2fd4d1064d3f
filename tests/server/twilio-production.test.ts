/**
 * The going-live check of SMS through Twilio, as a credit union runs it: the compiled server
 * (`npm run build`'s dist-server/) with NODE_ENV=production and SMS_PROVIDER=twilio, Twilio's
 * Messages API played by the local fake (TWILIO_API_BASE), PUBLIC_BASE_URL a public https origin
 * the test reaches through 127.0.0.1 (as behind a proxy), and a member imported with
 * `npm run members:import` (scripts/server-cli.mjs, the compiled import in production).
 *
 * Production refuses the embedded PGlite, so the end-to-end flow runs on the PostgreSQL of
 * DATABASE_URL (CI always sets it; without it only the start-up refusals below run, as every
 * database test of this suite runs on PGlite only then). It covers: import, apply, the code
 * arriving at the provider with our credentials and number, verify signing the member in,
 * and a signed delivery report recorded (an unsigned one refused) through the public URL.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApplicationView } from '../../src/core/application';
import { Applicant, httpTransport } from '../helpers/api';
import { ensureCompiledServer } from '../helpers/compiledServer';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN, FAKE_FROM, FakeTwilio } from '../helpers/fakeTwilio';
import type { Person } from '../helpers/people';
import { COMPILED_SERVER, startServerProcess } from '../helpers/serverProcess';
import { postgresStorage } from '../helpers/serverStorage';
import { TEST_KEY } from '../helpers/testApp';
import { logWithoutTimings } from '../helpers/piiScan';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC_BASE_URL = 'https://loans.example.org';
/** A member of the credit union's own file (not a demo member: production has none). */
const LUCIA: Person = { firstName: 'Lucía', lastName: 'Torres', ssn: '100004001', phoneNumber: '2025550191', dob: '1990-06-15', visitorId: 'visitor-prod' };

function twilioProductionEnv(fake: FakeTwilio): Record<string, string> {
  return {
    NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, ALLOW_PRINT_ONLY_NOTICES: '1', OPERATOR_TOKEN: 'o'.repeat(64), SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID, TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN, TWILIO_FROM: FAKE_FROM, TWILIO_API_BASE: fake.base, PUBLIC_BASE_URL,
  };
}

describe('SMS through Twilio in production (compiled server)', () => {
  const fake = new FakeTwilio();
  beforeAll(async () => {
    await ensureCompiledServer(); // shared with the other compiled-server tests: built once, never under a running server
    await fake.start();
  }, 120_000);
  afterAll(async () => fake.stop());

  it('refuses to start with SMS_PROVIDER=twilio and incomplete settings, naming every missing variable', () => {
    const { TWILIO_FROM: _from, PUBLIC_BASE_URL: _url, TWILIO_AUTH_TOKEN: _token, ...partial } = twilioProductionEnv(fake);
    const r = spawnSync(process.execPath, COMPILED_SERVER, { cwd: ROOT, env: { ...process.env, ...partial, DATABASE_URL: 'postgres://127.0.0.1:1/none', PORT: '0' }, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(1);
    for (const name of ['TWILIO_AUTH_TOKEN is required', 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required', 'PUBLIC_BASE_URL is required']) expect(r.stderr).toContain(name);
  }, 90_000);

  const onPostgres = process.env.DATABASE_URL ? ['postgres'] : [];
  it.each(onPostgres)('on %s: an imported member applies, the code arrives at Twilio, verify signs the member in; delivery reports are verified', async () => {
    const storage = await postgresStorage(process.env.DATABASE_URL!);
    const env = { ...storage.env, ...twilioProductionEnv(fake) };
    let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
    try {
      // The member file, imported by the production command (compiled, on DATABASE_URL).
      const header = readFileSync(join(ROOT, 'server/adapters/members/members.example.csv'), 'utf8').split('\n')[0];
      const csv = join(mkdtempSync(join(tmpdir(), 'ml-members-')), 'members.csv');
      writeFileSync(csv, `${header}\nM-4001,${LUCIA.firstName},${LUCIA.lastName},100-00-4001,${LUCIA.dob},${LUCIA.phoneNumber},,,2018-03-01,2800,,false,ok,pass,CHK-4001-01,checking,Everyday Checking,4101,900.00,\n`);
      const imported = execFileSync(process.execPath, ['scripts/server-cli.mjs', 'import-members', csv], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
      expect(imported).toContain('Imported 1 member(s) with 1 account(s)');

      server = await startServerProcess({ ...env, LOG_LEVEL: 'info' }, COMPILED_SERVER);
      expect(readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8')).toContain('dist-server/main.js');
      const lucia = new Applicant(httpTransport(server.base));
      const applied = await lucia.call('POST', 'apply', LUCIA, { 'accept-language': 'es-US,es;q=0.9' });
      expect(applied.status).toBe(200);
      const [message] = fake.messagesTo('+12025550191');
      expect(message).toMatchObject({ from: FAKE_FROM, statusCallback: `${PUBLIC_BASE_URL}/api/webhooks/twilio/status` });
      expect(message.body).toMatch(/^Su código de verificación de .+ es \d{6}\. Vence en diez minutos\.$/);
      const code = fake.latestCode('+12025550191');

      const verified = await lucia.verify((applied.body as { otp_token: string }).otp_token, code);
      expect(verified.status).toBe(200);
      expect((verified.body as ApplicationView).step).toBe('LOAN_AMOUNT');
      expect(lucia.cookie).toMatch(/^sid=/);
      const view = (await lucia.call('GET', 'application')).body as ApplicationView;
      expect(view.checking_accounts?.map((a) => a.account_id)).toEqual(['CHK-4001-01']);

      // Twilio's delivery report reaches the server through the public URL it was given: signed over it, taken; unsigned, refused.
      const params = fake.statusParams(message, 'delivered');
      const post = (signature?: string) =>
        fetch(`${server!.base}/api/webhooks/twilio/status`, { method: 'POST', body: new URLSearchParams(params), headers: signature ? { 'x-twilio-signature': signature } : {} });
      expect((await post()).status).toBe(403);
      const taken = await post(FakeTwilio.sign(FAKE_AUTH_TOKEN, `${PUBLIC_BASE_URL}/api/webhooks/twilio/status`, params));
      expect([taken.status, await taken.json()]).toEqual([200, { result: 'changed' }]);
      const db = await storage.open();
      try {
        expect((await db.query('SELECT status, provider_sid FROM sms_messages')).rows).toEqual([{ status: 'delivered', provider_sid: message.sid }]);
      } finally {
        await db.close();
      }

      expect((await fetch(`${server.base}/api/dev/outbox`)).status).toBe(404);
      const log = server.output();
      expect(log).toContain('SMS to ***0191 accepted by Twilio');
      expect(log).toContain('Twilio status callback refused');
      expect(logWithoutTimings(log)).not.toContain(code);
      expect(logWithoutTimings(log)).not.toContain(LUCIA.phoneNumber);
    } finally {
      await server?.stop();
      await storage.cleanup();
    }
  }, 180_000);
});
