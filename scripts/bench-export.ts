// `npm run bench:export`: the staff audit export of a large range from a real server process.
// Seeds N application events (default 1,000,000, over 1,000 applications, one day, a third of
// them with personal data in their detail that the export masks), starts the server (tsx, jobs
// off) on PGlite or, with DATABASE_URL, on a new PostgreSQL schema, signs in an auditor and
// downloads the CSV while asking GET /health/live every 20 ms and reading the process's resident
// memory every 100 ms. Prints the rows, bytes and time of the export, the RSS before, at peak and
// its growth, and the latency of the health checks during it (p50, p99, max).
// Targets: RSS growth under 50 MB, /health/live p99 under 100 ms.
// Usage: npm run bench:export [-- --events 1000000]
import { readFileSync } from 'node:fs';
import { createSecrets } from '../server/crypto/secrets';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { addStaffAccount } from '../server/staff/accounts/addAccount';
import { totpCode } from '../server/staff/auth/totp';
import { ensurePgliteFolderTemplate } from '../tests/helpers/pgliteTemplate';
import { startServerProcess } from '../tests/helpers/serverProcess';
import { newStorage } from '../tests/helpers/serverStorage';
import { TEST_KEY } from '../tests/helpers/testApp';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EVENTS = arg('events', 1_000_000);
const APPLICATIONS = 1000;
const DAY = '2026-01-15';
const BATCH = 100_000;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** APPLICATIONS applications and EVENTS events spread over DAY, in batches. */
async function seed(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO applications (id, product, step, created_at, updated_at)
     SELECT gen_random_uuid(), 'microloan', 'APPLICATION_COMPLETED', timestamptz '${DAY} 00:00:00+00', timestamptz '${DAY} 00:00:00+00' FROM generate_series(1, $1::int)`,
    [APPLICATIONS],
  );
  for (let start = 0; start < EVENTS; start += BATCH) {
    const n = Math.min(BATCH, EVENTS - start);
    await db.query(
      `WITH apps AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM applications)
       INSERT INTO application_events (application_id, at, type, from_step, to_step, detail)
       SELECT apps.id, timestamptz '${DAY} 00:00:00+00' + (g * interval '86 milliseconds'), 'step_changed', 'USER_REVIEW', 'PROCESSING_APPLICATION',
              CASE WHEN g % 3 = 0 THEN jsonb_build_object('ssn', '2000' || lpad((g % 100000)::text, 5, '0'), 'phone', '20255' || lpad((g % 100000)::text, 5, '0'), 'note', 'reviewed')
                   ELSE jsonb_build_object('amount', 500 + g % 500) END
       FROM generate_series($1::int, $2::int) g JOIN apps ON apps.k = g % $3`,
      [start, start + n - 1, APPLICATIONS],
    );
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) await ensurePgliteFolderTemplate();
  const storage = await newStorage(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const secrets = createSecrets(Buffer.from(TEST_KEY, 'base64'));
  const db = await storage.open();
  const t0 = performance.now();
  const auditor = { email: 'bench.auditor@cu.test', password: 'a long bench password 1', roles: ['auditor' as const], displayName: 'Bench Auditor' };
  let totpSecret = '';
  try {
    await migrate(db); // a new PostgreSQL schema is empty; the PGlite copy is migrated already (no-op)
    await seed(db);
    await db.query('ANALYZE'); // the statistics autovacuum keeps on a live database (the export's plan depends on them)
    totpSecret = (await addStaffAccount(db, secrets, 'Bench CU', auditor, new Date())).totpSecret;
  } finally {
    await db.close();
  }
  console.log(`database: ${storage.name}; seeded ${EVENTS.toLocaleString('en-US')} events over ${APPLICATIONS} applications in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const server = await startServerProcess({ ...storage.env, LOG_LEVEL: 'warn', JOBS: 'off' });
  const pid = server.child.pid!;
  try {
    const login = await fetch(`${server.base}/api/staff/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: auditor.email, password: auditor.password, totp: totpCode(totpSecret, new Date()) }),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
    const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('staff_sid=')) ?? '').split(';')[0];
    await sleep(1500);
    const rssBefore = rssMb(pid);

    let exporting = true;
    let peak = rssBefore;
    const sampler = (async () => {
      while (exporting) {
        peak = Math.max(peak, rssMb(pid));
        await sleep(100);
      }
    })();
    const health: number[] = [];
    const prober = (async () => {
      while (exporting) {
        const t = performance.now();
        const r = await fetch(`${server.base}/health/live`);
        await r.arrayBuffer();
        health.push(performance.now() - t);
        await sleep(20);
      }
    })();

    const started = performance.now();
    const answer = await fetch(`${server.base}/api/staff/audit/export?from=${DAY}&to=${DAY}`, { headers: { cookie } });
    if (answer.status !== 200 || !answer.body) throw new Error(`export answered ${answer.status}: ${await answer.text()}`);
    let bytes = 0;
    let lines = 0;
    let firstByteMs = 0;
    let leaked = false;
    const decoder = new TextDecoder();
    for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
      if (!firstByteMs) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      const text = decoder.decode(chunk, { stream: true });
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
      if (/"ssn":"2000\d{5}"/.test(text)) leaked = true;
    }
    const seconds = (performance.now() - started) / 1000;
    exporting = false;
    await Promise.all([sampler, prober]);
    const rows = lines - 1;
    console.log(`export: ${rows.toLocaleString('en-US')} rows${rows === EVENTS ? '' : ` (EXPECTED ${EVENTS})`}, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s), first byte after ${firstByteMs.toFixed(0)} ms${leaked ? '; AN UNMASKED SSN WAS IN THE FILE' : '; personal data masked'}`);
    const growth = peak - rssBefore;
    console.log(`RSS: ${rssBefore.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak: growth ${growth.toFixed(0)} MB (target < 50 MB)${growth < 50 ? '' : '  MISSES'}`);
    const p99 = percentile(health, 99);
    console.log(`/health/live during the export: ${health.length} checks, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms (target p99 < 100 ms)${p99 < 100 ? '' : '  MISSES'}`);
  } catch (error) {
    console.error(`server output:\n${server.output().slice(-3000)}`);
    throw error;
  } finally {
    await server.stop();
    await storage.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
