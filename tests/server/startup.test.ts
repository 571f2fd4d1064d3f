import { gunzipSync } from 'node:zlib';
import { compressAssets } from '../../scripts/compress-assets.mjs';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app/buildApp';
import { EnvError, parseEnv } from '../../server/config/env';
import { FlowLoadError } from '../../server/flows/loadProducts';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { otpMessage } from '../../server/domain/identity/otpCode';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { STRANGER } from '../helpers/people';
import { TEST_KEY, testApp } from '../helpers/testApp';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';

// The server and its tools run as production runs them: the compiled bundle, built once when stale.
beforeAll(ensureCompiledServer, 300_000);

const ROOT = join(import.meta.dirname, '../..');

/** A copy of flows/ with the microloan flow changed by `edit`. */
function brokenFlows(edit: (flow: { steps: Array<Record<string, unknown>> } & Record<string, unknown>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'ml-flows-'));
  cpSync(join(ROOT, 'flows'), dir, { recursive: true });
  const file = join(dir, 'microloan.flow.json');
  const flow = JSON.parse(readFileSync(file, 'utf8'));
  edit(flow);
  writeFileSync(file, JSON.stringify(flow));
  return dir;
}

async function loadError(flowsDir: string): Promise<FlowLoadError> {
  const error = await buildApp({ flowsDir, env: { ENCRYPTION_KEY: TEST_KEY } }).then(
    () => { throw new Error('buildApp should have failed'); },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FlowLoadError);
  return error as FlowLoadError;
}

describe('start-up checks', () => {
  it('a flow that breaks the meta-schema stops start-up with every error and its JSON pointer', async () => {
    const error = await loadError(brokenFlows((flow) => {
      flow.steps[2].step = 'LOAN_AMOUNTS';
      flow.steps[3].route = 'no-slash';
      flow.surprise = true;
    }));
    const pointers = error.problems.map((p) => p.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/steps/2/step', '/steps/3/route', '/']));
    expect(error.message).toContain('microloan.flow.json: /steps/2/step:');
    expect(error.message).toContain('surprise');
  });

  it('unknown server handlers and missing schema files are all reported with their pointers', async () => {
    const error = await loadError(brokenFlows((flow) => {
      flow.steps[1].server = 'otpz';
      (flow.steps[3].form as Record<string, unknown>).schema = 'forms/nothing.schema.json';
    }));
    expect(error.problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ pointer: '/steps/1/server', message: expect.stringContaining('"otpz"') }),
      expect.objectContaining({ pointer: '/steps/3/form/schema' }),
    ]));
  });

  it('unknown bind and store names fail naming the step and the key', async () => {
    const error = await loadError(brokenFlows((flow) => {
      const amount = flow.steps[2].form as Record<string, Record<string, string>>;
      amount.store = { amount: 'loan_amout' };
      amount.bind = { min_loan_amount: 'min_loan_amount', maximum: 'max_loan_amount' };
    }));
    expect(error.problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ pointer: '/steps/2/form/store/amount', message: expect.stringContaining('unknown application field "loan_amout" in store of step LOAN_AMOUNT') }),
      expect.objectContaining({ pointer: '/steps/2/form/bind/maximum', message: expect.stringContaining('bind key "maximum" of step LOAN_AMOUNT') }),
    ]));
  });

  it('a bad product file is reported with its pointer', async () => {
    const dir = brokenFlows(() => undefined);
    writeFileSync(join(dir, 'microloan.product.json'), JSON.stringify({ product: 'microloan', loan: { minAmount: 2000, maxAmount: 'x' } }));
    const error = await loadError(dir);
    expect(error.problems.map((p) => `${p.file} ${p.pointer}`)).toContain('microloan.product.json /loan/maxAmount');
  });

  it('a bad environment names every bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', SESSION_TTL_SECONDS: '5', ENCRYPTION_KEY: 'short', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrow(EnvError);
    try {
      parseEnv({ PORT: 'abc', SESSION_TTL_SECONDS: '5', ENCRYPTION_KEY: 'short', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      for (const name of ['PORT', 'SESSION_TTL_SECONDS', 'ENCRYPTION_KEY', 'LOG_LEVEL', 'DATABASE_URL']) expect((error as Error).message).toContain(name);
    }
    expect(() => parseEnv({ NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1' })).toThrow(/ENCRYPTION_KEY is required/);
    expect(parseEnv({})).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './.data', SESSION_TTL_SECONDS: 900 });
  });

  it('the server process stops with a clear message on a bad environment', () => {
    const r = spawnSync(process.execPath, compiledTool('main'), {
      cwd: ROOT, env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' }, encoding: 'utf8', timeout: 80_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('PORT must be an integer');
  }, 90_000);
});

describe.each(dbTargets())('the running server on $name', (target) => {
  let db: Db;
  beforeAll(async () => { db = await target.openEmpty(); });
  afterAll(async () => { await db?.close(); });

  it('migrations are recorded once, also when several processes start at once', async () => {
    const results = await Promise.all([migrate(db), migrate(db), migrate(db)]);
    expect(results.flat()).toContain('001_identity_and_applications.sql');
    expect(results.flat().filter((f) => f === '001_identity_and_applications.sql')).toHaveLength(1);
    expect(await migrate(db)).toEqual([]);
  });

  it('production mode: no dev outbox, no demo members, the code is neither logged nor stored', async () => {
    await db.query('DELETE FROM member_loans');
    await db.query('DELETE FROM member_accounts');
    await db.query('DELETE FROM members');
    const t = await testApp(db, { env: { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ALLOW_BUILTIN_SMS: '1' } });
    try {
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(errorOf({ status: 404, body: outbox.json(), headers: {} }).error_code).toBe('NOT_FOUND');
      expect(Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM members')).rows[0].n)).toBe(0);
      const u = new Applicant(injectTransport(t.app));
      await u.apply(STRANGER);
      // No code at rest: the stored text has it masked; the log has no text at all.
      const sent = (await db.query<{ body: string }>('SELECT body FROM outbox ORDER BY id DESC LIMIT 1')).rows[0].body;
      expect(sent).toBe(otpMessage(t.app.services.env.INSTITUTION_NAME, '******'));
      expect(t.log.join('')).not.toContain(sent.slice(0, sent.indexOf('******')));
      expect(t.log.join('')).toMatch(/SMS to \*\*\*\d{4} queued/);
    } finally {
      await t.app.close();
    }
  });

  it('security headers, OpenAPI and the built web app with SPA fallback', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ml-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const t = await testApp(db, { distDir: dist });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/application/loan-amount' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>app</title>');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
      // The build's precompressed copy is sent as it is to a browser that takes gzip.
      expect(compressAssets(join(dist, 'assets'))).toBe(1);
      const zipped = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe('console.log(1)');
      expect(zipped.headers['cache-control']).toContain('immutable');
      expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).json().error.error_code).toBe('NOT_FOUND');
      const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(spec.openapi).toMatch(/^3\./);
      for (const path of ['apply', 'application/otp/verify', 'application/loan-amount', 'application/complete-review', 'application/cancel', 'application'])
        expect(Object.keys(spec.paths)).toContain(`/api/v1/microloan/${path}`);
    } finally {
      await t.app.close();
    }
  });
});
