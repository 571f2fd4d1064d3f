// Measures the API on this machine against its floor. Starts the real server (PGlite, or a
// fresh schema of PostgreSQL when DATABASE_URL is set) with CONCURRENCY imported members, each
// signed in with its own session, then times:
//   - GET application (one SELECT per call), each client its own session;
//   - step submissions: each client walks its own application through loan amount, housing,
//     purpose and deposit account again and again (a version-checked UPDATE + audit event each).
// On PostgreSQL it also starts the floor (scripts/lib/floor-server.mjs: bare Fastify + pg, one
// UPDATE + SELECT transaction per POST, one SELECT per GET) and prints our ratio to it.
// Usage: npm run bench:api [-- --requests 4000 --concurrency 16]
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Applicant, httpTransport } from '../tests/helpers/api';
import { startServerProcess } from '../tests/helpers/serverProcess';
import { newStorage } from '../tests/helpers/serverStorage';
import { TEST_KEY } from '../tests/helpers/testApp';
import { benchMembers, membersCsv } from './lib/benchMembers';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 4000);
const CONCURRENCY = arg('concurrency', 16);
const onPostgres = Boolean(process.env.DATABASE_URL);

interface Result { label: string; rps: number; p50: number; p99: number; failures: number }

async function run(label: string, call: (i: number, worker: number) => Promise<number>): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async (_, worker) => {
    while (next < REQUESTS) {
      const i = next++;
      const s = performance.now();
      if ((await call(i, worker)) >= 400) failures++;
      latencies.push(performance.now() - s);
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const r = { label, rps: REQUESTS / seconds, p50: pct(50), p99: pct(99), failures };
  console.log(`${label}: ${REQUESTS} requests, concurrency ${CONCURRENCY}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, failures ${failures}`);
  return r;
}

const STEPS: Array<[string, (i: number) => unknown]> = [
  ['loan-amount', (i) => ({ amount: 400 + (i % 5) * 100 })],
  ['monthly-housing-expenses', (i) => ({ expenses: 1000 + (i % 7) * 10 })],
  ['loan-purpose', () => ({ purpose: 'RENT' })],
  ['deposit-account', () => null],
];

const storage = await newStorage(onPostgres ? 'postgres' : 'pglite');
const csv = join(mkdtempSync(join(tmpdir(), 'bench-')), 'members.csv');
const people = benchMembers(CONCURRENCY);
writeFileSync(csv, membersCsv(people));
const env = { ...storage.env, LOG_LEVEL: 'warn', TRUST_PROXY: '1', JOBS: 'off', ENCRYPTION_KEY: TEST_KEY }; // the import and the server share the key
execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/import-members.ts', csv], { env: { ...process.env, ...env }, stdio: 'pipe' });
const server = await startServerProcess(env);
const results: Record<string, Result> = {};
try {
  console.log(`database: ${onPostgres ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  const members: Applicant[] = [];
  for (let w = 0; w < CONCURRENCY; w++) {
    const send = httpTransport(server.base);
    const a = new Applicant((m, u, b, h = {}) => send(m, u, b, { ...h, 'x-forwarded-for': `10.0.0.${w + 1}` }));
    const { accountId: _account, ...person } = people[w];
    const view = await a.freshApplication(person);
    if (view.step !== 'LOAN_AMOUNT') throw new Error(`${people[w].lastName} is at ${view.step}`);
    members.push(a);
  }
  results.get = await run('GET application', async (_i, w) => (await members[w].call('GET', 'application')).status);
  const walked = new Array<number>(CONCURRENCY).fill(0);
  results.step = await run('step submissions (each client its own application)', async (i, w) => {
    const [path, body] = STEPS[walked[w]++ % STEPS.length];
    return (await members[w].call('POST', `application/${path}`, body(i) ?? { account_id: people[w].accountId })).status;
  });
} finally {
  await server.stop();
}

if (onPostgres) {
  const floor = spawn(process.execPath, ['scripts/lib/floor-server.mjs'], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    floor.stdout.on('data', (d: Buffer) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
    floor.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const floorGet = await run('floor: one SELECT', async (_i, w) => (await fetch(`${base}/read/${w}`).then(async (r) => (await r.arrayBuffer(), r.status))));
    const floorStep = await run('floor: one UPDATE + SELECT transaction', async (i, w) =>
      fetch(`${base}/step/${w}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: i }) }).then(async (r) => (await r.arrayBuffer(), r.status)));
    console.log(`ratio to the floor: step submissions ${(results.step.rps / floorStep.rps).toFixed(2)} (target >= 0.5, p99 ${results.step.p99.toFixed(1)} ms, target <= 50), GET application ${(results.get.rps / floorGet.rps).toFixed(2)}`);
  } finally {
    floor.kill('SIGTERM');
  }
} else console.log('floor: needs PostgreSQL (set DATABASE_URL)');
await storage.cleanup();
