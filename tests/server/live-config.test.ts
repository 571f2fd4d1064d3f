import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import { Applicant, errorOf, injectTransport, type Answer, type Send } from '../helpers/api';
import { MARIA } from '../helpers/people';
import { testApp } from '../helpers/testApp';

const ROOT = join(import.meta.dirname, '../..');

/** A copy of flows/, schemas/ and locales/ a test may edit. */
function configCopy(): { flowsDir: string; schemasDir: string; localesDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ml-live-'));
  for (const name of ['flows', 'schemas', 'locales']) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  return { flowsDir: join(dir, 'flows'), schemasDir: join(dir, 'schemas'), localesDir: join(dir, 'locales') };
}

function editJson(path: string, edit: (json: Record<string, any>) => void): void { // eslint-disable-line @typescript-eslint/no-explicit-any
  const json = JSON.parse(readFileSync(path, 'utf8'));
  edit(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

class Pal2Applicant extends Applicant {
  constructor(send: Send) { super(send); }
  override call(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.send(method, path.startsWith('/') ? path : `/api/v1/pal2/${path}`, body, this.cookie ? { cookie: this.cookie } : {});
  }
}

const get = async (app: FastifyInstance, url: string) => (await app.inject({ method: 'GET', url })).json();

describe('configuration edits while the server runs (local mode)', () => {
  let db: Db;
  beforeAll(async () => { db = await openMigratedPglite(); });
  afterAll(async () => { await db?.close(); });

  it('a range edited in a product file holds for the next application without a restart', async () => {
    const dirs = configCopy();
    const { app } = await testApp(db, dirs);
    try {
      editJson(join(dirs.flowsDir, 'pal2.product.json'), (p) => { p.loan.maxAmount = 1800; });
      await app.liveConfig!.reload();
      const check = await get(app, '/api/dev/flow-check');
      expect(check).toMatchObject({ ok: true, version: 2, problems: [] });
      const pal2 = new Pal2Applicant(injectTransport(app));
      expect(await pal2.freshApplication(MARIA)).toMatchObject({ max_loan_amount: 1800 });
      expect((await pal2.call('POST', 'application/loan-amount', { amount: 1900 })).status).toBe(400);
      expect((await pal2.submit('loan-amount', { amount: 1800 })).loan_amount).toBe(1800);
    } finally {
      await app.close();
    }
  });

  it('a broken edit keeps the old configuration and shows every problem; fixing it applies the fix', async () => {
    const dirs = configCopy();
    const { app } = await testApp(db, dirs);
    try {
      const schema = join(dirs.schemasDir, 'forms/housing-expenses.schema.json');
      const original = readFileSync(schema, 'utf8');
      editJson(schema, (s) => { s.properties.expenses.maximum = 100; s.properties.expenses.minimum = 500; });
      editJson(join(dirs.localesDir, 'es/forms.json'), (es) => { delete es.housing.title; });
      await app.liveConfig!.reload();
      const check = await get(app, '/api/dev/flow-check');
      expect(check.ok).toBe(false);
      expect(check.version).toBe(1);
      const lines = (check.problems as Array<{ file: string; pointer: string; message: string }>).map((p) => `${p.file}: ${p.pointer}: ${p.message}`);
      expect(lines).toEqual(expect.arrayContaining([
        expect.stringMatching(/^schemas\/forms\/housing-expenses\.schema\.json: .*minimum 500 is above maximum 100/),
        expect.stringMatching(/^locales\/es\/forms\.json: \/housing\/title: /),
      ]));
      const maria = new Pal2Applicant(injectTransport(app));
      await maria.freshApplication(MARIA);
      await maria.submit('loan-amount', { amount: 1500 });
      expect((await maria.submit('monthly-housing-expenses', { expenses: 1200 })).monthly_housing_expenses).toBe(1200);

      writeFileSync(schema, original);
      editJson(join(dirs.localesDir, 'es/forms.json'), (es) => { es.housing.title = '¿Cuánto paga de vivienda?'; });
      editJson(schema, (s) => { s.properties.expenses.maximum = 5000; });
      await app.liveConfig!.reload();
      expect(await get(app, '/api/dev/flow-check')).toMatchObject({ ok: true, version: 2, problems: [] });
      const config = await get(app, '/api/dev/config');
      expect(config.locales.es.forms.housing.title).toBe('¿Cuánto paga de vivienda?');
      expect(config.schemas['housing-expenses.schema.json'].properties.expenses.maximum).toBe(5000);
      expect(Object.keys(config.flows).sort()).toEqual(['microloan', 'pal2']);
      const r = await maria.call('POST', 'application/monthly-housing-expenses', { expenses: 6000 });
      expect(r.status).toBe(400);
      expect(errorOf(r).error_code).toBe('VALIDATION_ERROR');
    } finally {
      await app.close();
    }
  });

  it('translation completeness per language: keys present / keys used', async () => {
    const dirs = configCopy();
    editJson(join(dirs.localesDir, 'es/product.json'), (es) => { delete es.pal2; });
    const { app } = await testApp(db, { ...dirs, env: { NODE_ENV: 'test' } }).catch(() => ({ app: undefined as unknown as FastifyInstance }));
    expect(app).toBeUndefined(); // a missing Spanish text stops start-up
    const good = configCopy();
    const t = await testApp(db, good);
    try {
      editJson(join(good.localesDir, 'es/product.json'), (es) => { delete es.pal2; });
      await t.app.liveConfig!.reload();
      const check = await get(t.app, '/api/dev/flow-check');
      const [en, es] = check.translations;
      expect(en).toMatchObject({ language: 'en', missing: [] });
      expect(en.present).toBe(en.used);
      expect(en.used).toBeGreaterThan(40);
      // The files in use are still the good ones; the problem is listed.
      expect(es).toMatchObject({ language: 'es', missing: [] });
      expect(check.problems.map((p: { file: string }) => p.file)).toContain('flows/pal2.flow.json');
    } finally {
      await t.app.close();
    }
  });

  it('a file saved while watching is picked up without a call', async () => {
    const dirs = configCopy();
    const { app } = await testApp(db, { ...dirs, watchConfig: true });
    try {
      editJson(join(dirs.localesDir, 'en/forms.json'), (en) => { en.housing.title = 'What do you pay for housing each month?'; });
      await expect.poll(async () => (await get(app, '/api/dev/config')).locales.en.forms.housing.title, { timeout: 15000, interval: 250 })
        .toBe('What do you pay for housing each month?');
    } finally {
      await app.close();
    }
  });

  it('files replaced by a rename (safe save, git checkout) keep being picked up, edit after edit', async () => {
    const dirs = configCopy();
    const { app } = await testApp(db, { ...dirs, watchConfig: true });
    const file = join(dirs.localesDir, 'en/forms.json');
    const saveByRename = (title: string) => {
      const json = JSON.parse(readFileSync(file, 'utf8'));
      json.housing.title = title;
      writeFileSync(`${file}.tmp`, JSON.stringify(json, null, 2));
      renameSync(`${file}.tmp`, file);
    };
    const title = async () => (await get(app, '/api/dev/config')).locales.en.forms.housing.title;
    try {
      for (const next of ['First title after a rename?', 'Second title after a rename?', 'Third title after a rename?']) {
        saveByRename(next);
        await expect.poll(title, { timeout: 15000, interval: 250 }).toBe(next);
      }
    } finally {
      await app.close();
    }
  });

  it('does not exist in production', async () => {
    const { app } = await testApp(db, { env: { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ALLOW_BUILTIN_SMS: '1' } });
    try {
      for (const url of ['/api/dev/flow-check', '/api/dev/config']) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
