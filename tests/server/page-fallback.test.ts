import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import type { Db } from '../../server/db/db';
import { testApp } from '../helpers/testApp';

function distWithIndex(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ml-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  return dist;
}

describe('pages of the built app: 200 for its routes only', () => {
  let db: Db;
  beforeAll(async () => { db = await openMigratedPglite(); });
  afterAll(async () => { await db?.close(); });

  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  it('local mode: flow routes and /preview are 200 html; unknown pages 404 html (the not-found screen); missing files 404 payload', async () => {
    const { app } = await testApp(db, { distDir: distWithIndex(), env: { NODE_ENV: 'development' } });
    try {
      for (const url of ['/', '/apply', '/application/loan-amount', '/offer-declined', '/preview', '/apply?product=microloan']) {
        const r = await get(app, url);
        expect([url, r.statusCode]).toEqual([url, 200]);
        expect(r.headers['content-type']).toMatch(/^text\/html/);
      }
      for (const url of ['/no-such-page', '/application/nothing', '/wp-admin']) {
        const r = await get(app, url);
        expect([url, r.statusCode]).toEqual([url, 404]);
        expect(r.body).toContain('<title>app</title>');
      }
      const missing = await get(app, '/assets/missing.js');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.error_code).toBe('NOT_FOUND');
      expect(String((await get(app, '/apply')).headers['content-security-policy'])).toContain("font-src 'self';");
    } finally {
      await app.close();
    }
  });

  it('production: /preview answers 404 with the error payload; the flow pages stay 200', async () => {
    const { app } = await testApp(db, { distDir: distWithIndex(), env: { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ALLOW_BUILTIN_SMS: '1' } });
    try {
      for (const url of ['/preview', '/preview?product=microloan', '/preview/x']) {
        const r = await get(app, url);
        expect([url, r.statusCode]).toEqual([url, 404]);
        expect(r.json()).toEqual({ error: { message: 'Not Found', status_code: 404, error_code: 'NOT_FOUND', details: null } });
      }
      expect((await get(app, '/application/review')).statusCode).toBe(200);
      expect((await get(app, '/unknown')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
