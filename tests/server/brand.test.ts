import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrandLoadError } from '../../server/config/brand';
import type { Db } from '../../server/db/db';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import { brandedIndexHtml } from '../../server/http/routes/brandedIndex';
import { Applicant, injectTransport } from '../helpers/api';
import { STRANGER } from '../helpers/people';
import { testApp } from '../helpers/testApp';

const ROOT = join(import.meta.dirname, '../..');
const harbor = JSON.parse(readFileSync(join(ROOT, 'flows/brand.json'), 'utf8'));
const desertSun = JSON.parse(readFileSync(join(ROOT, 'flows/brands/desert-sun.brand.json'), 'utf8'));

/** A dist/ folder with a minimal index.html. */
function distFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ml-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Loan application</title></head><body><div id="root"></div></body></html>');
  return dir;
}

describe('the brand on the server', () => {
  let db: Db;
  beforeAll(async () => { db = await openMigratedPglite(); });
  afterAll(async () => { await db?.close(); });

  it('GET /api/brand answers flows/brand.json by default and the SMS names its institution', async () => {
    const { app } = await testApp(db);
    try {
      const r = await app.inject({ method: 'GET', url: '/api/brand' });
      expect(r.statusCode).toBe(200);
      const { $schema: _s, ...expected } = harbor;
      expect(r.json()).toEqual(expected);
      const applicant = new Applicant(injectTransport(app));
      await applicant.apply(STRANGER);
      const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as Array<{ body: string }>;
      expect(outbox[0].body).toContain(harbor.institutionName);
    } finally {
      await app.close();
    }
  });

  it('BRAND_FILE selects another brand: the answer, the SMS text and the page all change', async () => {
    const { app } = await testApp(db, { env: { BRAND_FILE: 'flows/brands/desert-sun.brand.json' }, distDir: distFolder() });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/brand' })).json().institutionName).toBe('Desert Sun Federal Credit Union');
      await new Applicant(injectTransport(app)).apply({ ...STRANGER, phoneNumber: '2025550177' });
      const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as Array<{ to: string; body: string }>;
      expect(outbox.find((m) => m.to === '+12025550177')?.body).toContain('Desert Sun Federal Credit Union');
      for (const url of ['/', '/apply?product=microloan', '/application/loan-amount']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<script type="application/json" id="brand-config">');
        expect(page.body).toContain(desertSun.colors['80']);
      }
    } finally {
      await app.close();
    }
  });

  it('INSTITUTION_NAME, when set, overrides the brand name in the SMS text', async () => {
    const { app } = await testApp(db, { env: { INSTITUTION_NAME: 'Override Credit Union' } });
    try {
      await new Applicant(injectTransport(app)).apply({ ...STRANGER, phoneNumber: '2025550178' });
      const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as Array<{ to: string; body: string }>;
      expect(outbox.find((m) => m.to === '+12025550178')?.body).toContain('Override Credit Union');
    } finally {
      await app.close();
    }
  });

  it('a broken brand file stops start-up naming the file and every problem with its pointer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ml-brand-'));
    const file = join(dir, 'broken.brand.json');
    writeFileSync(file, JSON.stringify({ ...harbor, institutionName: 'Credit Union 7', colour: 'red', colors: { ...harbor.colors, 80: 'blue' } }));
    const error = await testApp(db, { brandFile: file }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(BrandLoadError);
    const message = (error as Error).message;
    expect(message).toContain(`${file}: /colors/80: must match pattern`);
    expect(message).toContain('("colour")');
  });

  it('the institution name with digits is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ml-brand-'));
    const file = join(dir, 'digits.brand.json');
    writeFileSync(file, JSON.stringify({ ...harbor, institutionName: 'Credit Union 7' }));
    await expect(testApp(db, { brandFile: file })).rejects.toThrow('/institutionName: must not contain digits');
  });

  it('brandedIndexHtml escapes "<" in the embedded JSON', () => {
    const html = brandedIndexHtml('<head><title>T</title></head>', { ...harbor, institutionName: 'A & B </script>' });
    expect(html).not.toContain('B </script>');
    expect(html).toContain('\\u003c/script>');
  });
});
