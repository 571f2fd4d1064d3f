// Resident memory of one server process, idle and after load: the compiled server
// (dist-server/main.js, as production runs it) beside the TypeScript one (tsx), on PostgreSQL
// when DATABASE_URL is set (else PGlite, which holds its database in the process).
// Load: 32 applicants sign in (apply, code, verify), then 4000 GET application and 2000 form
// submissions, 32 at a time. Usage: npm run bench:memory [-- --requests 4000]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Applicant, httpTransport } from '../tests/helpers/api';
import { COMPILED_SERVER, startServerProcess, TSX_SERVER } from '../tests/helpers/serverProcess';
import { newStorage } from '../tests/helpers/serverStorage';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 4000);
const CLIENTS = 32;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(label: string, command: string[]): Promise<void> {
  const storage = await newStorage(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const server = await startServerProcess({ ...storage.env, TRUST_PROXY: '1', LOG_LEVEL: 'warn', JOBS: 'on' }, command);
  const pid = server.child.pid!;
  try {
    await sleep(2000);
    const idle = rssMb(pid);
    const applicants: Applicant[] = [];
    for (let c = 0; c < CLIENTS; c++) {
      const send = httpTransport(server.base);
      const a = new Applicant((m, u, b, h = {}) => send(m, u, b, { ...h, 'x-forwarded-for': `10.9.${c}.1` }));
      await a.signIn({ firstName: 'Visitor', lastName: `Number${c}`, ssn: `2000001${String(10 + c).padStart(2, '0')}`, phoneNumber: `20255502${String(10 + c).padStart(2, '0')}`, dob: '1990-01-01' });
      applicants.push(a);
    }
    let next = 0;
    let failures = 0;
    const t0 = performance.now();
    await Promise.all(applicants.map(async (a, c) => {
      while (next < REQUESTS) {
        const i = next++;
        const r = i % 3 === 2 ? await a.call('POST', 'application/loan-amount', { amount: 500 + (i % 5) * 100 }) : await a.call('GET', 'application');
        if (r.status >= 400 && !(r.status === 409 && c >= 0)) failures++;
      }
    }));
    const seconds = (performance.now() - t0) / 1000;
    const loaded = rssMb(pid);
    await sleep(3000);
    const after = rssMb(pid);
    console.log(`${label}: RSS idle ${idle.toFixed(0)} MB, loaded ${loaded.toFixed(0)} MB (${REQUESTS} requests by ${CLIENTS} clients in ${seconds.toFixed(1)} s, failures ${failures}), 3 s later ${after.toFixed(0)} MB`);
  } finally {
    await server.stop();
    await storage.cleanup();
  }
}

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded, in the process)'}`);
await measure('compiled (dist-server/main.js)', COMPILED_SERVER);
await measure('TypeScript through tsx', TSX_SERVER);
