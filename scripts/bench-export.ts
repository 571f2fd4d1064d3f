// `npm run bench:export`: the staff audit export of a large range from a real server process.
// Seeds N application events (default 1,000,000, over 1,000 applications, one day, a third of
// them with personal data in their detail that the export masks), starts the server (tsx, jobs
// off) on PGlite or, with DATABASE_URL, on a new PostgreSQL schema, signs in an auditor and
// downloads the CSV (reading each chunk as it comes) while asking GET /health/live every 20 ms.
// The server process is measured from inside (scripts/lib/bench-probe.mjs: memory every 100 ms,
// event-loop delay) and its RSS from /proc every 100 ms; the benchmark's own memory is not counted.
// Prints the rows, bytes and time of the export; the server's RSS before, after warm-up (a tenth
// of the rows), at peak and after, and its growth; V8 heap and external memory (peak, and after a
// full collection at the end); /health/live latency during it (p50, p99, max); the event loop's
// delay (p99, max); and the targets with PASS or MISS.
// Targets: RSS growth (peak - before) under 50 MB, /health/live p99 under 100 ms.
// Usage: npm run bench:export [-- --events 1000000 --runs 1 --read-mbps 0]
//   --runs N       exports of the same seeded data, each from a new server process (medians printed)
//   --read-mbps X  the client reads at most X MB/s (a slow reader: the server must not buffer ahead)
import { readFileSync } from 'node:fs';
import { createSecrets } from '../server/crypto/secrets';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { addStaffAccount } from '../server/staff/accounts/addAccount';
import { totpCode } from '../server/staff/auth/totp';
import { ensurePgliteFolderTemplate } from '../tests/helpers/pgliteTemplate';
import { startServerProcess, type ServerProcess } from '../tests/helpers/serverProcess';
import { newStorage, type Storage } from '../tests/helpers/serverStorage';
import { TEST_KEY } from '../tests/helpers/testApp';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EVENTS = arg('events', 1_000_000);
const RUNS = arg('runs', 1);
const READ_MBPS = arg('read-mbps', 0);
const APPLICATIONS = 1000;
const DAY = '2026-01-15';
const BATCH = 100_000;
const RSS_GROWTH_TARGET_MB = 50;
const HEALTH_P99_TARGET_MS = 100;
/** The server with the probe loaded and a full collection available to it. */
const PROBED_SERVER = ['--expose-gc', '--import', 'tsx', '--import', './scripts/lib/bench-probe.mjs', 'server/main.ts'];

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

interface Memory { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number }
interface ProbeReport { now: Memory; peak: Memory; afterGc: Memory | null; loopDelayMs: { p50: number; p99: number; max: number; count: number } }

/** Asks the server's probe for its figures since the last report (and starts it counting again). */
async function probe(server: ServerProcess): Promise<ProbeReport> {
  const seen = server.output().split('BENCH_PROBE ').length;
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 200; i++) {
    const parts = server.output().split('BENCH_PROBE ');
    if (parts.length > seen) return JSON.parse(parts[parts.length - 1].split('\n')[0]) as ProbeReport;
    await sleep(25);
  }
  throw new Error('the server probe did not answer');
}

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

interface RunResult { rows: number; mb: number; seconds: number; rssBefore: number; rssWarm: number; rssPeak: number; rssAfter: number; growth: number; healthP50: number; healthP99: number; healthMax: number; idleP99: number; loopP99: number; loopMax: number }

const auditor = { email: 'bench.auditor@cu.test', password: 'a long bench password 1', roles: ['auditor' as const], displayName: 'Bench Auditor' };

