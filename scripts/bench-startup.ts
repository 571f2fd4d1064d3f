// `npm run bench:startup`: what starting the server costs in CPU, the figure every test that builds
// an app or starts a process pays (and a production process once):
//   - buildApp on a migrated PGlite, in one process: the first build (modules loaded) and the
//     median of the next builds (what a test file pays per app once its worker is warm);
//   - the compiled server (dist-server/main.js, `npm run build:server` first) started as a process
//     on a copy of the migrated data folder, until it answers: CPU of the process (user + system).
// CPU time, not wall time: it holds better than wall time when other work shares the machine.
// `BENCH_BUILDS` (default 12) and `BENCH_STARTS` (default 3) set the counts. `BENCH_SERVER_DIRS`
// (default dist-server) names compiled servers to compare side by side, comma-separated (each a folder
// inside the project, an older build copied there say), started in turn so both share the machine's state.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../tests/helpers/freePort';
import { openMigratedPglite, seededDataDir } from '../tests/helpers/pgliteTemplate';
import { testApp } from '../tests/helpers/testApp';

const BUILDS = Number(process.env.BENCH_BUILDS ?? 12);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const SERVER_DIRS = (process.env.BENCH_SERVER_DIRS ?? 'dist-server').split(',').map((dir) => dir.trim()).filter(Boolean);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return Math.round((used.user + used.system) / 1000);
};

/** CPU ms of each buildApp + ready on one migrated PGlite. */
async function buildCosts(): Promise<number[]> {
  const db = await openMigratedPglite();
  const costs: number[] = [];
  try {
    for (let i = 0; i < BUILDS; i++) {
      const since = process.cpuUsage();
      const { app } = await testApp(db);
      await app.ready();
      costs.push(cpuMs(since));
      await app.close();
    }
  } finally {
    await db.close();
  }
  return costs;
}

/** CPU ms of the compiled server process from its start until /api/dev/outbox answers (Linux /proc). */
async function processStartCost(serverDir: string): Promise<number> {
  const dataDir = await seededDataDir('ml-bench-start-');
  const port = await freePort();
  const child = spawn(process.execPath, [`${serverDir}/main.js`], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).ok) break;
      } catch { /* not up yet */ }
      await sleep(50);
    }
    // Fields 14 and 15 of /proc/<pid>/stat: user and system time in clock ticks (100 per second).
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const builds = await buildCosts();
console.log(`buildApp on PGlite (${BUILDS} builds in one process): first ${builds[0]} ms CPU, then median ${median(builds.slice(1))} ms CPU`);
const missing = SERVER_DIRS.filter((dir) => !existsSync(`${dir}/main.js`));
if (missing.length) {
  console.log(`compiled server start: skipped, no ${missing.map((dir) => `${dir}/main.js`).join(', ')} (run \`npm run build:server\` first)`);
} else {
  const starts = new Map(SERVER_DIRS.map((dir) => [dir, [] as number[]]));
  for (let i = 0; i < STARTS; i++) for (const dir of SERVER_DIRS) starts.get(dir)!.push(await processStartCost(dir));
  for (const [dir, costs] of starts) console.log(`compiled server process start until it answers (${dir}, ${STARTS} starts): median ${median(costs)} ms CPU (${costs.join(', ')})`);
}
