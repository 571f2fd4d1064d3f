// Measures the API on this machine: starts the real server (PGlite, or PostgreSQL when
// DATABASE_URL is set), signs in as a demo member, then times GET application (one SELECT per
// call) and POST application/loan-amount (a version-checked UPDATE + audit event per call).
// Usage: npm run bench:api [-- --requests 2000 --concurrency 16]
import { startServer, latestCode } from '../tests/e2e/harness/server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 2000);
const CONCURRENCY = arg('concurrency', 16);

interface Person { firstName: string; lastName: string; ssn: string; phoneNumber: string; dob: string }
const MARIA: Person = { firstName: 'Maria', lastName: 'Garcia', ssn: '100000001', phoneNumber: '2025550101', dob: '1985-03-14' };

/** Applies and verifies like a browser would (its own client address), answering the session cookie. */
async function signIn(baseUrl: string, person: Person, clientIp: string): Promise<string> {
  const api = `${baseUrl}/api/v1/microloan`;
  const post = (path: string, body: unknown) =>
    fetch(`${api}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp }, body: JSON.stringify(body) });
  const started = Date.now();
  const apply = await post('apply', { ...person, visitorId: 'bench' });
  const { otp_token } = (await apply.json()) as { otp_token: string };
  const code = await latestCode(baseUrl, person.phoneNumber, started - 1000);
  const verify = await post('application/otp/verify', { otp_token, code, visitor_id: 'bench' });
  const cookie = (verify.headers.get('set-cookie') ?? '').split(';')[0];
  if (!verify.ok || !cookie) throw new Error(`sign-in failed: ${verify.status} ${await verify.text()}`);
  return cookie;
}

async function run(label: string, call: (i: number, worker: number) => Promise<Response>, concurrency = CONCURRENCY): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < REQUESTS) {
        const i = next++;
        const s = performance.now();
        const res = await call(i, worker);
        await res.arrayBuffer();
        if (!res.ok) failures++;
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(`${label}: ${REQUESTS} requests, concurrency ${concurrency}: ${(REQUESTS / seconds).toFixed(0)} req/s, p50 ${pct(50)} ms, p99 ${pct(99)} ms, failures ${failures}`);
}

const env = { LOG_LEVEL: 'warn', TRUST_PROXY: '1', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) };
const server = await startServer(env);
try {
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  // One session per concurrent client, as real traffic has (visitors who are not members).
  const cookies: string[] = [];
  for (let w = 0; w < CONCURRENCY; w++) {
    const phone = `20255501${String(20 + w).padStart(2, '0')}`;
    cookies.push(await signIn(server.baseUrl, { firstName: 'Visitor', lastName: `Number${w}`, ssn: `2000000${String(10 + w).padStart(2, '0')}`, phoneNumber: phone, dob: '1990-01-01' }, `10.0.0.${w + 1}`));
  }
  const cookie = await signIn(server.baseUrl, MARIA, '10.0.1.1');
  const api = `${server.baseUrl}/api/v1/microloan`;
  await run('GET application', (_i, worker) => fetch(`${api}/application`, { headers: { cookie: cookies[worker] } }));
  await run('POST application/loan-amount', (i) =>
    fetch(`${api}/application/loan-amount`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ amount: 500 + (i % 5) * 100 }) }),
    1, // one application: its updates are version-checked, so they go one after another
  );
} finally {
  await server.stop();
}