/** One export from a new server process. */
async function exportOnce(storage: Storage, totpSecret: string, run: number): Promise<RunResult> {
  const server = await startServerProcess({ ...storage.env, LOG_LEVEL: 'warn', JOBS: 'off' }, PROBED_SERVER);
  const pid = server.child.pid!;
  try {
    // A TOTP code is good once: the second run waits for the next 30-second step.
    if (run > 0) await sleep(30_000 - (Date.now() % 30_000) + 500);
    const login = await fetch(`${server.base}/api/staff/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: auditor.email, password: auditor.password, totp: totpCode(totpSecret, new Date()) }),
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
    const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('staff_sid=')) ?? '').split(';')[0];
    await sleep(1500);
    // The same checks with the server idle first: what the machine's load alone does to their latency.
    const idle: number[] = [];
    for (const until = performance.now() + 3000; performance.now() < until; await sleep(20)) {
      const t = performance.now();
      await (await fetch(`${server.base}/health/live`)).arrayBuffer();
      idle.push(performance.now() - t);
    }
    const rssBefore = rssMb(pid); // as the idle server is (before the probe's full collection, which may shrink it)
    const start = await probe(server); // a full collection, then the peaks and the loop delay count from here

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
    let rssWarm = 0;
    const decoder = new TextDecoder();
    for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
      if (!firstByteMs) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      const text = decoder.decode(chunk, { stream: true });
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
      if (/"ssn":"2000\d{5}"/.test(text)) leaked = true;
      if (!rssWarm && lines >= EVENTS / 10) rssWarm = rssMb(pid);
      if (READ_MBPS > 0) {
        const ahead = bytes / (READ_MBPS * 1024 * 1024) - (performance.now() - started) / 1000;
        if (ahead > 0) await sleep(ahead * 1000);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    exporting = false;
    await Promise.all([sampler, prober]);
    const end = await probe(server);
    const rssAfter = rssMb(pid);
    peak = Math.max(peak, end.peak.rss);
    const rows = lines - 1;
    const growth = peak - rssBefore;
    const r: RunResult = {
      rows, mb: bytes / 1024 / 1024, seconds, rssBefore, rssWarm, rssPeak: peak, rssAfter, growth,
      healthP50: percentile(health, 50), healthP99: percentile(health, 99), healthMax: Math.max(...health), idleP99: percentile(idle, 99),
      loopP99: end.loopDelayMs.p99, loopMax: end.loopDelayMs.max,
    };
    console.log(`run ${run + 1}: ${rows.toLocaleString('en-US')} rows${rows === EVENTS ? '' : ` (EXPECTED ${EVENTS})`}, ${r.mb.toFixed(1)} MB in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s), first byte after ${firstByteMs.toFixed(0)} ms${leaked ? '; AN UNMASKED SSN WAS IN THE FILE' : '; personal data masked'}${READ_MBPS ? `; client reading at most ${READ_MBPS} MB/s` : ''}`);
    console.log(`  server RSS: ${rssBefore.toFixed(0)} MB before, ${rssWarm.toFixed(0)} MB after warm-up (10% of rows), ${peak.toFixed(0)} MB at peak, ${rssAfter.toFixed(0)} MB after (full collection: ${end.afterGc ? `${end.afterGc.rss.toFixed(0)} MB` : 'n/a'}); growth ${growth.toFixed(0)} MB (peak - warm-up: ${(peak - rssWarm).toFixed(0)} MB)  target < ${RSS_GROWTH_TARGET_MB} MB: ${verdict(growth < RSS_GROWTH_TARGET_MB)}`);
    console.log(`  V8 heap used: ${start.afterGc?.heapUsed ?? start.now.heapUsed} MB before, ${end.peak.heapUsed} MB at peak (heap total ${end.peak.heapTotal} MB), ${end.afterGc?.heapUsed ?? end.now.heapUsed} MB after a full collection; external memory peak ${end.peak.external} MB (array buffers ${end.peak.arrayBuffers} MB)`);
    console.log(`  /health/live during the export: ${health.length} checks, p50 ${r.healthP50.toFixed(1)} ms, p99 ${r.healthP99.toFixed(1)} ms, max ${r.healthMax.toFixed(1)} ms  target p99 < ${HEALTH_P99_TARGET_MS} ms: ${verdict(r.healthP99 < HEALTH_P99_TARGET_MS)} (idle server just before: p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${r.idleP99.toFixed(1)} ms)`);
    console.log(`  server event-loop delay during the export (beyond its 5 ms sampling): p50 ${end.loopDelayMs.p50.toFixed(1)} ms, p99 ${r.loopP99.toFixed(1)} ms, max ${r.loopMax.toFixed(1)} ms`);
    return r;
  } catch (error) {
    console.error(`server output:\n${server.output().slice(-3000)}`);
    throw error;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) await ensurePgliteFolderTemplate();
  const storage = await newStorage(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const secrets = createSecrets(Buffer.from(TEST_KEY, 'base64'));
  try {
    const db = await storage.open();
    const t0 = performance.now();
    let totpSecret = '';
    try {
      await migrate(db); // a new PostgreSQL schema is empty; the PGlite copy is migrated already (no-op)
      await seed(db);
      await db.query('ANALYZE'); // the statistics autovacuum keeps on a live database (the export's plan depends on them)
      totpSecret = (await addStaffAccount(db, secrets, 'Bench CU', auditor, new Date())).totpSecret;
    } finally {
      await db.close();
    }
    console.log(`database: ${storage.name}; seeded ${EVENTS.toLocaleString('en-US')} events over ${APPLICATIONS} applications in ${((performance.now() - t0) / 1000).toFixed(1)} s; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    const results: RunResult[] = [];
    for (let run = 0; run < RUNS; run++) results.push(await exportOnce(storage, totpSecret, run));
    const m = (pick: (r: RunResult) => number) => median(results.map(pick));
    console.log(`${RUNS > 1 ? `median of ${RUNS} runs` : 'result'}: ${m((r) => r.rows).toLocaleString('en-US')} rows, ${m((r) => r.mb).toFixed(1)} MB in ${m((r) => r.seconds).toFixed(1)} s; server RSS growth ${m((r) => r.growth).toFixed(0)} MB (target < ${RSS_GROWTH_TARGET_MB} MB: ${verdict(m((r) => r.growth) < RSS_GROWTH_TARGET_MB)}); /health/live p50 ${m((r) => r.healthP50).toFixed(1)} ms, p99 ${m((r) => r.healthP99).toFixed(1)} ms (target < ${HEALTH_P99_TARGET_MS} ms: ${verdict(m((r) => r.healthP99) < HEALTH_P99_TARGET_MS)}), max ${m((r) => r.healthMax).toFixed(1)} ms, idle p99 ${m((r) => r.idleP99).toFixed(1)} ms; event-loop delay p99 ${m((r) => r.loopP99).toFixed(1)} ms; load average now ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  } finally {
    await storage.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
