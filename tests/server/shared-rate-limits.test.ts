import { randomBytes } from 'node:crypto';
import { startServerProcess, startServerProcesses, type ServerProcess } from '../helpers/serverProcess';
import { newStorage, type Storage } from '../helpers/serverStorage';

const LIMIT = 6;

/** One verify-token call (a token nobody holds) from the client at `ip`. */
async function verifyToken(server: ServerProcess, ip: string): Promise<number> {
  const r = await fetch(`${server.base}/api/v1/microloan/application/otp/verify-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ otp_token: randomBytes(32).toString('base64url') }),
  });
  await r.arrayBuffer();
  return r.status;
}

/** Shared stores to try: PostgreSQL (the default) and Redis, each when this machine has it. */
const backends = [
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', env: {} as Record<string, string> }] : []),
  ...(process.env.DATABASE_URL && process.env.TEST_REDIS_URL ? [{ name: 'redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

describe.each(backends)('per-client rate limits across two processes on one PostgreSQL (windows in $name)', ({ env }) => {
  let storage: Storage;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    storage = await newStorage('postgres');
    const shared = { ...storage.env, ...env, TRUST_PROXY: '1', IDENTITY_REQUESTS_PER_MINUTE: String(LIMIT), REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:` };
    servers = await startServerProcesses(2, shared);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await storage?.cleanup();
  });

  it('a burst from one client spread over both processes gets exactly the limit through', async () => {
    const ip = '203.0.113.7';
    const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) => verifyToken(servers[i % 2], ip)));
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(24 - LIMIT);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });

  it('another client has its own window', async () => {
    expect(await verifyToken(servers[1], '203.0.113.8')).not.toBe(429);
  });
});

describe('per-client rate limits in the embedded database', () => {
  it('hold under a burst and outlive a restart of the process (the window is stored, not in memory)', async () => {
    const storage = await newStorage('pglite');
    const env = { ...storage.env, TRUST_PROXY: '1', IDENTITY_REQUESTS_PER_MINUTE: String(LIMIT) };
    let server = await startServerProcess(env);
    try {
      const first = await Promise.all(Array.from({ length: 4 }, () => verifyToken(server, '198.51.100.1')));
      expect(first.filter((s) => s === 429)).toEqual([]);
      await server.stop();
      server = await startServerProcess(env);
      const second = await Promise.all(Array.from({ length: 6 }, () => verifyToken(server, '198.51.100.1')));
      expect(second.filter((s) => s !== 429)).toHaveLength(LIMIT - 4);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
