import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import { testApp } from '../helpers/testApp';

const ROOT = join(import.meta.dirname, '../..');
const SCHEMA_CHUNK = '/assets/housing-expenses.schema-AAAA.js';
const VALIDATOR_CHUNK = '/assets/housing-expenses-BBBB.js';
const PURPOSE_VALIDATOR_CHUNK = '/assets/loan-purpose-CCCC.js';

/** A copy of flows/, schemas/ and locales/ a test may edit, and a build manifest naming the form chunks. */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'ml-live-forms-'));
  for (const name of ['flows', 'schemas', 'locales']) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  const distDir = join(dir, 'dist');
  mkdirSync(join(distDir, '.vite'), { recursive: true });
  const entry = (file: string, src: string) => ({ file: file.slice(1), src, isDynamicEntry: true });
  writeFileSync(join(distDir, '.vite/manifest.json'), JSON.stringify({
    'schemas/forms/housing-expenses.schema.json': entry(SCHEMA_CHUNK, 'schemas/forms/housing-expenses.schema.json'),
    'src/generated/validators/housing-expenses.js': entry(VALIDATOR_CHUNK, 'src/generated/validators/housing-expenses.js'),
    'src/generated/validators/loan-purpose.js': entry(PURPOSE_VALIDATOR_CHUNK, 'src/generated/validators/loan-purpose.js'),
  }));
  return { flowsDir: join(dir, 'flows'), schemasDir: join(dir, 'schemas'), localesDir: join(dir, 'locales'), distDir };
}

type Validate = (data: unknown) => boolean;

/** Imports a served module as the browser would (an ES module; it must import nothing). */
async function importServed(app: FastifyInstance, url: string): Promise<Record<string, unknown>> {
  const answer = await app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
  expect(answer.headers['cache-control']).toBe('no-store');
  const module = (await import(`data:text/javascript;base64,${Buffer.from(answer.body).toString('base64')}`)) as { default: Record<string, unknown> };
  return module.default;
}

describe('form chunks follow the schema in use (local mode)', () => {
  let db: Db;
  beforeAll(async () => { db = await openMigratedPglite(); });
  afterAll(async () => { await db?.close(); });

  it('an edited maximum reaches the schema and the precompiled validator the page loads, after a reload, without a rebuild', async () => {
    const dirs = fixture();
    const { app } = await testApp(db, dirs);
    try {
      const before = (await importServed(app, VALIDATOR_CHUNK))['forms/housing-expenses.schema.json'] as Validate;
      expect(before({ expenses: 20000 })).toBe(true);
      expect(before({ expenses: 25000 })).toBe(false);

      const file = join(dirs.schemasDir, 'forms/housing-expenses.schema.json');
      const schema = JSON.parse(readFileSync(file, 'utf8'));
      schema.properties.expenses.maximum = 25000;
      writeFileSync(file, JSON.stringify(schema, null, 2));
      await app.liveConfig!.reload();

      const served = await importServed(app, SCHEMA_CHUNK);
      expect(served).toMatchObject({ properties: { expenses: { minimum: 0, maximum: 25000 } } });
      const after = (await importServed(app, VALIDATOR_CHUNK))['forms/housing-expenses.schema.json'] as Validate;
      expect(after({ expenses: 25000 })).toBe(true);
      expect(after({ expenses: 25001 })).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('a validator that needs Ajv runtime helpers carries them (no import the page cannot resolve)', async () => {
    const { app } = await testApp(db, fixture());
    try {
      const validate = (await importServed(app, PURPOSE_VALIDATOR_CHUNK))['forms/loan-purpose.schema.json'] as Validate;
      expect(validate({ purpose: 'RENT' })).toBe(true);
      expect(validate({ purpose: 'OTHER', other_reason: 'x'.repeat(100000) })).toBe(false);
    } finally {
      await app.close();
    }
  });
});
