import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app/buildApp';
import { DOCUSIGN_DEMO } from '../../server/config/docusignEnv';
import { EnvError, parseEnv } from '../../server/config/env';
import { dbTargets } from '../helpers/dbTargets';
import { docuSignIds, docuSignKeyPair } from '../helpers/docusignSuite';
import { suiteApp, TEST_KEY } from '../helpers/testApp';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';

// The server and its tools run as production runs them: the compiled bundle, built once when stale.
beforeAll(ensureCompiledServer, 300_000);

const ROOT = join(import.meta.dirname, '../..');
const keys = docuSignKeyPair();
const ids = docuSignIds();

/** A complete DocuSign environment (local mode), with `over` applied (undefined removes a variable). */
function env(over: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const base: Record<string, string | undefined> = {
    ESIGN_PROVIDER: 'docusign', DOCUSIGN_INTEGRATION_KEY: ids.integrationKey, DOCUSIGN_USER_ID: ids.userId, DOCUSIGN_ACCOUNT_ID: ids.accountId,
    DOCUSIGN_PRIVATE_KEY: keys.privatePem, DOCUSIGN_CONNECT_HMAC_KEY: ids.hmacKey,
  };
  return { ...base, ...over };
}

/** The EnvError message of a bad environment (fails the test when it parses). */
function refusal(raw: Record<string, string | undefined>): string {
  try {
    parseEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('parseEnv accepted a bad environment');
}

describe('DocuSign configuration', () => {
  it('an unknown provider name stops start-up naming it', () => {
    expect(refusal({ ESIGN_PROVIDER: 'adobe-sign' })).toContain('ESIGN_PROVIDER must be one of builtin, docusign (got "adobe-sign")');
  });

  it('builtin is the default and needs nothing', () => {
    expect(parseEnv({}).ESIGN).toEqual({ provider: 'builtin' });
  });

  it('docusign names every missing variable', () => {
    const message = refusal({ ESIGN_PROVIDER: 'docusign' });
    for (const name of ['DOCUSIGN_INTEGRATION_KEY', 'DOCUSIGN_USER_ID', 'DOCUSIGN_ACCOUNT_ID', 'DOCUSIGN_PRIVATE_KEY', 'DOCUSIGN_CONNECT_HMAC_KEY']) expect(message).toContain(name);
  });

  it('a complete environment parses, with DocuSign\'s demo OAuth host as default, no base path (read from /oauth/userinfo at start) and a PEM with \\n escapes', () => {
    const parsed = parseEnv(env({ DOCUSIGN_PRIVATE_KEY: keys.privatePem.replace(/\n/g, '\\n') })).ESIGN.docusign!;
    expect(parsed).toMatchObject({ integrationKey: ids.integrationKey, oauthBase: DOCUSIGN_DEMO.oauthBase, connectHmacKeys: [ids.hmacKey] });
    expect(parsed.basePath).toBeUndefined();
    expect(parseEnv(env({ DOCUSIGN_BASE_PATH: `${DOCUSIGN_DEMO.basePath}/` })).ESIGN.docusign?.basePath).toBe(DOCUSIGN_DEMO.basePath);
    expect(parsed.privateKey.asymmetricKeyType).toBe('rsa');
  });

  it('a malformed key stops start-up naming the variable, never printing the key', () => {
    const broken = `${keys.privatePem.slice(0, 300)}\n${keys.privatePem.slice(-60)}`;
    const message = refusal(env({ DOCUSIGN_PRIVATE_KEY: broken }));
    expect(message).toContain('DOCUSIGN_PRIVATE_KEY is not a PEM private key');
    expect(message).not.toContain(broken.split('\n')[1]);
    expect(refusal(env({ DOCUSIGN_PRIVATE_KEY: 'not a key' }))).toContain('DOCUSIGN_PRIVATE_KEY is not a PEM private key');
  });

  it('the key must be RSA of 2048 bits or more; a key file works, an unreadable one is named; not both', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(refusal(env({ DOCUSIGN_PRIVATE_KEY: ec }))).toContain('DOCUSIGN_PRIVATE_KEY must be an RSA key of at least 2048 bits');
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(refusal(env({ DOCUSIGN_PRIVATE_KEY: small }))).toContain('at least 2048 bits');
    const file = join(mkdtempSync(join(tmpdir(), 'ds-key-')), 'private.pem');
    writeFileSync(file, keys.privatePem, { mode: 0o600 });
    expect(parseEnv(env({ DOCUSIGN_PRIVATE_KEY: undefined, DOCUSIGN_PRIVATE_KEY_FILE: file })).ESIGN.provider).toBe('docusign');
    expect(refusal(env({ DOCUSIGN_PRIVATE_KEY: undefined, DOCUSIGN_PRIVATE_KEY_FILE: `${file}.missing` }))).toContain('DOCUSIGN_PRIVATE_KEY_FILE cannot be read');
    expect(refusal(env({ DOCUSIGN_PRIVATE_KEY_FILE: file }))).toContain('DOCUSIGN_PRIVATE_KEY and DOCUSIGN_PRIVATE_KEY_FILE are both set');
  });

  it('ids must be DocuSign GUIDs; the HMAC key must be a real one', () => {
    expect(refusal(env({ DOCUSIGN_USER_ID: 'me@example.org' }))).toContain('DOCUSIGN_USER_ID must be the GUID');
    expect(refusal(env({ DOCUSIGN_CONNECT_HMAC_KEY: 'short' }))).toContain('DOCUSIGN_CONNECT_HMAC_KEY must be the key DocuSign generated');
    expect(parseEnv(env({ DOCUSIGN_ACCOUNT_ID: '12345678' })).ESIGN.docusign?.accountId).toBe('12345678');
  });

  it('production needs https hosts and PUBLIC_BASE_URL', () => {
    const prod = { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: TEST_KEY, ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1' };
    const message = refusal(env({ ...prod, DOCUSIGN_BASE_PATH: 'http://127.0.0.1:9/restapi', DOCUSIGN_OAUTH_BASE: 'http://127.0.0.1:9' }));
    expect(message).toContain('DOCUSIGN_BASE_PATH must be an https:// URL when NODE_ENV=production');
    expect(message).toContain('DOCUSIGN_OAUTH_BASE must be an https:// URL when NODE_ENV=production');
    expect(message).toContain('PUBLIC_BASE_URL is required when ESIGN_PROVIDER=docusign and NODE_ENV=production');
    expect(parseEnv(env({ ...prod, PUBLIC_BASE_URL: 'https://loans.example.org/' })).ESIGN.docusign?.publicBaseUrl).toBe('https://loans.example.org');
    // A deployment under a path keeps it (the return page is PUBLIC_BASE_URL/esign/return/...), as Twilio's callback does.
    expect(parseEnv(env({ ...prod, PUBLIC_BASE_URL: 'https://cu.example.org/loans/' })).ESIGN.docusign?.publicBaseUrl).toBe('https://cu.example.org/loans');
    expect(refusal(env({ DOCUSIGN_BASE_PATH: 'ftp://demo.docusign.net' }))).toContain('DOCUSIGN_BASE_PATH must be an https:// URL');
  });

  it('buildApp refuses a bad DocuSign environment before opening anything', async () => {
    const error = await buildApp({ env: { ENCRYPTION_KEY: TEST_KEY, NODE_ENV: 'test', ...env({ DOCUSIGN_CONNECT_HMAC_KEY: undefined }) } }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toContain('DOCUSIGN_CONNECT_HMAC_KEY is required');
  });

  it('the server process stops with a message naming the variable', () => {
    const r = spawnSync(process.execPath, compiledTool('main'), {
      cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ESIGN_PROVIDER: 'docusign', DOCUSIGN_PRIVATE_KEY: 'garbage' }, encoding: 'utf8', timeout: 80_000,
    });
    expect({ status: r.status, signal: r.signal, error: r.error?.message }).toEqual({ status: 1, signal: null, error: undefined });
    expect(r.stderr).toContain('DOCUSIGN_PRIVATE_KEY is not a PEM private key');
  }, 90_000);
});

describe.each(dbTargets())('the built-in provider on $name', (target) => {
  const t = suiteApp(target);

  it('keeps the frame to our own origin and has no DocuSign routes', async () => {
    expect(String((await t.app.inject({ method: 'GET', url: '/apply' })).headers['content-security-policy'])).toMatch(/frame-src 'self'(;|$)/);
    expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/docusign', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/esign/return/${'A'.repeat(43)}?event=signing_complete` })).statusCode).toBe(404);
  });
});
