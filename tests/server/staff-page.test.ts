import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import type { Db } from '../../server/db/db';
import { testApp } from '../helpers/testApp';

/** A built app with the applicant's page and, unless `withStaff` is false, the staff console's. */
function dist(withStaff = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'ml-dist-staff-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>apply</title></head><body></body></html>');
  if (withStaff) {
    mkdirSync(join(dir, 'staff', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'staff', 'staff.html'), '<!doctype html><html><head><title>staff</title></head><body></body></html>');
    writeFileSync(join(dir, 'staff', 'assets', 'main-abc123.js'), 'console.log(1)');
  }
  return dir;
}

describe('the staff console\'s page (/staff and /staff/*)', () => {
  let db: Db;
  beforeAll(async () => { db = await openMigratedPglite(); });
  afterAll(async () => { await db?.close(); });
  const get = (app: FastifyInstance, url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });

  for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ALLOW_BUILTIN_SMS: '1' }]) {
    it(`${env.NODE_ENV}: every staff path answers the staff page with the brand and the app's CSP; its assets are files; the applicant's pages are unchanged`, async () => {
      const { app } = await testApp(db, { distDir: dist(), env });
      try {
        for (const url of ['/staff', '/staff/', '/staff/reviews', '/staff/reviews/3f0c?x=1', '/staff/no-such-page', '/staff/sign-in?error=OIDC_FAILED']) {
          const r = await get(app, url);
          expect([url, r.statusCode]).toEqual([url, 200]);
          expect(r.headers['content-type']).toMatch(/^text\/html/);
          expect(r.body).toContain('<title>staff</title>');
          // The brand travels as in index.html (a JSON data block, not a script).
          expect(r.body).toMatch(/<script type="application\/json" id="brand-config">\{.*"institutionName"/);
          expect(String(r.headers['content-security-policy'])).toContain("script-src 'self'");
          expect(r.headers['cache-control']).toBe('no-store');
        }
        expect((await get(app, '/staff/reviews', 'HEAD')).statusCode).toBe(200);
        const asset = await get(app, '/staff/assets/main-abc123.js');
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['cache-control']).toContain('immutable');
        const missing = await get(app, '/staff/assets/missing-000.js');
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ error: { message: 'Not Found', status_code: 404, error_code: 'NOT_FOUND', details: null } });
        const apply = await get(app, '/apply');
        expect([apply.statusCode, apply.body.includes('<title>apply</title>')]).toEqual([200, true]);
        // /staffing is not the console.
        expect((await get(app, '/staffing')).body).toContain('<title>apply</title>');
      } finally {
        await app.close();
      }
    });
  }

  it('without a built console, /staff is an unknown page of the applicant\'s app', async () => {
    const { app } = await testApp(db, { distDir: dist(false), env: { NODE_ENV: 'development' } });
    try {
      const r = await get(app, '/staff/reviews');
      expect(r.statusCode).toBe(404);
      expect(r.body).toContain('<title>apply</title>');
    } finally {
      await app.close();
    }
  });
});
