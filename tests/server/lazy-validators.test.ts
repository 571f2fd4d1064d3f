import Fastify, { type FastifyInstance } from 'fastify';
import { lazyValidatorFactory } from '../../server/app/lazyValidators';

const BODY = { type: 'object', required: ['amount'], additionalProperties: false, properties: { amount: { type: 'integer', minimum: 200 }, note: { type: 'string', maxLength: 5 } } };

function appWith(lazy: boolean, schema: Record<string, unknown>): FastifyInstance {
  const app = Fastify({
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
    ...(lazy ? { schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory() } } } : {}),
  });
  app.post('/loan', { schema }, async () => ({ ok: true }));
  return app;
}

describe('request validators compiled on first use (server/app/lazyValidators.ts)', () => {
  it("answer every body as Fastify's own compiler does, errors and all", async () => {
    const lazy = appWith(true, { body: BODY });
    const eager = appWith(false, { body: BODY });
    try {
      for (const payload of [{ amount: 500 }, { amount: 150, note: 'far too long', extra: 1 }, { note: 'x' }, [], 'text']) {
        const [a, b] = await Promise.all([lazy, eager].map((app) => app.inject({ method: 'POST', url: '/loan', payload: payload as object })));
        expect({ status: a.statusCode, body: a.body }).toEqual({ status: b.statusCode, body: b.body });
      }
      expect((await lazy.inject({ method: 'POST', url: '/loan', payload: { amount: 150 } })).statusCode).toBe(400);
    } finally {
      await Promise.all([lazy.close(), eager.close()]);
    }
  });

  it('compile a route\'s schema at its first request, not at start', async () => {
    const broken = { body: { type: 'object', properties: { amount: { type: 'not-a-type' } } } };
    await expect(appWith(false, broken).ready()).rejects.toThrow(/not-a-type|type/);
    const lazy = appWith(true, broken);
    try {
      await lazy.ready(); // nothing compiled yet
      expect((await lazy.inject({ method: 'POST', url: '/loan', payload: { amount: 1 } })).statusCode).toBe(500);
    } finally {
      await lazy.close();
    }
  });

  it('refuse at start a header schema that names a header in upper case (Fastify leaves it unlowered)', async () => {
    const app = Fastify({ schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory() } } });
    app.get('/h', { schema: { headers: { type: 'object', properties: { 'X-Token': { type: 'string' } } } } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(/GET \/h: header schema names X-Token/);
    const lower = Fastify({ schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory() } } });
    lower.get('/h', { schema: { headers: { type: 'object', required: ['x-token'], properties: { 'x-token': { type: 'string' } } } } }, async () => ({}));
    try {
      expect((await lower.inject({ url: '/h' })).statusCode).toBe(400);
      expect((await lower.inject({ url: '/h', headers: { 'X-Token': 'a' } })).statusCode).toBe(200);
    } finally {
      await lower.close();
    }
  });
});
