// `npm run bench:cluster`: many instances behind a load balancer, proven on this machine.
// nginx (Debian's, installed when missing and allowed) in front of 3 compiled server processes
// on PostgreSQL: a private server started from the local installation's binaries when this runs
// as root (so that its restart disturbs nobody else), else a fresh schema of DATABASE_URL. Two runs of 200 concurrent scripted
// applications, apply to funded (or their decided end):
//   calm:  nothing happens to the cluster;
//   chaos: every 10 s a random instance is killed (kill -9) and started again, and once
//          PostgreSQL itself is restarted mid-run.
// Prints throughput, p50/p99 per step, completed flows, retries the clients made, and the
// anomalies found in the database (lost, stuck, duplicated, double-funded: must be 0).
// In the chaos run the applicants arrive over 45 s (all 200 at once finish before the first
// kill). Everything listens on 127.0.0.1; every loop is bounded. Usage: npm run bench:cluster [-- --flows 200]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../tests/helpers/serverProcess';
import { newStorage } from '../tests/helpers/serverStorage';
import { BenchApplicant, FlowStats } from './lib/benchFlow';
import { benchMembers, membersCsv, type BenchMember } from './lib/benchMembers';
import { ensureNginx, Instance, startNginx } from './lib/clusterParts';
import { clusterAnomalies } from './lib/clusterAnomalies';
import { startPrivatePostgres } from './lib/privatePostgres';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const FLOWS = arg('flows', 200);
const INSTANCES = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

ensureNginx();
const privatePg = await startPrivatePostgres();
if (privatePg) process.env.DATABASE_URL = privatePg.url;
else if (!process.env.DATABASE_URL) {
  console.error('bench:cluster needs PostgreSQL: run it as root on a machine with PostgreSQL installed, or set DATABASE_URL');
  process.exit(1);
}
console.log(`PostgreSQL: ${privatePg ? `a private server (${privatePg.url})` : 'DATABASE_URL (no restart in the chaos run)'}`);
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const storage = await newStorage('postgres');
const schema = /search_path=([a-z0-9_]+)/.exec(decodeURIComponent(storage.env.DATABASE_URL))?.[1] ?? 'public';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4, options: `-c search_path=${schema}` });
pool.on('error', () => undefined); // a restart of PostgreSQL drops idle clients
const batches = [benchMembers(FLOWS, 0), benchMembers(FLOWS, 1)];
const csv = join(mkdtempSync(join(tmpdir(), 'bench-cluster-')), 'members.csv');
writeFileSync(csv, membersCsv(batches.flat()));

const env = {
  ...storage.env, NODE_ENV: 'development', LOG_LEVEL: 'error', TRUST_PROXY: '2', JOBS: 'on', JOB_POLL_MS: '100',
  JOB_LEASE_MS: '5000', JOB_BACKOFF_MS: '500', ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
};
execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/import-members.ts', csv], { env: { ...process.env, ...env }, stdio: 'pipe' });
const instances: Instance[] = [];
for (let i = 0; i < INSTANCES; i++) instances.push(new Instance(await freePort(), env));
await Promise.all(instances.map((x) => x.start()));
const nginx = await startNginx(instances.map((x) => x.port));

/** Runs one batch of flows at once through nginx while `disturb` runs beside them; prints the figures. */
async function runBatch(label: string, members: BenchMember[], spreadMs: number, disturb: (running: () => boolean) => Promise<string[]>): Promise<void> {
  const stats = new FlowStats();
  let running = true;
  const t0 = performance.now();
  const events = disturb(() => running);
  const ends = await Promise.all(members.map(async (m, i) => {
    await sleep((i * spreadMs) / members.length); // arrivals spread over spreadMs (0: all at once)
    return new BenchApplicant(nginx.base, m, `10.${Math.floor(i / 250)}.${i % 250}.${label === 'calm' ? 1 : 2}`, stats, pool).run().catch((error: Error) => {
      stats.broken.push(`${m.lastName}: ${error.message}`);
      return 'broken';
    });
  }));
  running = false;
  const seconds = (performance.now() - t0) / 1000;
  for (const end of ends) stats.count(stats.outcomes, end);
  const anomalies = await clusterAnomalies(pool, members);
  console.log(`\n== ${label}: ${members.length} flows through nginx + ${INSTANCES} instances in ${seconds.toFixed(1)} s (${(members.length / seconds).toFixed(2)} flows/s)`);
  console.log(`events: ${(await events).join('; ') || 'none'}`);
  console.log(`ends: ${[...stats.outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log('step                      calls    p50 ms    p99 ms');
  for (const [step, list] of stats.latencies) {
    list.sort((a, b) => a - b);
    const pct = (p: number) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))].toFixed(0);
    console.log(`${step.padEnd(24)}${String(list.length).padStart(7)}${pct(50).padStart(10)}${pct(99).padStart(10)}`);
  }
  console.log(`client retries (502/503/504, dropped connections, steps already done): ${[...stats.retries].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
  console.log(`anomalies: lost ${anomalies.lost}, stuck ${anomalies.stuck}, duplicated ${anomalies.duplicated}, double-funded ${anomalies.doubleFunded}, failed jobs ${anomalies.failedJobs}`);
  for (const line of [...stats.broken.slice(0, 5), ...anomalies.examples.slice(0, 5)]) console.log(`  ${line}`);
}

try {
  await runBatch('calm', batches[0], 0, async () => []);
  // Chaos: the same 200 applicants arrive over 45 s, so that kills and the restart land mid-flow.
  await runBatch('chaos', batches[1], 45_000, async (running) => {
    const events: string[] = [];
    const started = Date.now();
    let restartedDb = false;
    for (let tick = 1; running() && tick <= 30; tick++) {
      await sleep(10_000);
      if (!running()) break;
      const victim = instances[Math.floor(Math.random() * instances.length)];
      await victim.kill9();
      events.push(`${Math.round((Date.now() - started) / 1000)} s: kill -9 instance :${victim.port}`);
      await victim.start().catch((error: Error) => events.push(`restart failed: ${error.message.slice(0, 120)}`));
      if (!restartedDb && tick === 2) {
        restartedDb = true;
        const at = Math.round((Date.now() - started) / 1000);
        if (privatePg) {
          privatePg.restart();
          events.push(`${at} s: PostgreSQL restarted (back after ${Math.round((Date.now() - started) / 1000) - at} s)`);
        } else events.push(`${at} s: PostgreSQL not restarted (shared server)`);
      }
    }
    return events;
  });
} finally {
  await nginx.stop();
  await Promise.all(instances.map((x) => x.stop()));
  await pool.end();
  await storage.cleanup();
  privatePg?.stop();
}
