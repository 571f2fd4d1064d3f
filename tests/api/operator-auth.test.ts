import type { FastifyInstance } from 'fastify';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import type { Db } from '../../server/db/db';
import { errorOf } from '../helpers/api';
import { testApp } from '../helpers/testApp';

const TOKEN = 'Zk3'.repeat(15);
const URL = '/api/operator/applications/00000000-0000-0000-0000-000000000000/review-decision';

function decide(app: FastifyInstance, authorization: string | undefined, payload: string) {
  return app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, payload });
}

function answer(r: { statusCode: number; body: string }) {
  return { status: r.statusCode, body: JSON.parse(r.body) as unknown, headers: {} };
}

describe('the operator endpoint', () => {
  let db: Db;
  beforeAll(async () => { db = await openMigratedPglite(); });
  afterAll(async () => { await db?.close(); });

  it('without OPERATOR_TOKEN configured answers 401 to everyone, also in local mode', async () => {
    const { app } = await testApp(db, { env: { NODE_ENV: 'development' } });
    try {
      for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}`]) {
        const r = await decide(app, authorization, JSON.stringify({ decision: 'approve' }));
        expect(r.statusCode).toBe(401);
        expect(errorOf(answer(r)).error_code).toBe('UNAUTHORIZED');
      }
    } finally {
      await app.close();
    }
  });

  it('checks the token before the body: a wrong token with a bad or broken body answers 401', async () => {
    const { app } = await testApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    try {
      for (const payload of [JSON.stringify({ decision: 'maybe', extra: 1 }), '{not json']) {
        for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`]) {
          const r = await decide(app, authorization, payload);
          expect(r.statusCode).toBe(401);
          expect(errorOf(answer(r)).error_code).toBe('UNAUTHORIZED');
        }
      }
      const right = await decide(app, `Bearer ${TOKEN}`, JSON.stringify({ decision: 'maybe' }));
      expect(right.statusCode).toBe(400);
      const missing = await decide(app, `Bearer ${TOKEN}`, JSON.stringify({ decision: 'approve' }));
      expect(missing.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('is rate-limited per client, wrong tokens included', async () => {
    const { app } = await testApp(db, { env: { OPERATOR_TOKEN: TOKEN } });
    // The windows live in the database every process shares: start this client's window afresh.
    await db.query('DELETE FROM rate_limit_windows');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await decide(app, 'Bearer wrong', '{}')).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      const limited = await decide(app, `Bearer ${TOKEN}`, JSON.stringify({ decision: 'approve' }));
      expect(limited.statusCode).toBe(429);
      expect(errorOf(answer(limited)).error_code).toBe('RATE_LIMITED');
    } finally {
      await app.close();
    }
  });
});
