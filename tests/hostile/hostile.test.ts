import fc from 'fast-check';
import { NAMED_APPLICANTS, JAMES, ROBERT, type Applicant } from './applicants';
import { applyBurst, otpVerifyBurst } from './bursts';
import { checkAnswer, SecretWatch } from './checker';
import { edgeSweep } from './edgeSweep';
import { pool, send, sendRaw, type HostileRequest } from './client';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi';
import { localOnlyPaths, rawProbes, unknownApiPaths } from './rawProbes';
import { Report } from './report';
import { requestArb } from './requestArbitrary';
import { openStorage, startServer, storageNames } from './serverUnderTest';
import { buildSessionPool } from './sessions';
import { seedSweepStaff, signInSweepStaff, staffSweep, sweepProblem } from './staffSweep';

/** Fixed seed: the same requests every run (HOSTILE_SEED to explore others). */
const SEED = Number(process.env.HOSTILE_SEED ?? 20240611);
/** Generated requests per run and database (spread over every operation). */
const REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 10_000);
const KEY = Buffer.alloc(32, 9).toString('base64');
/** Calls that end or advance an application: fuzzed last, so the others meet live sessions. */
const LAST = /\/(cancel|decline-offer|accept-offer|complete-review|decline)$/;

function fuzzOrder(ops: Operation[]): Operation[] {
  return [...ops.filter((op) => !LAST.test(op.path)), ...ops.filter((op) => LAST.test(op.path))];
}

function watchApplySecrets(requests: HostileRequest[], secrets: SecretWatch): void {
  for (const r of requests) {
    if (!r.op.endsWith('/apply') || typeof r.body !== 'string') continue;
    try {
      const body = JSON.parse(r.body) as Partial<Applicant> | null;
      if (typeof body?.ssn === 'string') secrets.add(body.ssn);
    } catch { /* not JSON */ }
  }
}

async function sendAll(base: string, requests: HostileRequest[], report: Report, secrets: SecretWatch, width = 8): Promise<void> {
  await pool(requests, width, async (req) => {
    const answer = await send(base, req);
    report.record(req, answer, checkAnswer(req, answer, secrets));
  });
}

function failureList(report: Report): string[] {
  return [...report.failures.values()].map((f) => `${f.op} -> ${f.status}: ${f.reason}`);
}

describe.each(storageNames())('hostile input, server on %s', (storageName) => {
  it(`answers ${REQUESTS}+ generated requests within the rules`, async () => {
    const storage = await openStorage(storageName);
    // A staff account with every role, in the database before the server opens it (PGlite has one owner at a time).
    const sweepStaff = await seedSweepStaff(storage.env, KEY);
    const server = await startServer({ ...storage.env, ENCRYPTION_KEY: KEY });
    const report = new Report();
    const secrets = new SecretWatch();
    for (const a of NAMED_APPLICANTS) secrets.add(a.ssn, a.dob);
    try {
      const doc = (await (await fetch(`${server.base}/api/openapi.json`)).json()) as OpenApiDocument;
      const ops = fuzzOrder(operationsOf(doc));
      expect(ops.length).toBeGreaterThan(20);
      const sessions = await buildSessionPool(server.base);

      // Concurrency bursts first, on challenges and phones of their own.
      // The race is a matter of timing: three challenges per product (a phone may apply 5 times an hour).
      for (let round = 0; round < 3; round++) {
        await otpVerifyBurst(server.base, 'microloan', JAMES, report, secrets);
        await otpVerifyBurst(server.base, 'pal2', ROBERT, report, secrets);
      }
      await applyBurst(server.base, 'microloan', { firstName: 'Burst', lastName: 'Phone', ssn: '123450001', phoneNumber: '2025550177', dob: '1980-02-02' }, report, secrets);

      const perOp = Math.ceil(REQUESTS / ops.length);
      const requests = [
        ...edgeSweep(ops, sessions, SEED),
        ...ops.flatMap((op, i) => fc.sample(requestArb(op, sessions), { seed: SEED + i, numRuns: perOp })),
      ];
      watchApplySecrets(requests, secrets);
      await sendAll(server.base, requests, report, secrets);

      await sendAll(server.base, unknownApiPaths(), report, secrets, 4);
      // Staff routes signed in: every id and day parameter with malformed values.
      const staffSession = await signInSweepStaff(server.base, sweepStaff);
      await pool(staffSweep(staffSession), 4, async (req) => {
        const answer = await send(server.base, req);
        const problem = sweepProblem(answer);
        report.record(req, answer, [...checkAnswer(req, answer, secrets), ...(problem ? [problem] : [])]);
      });
      for (const probe of rawProbes()) {
        const answer = await sendRaw(server.base, probe.bytes);
        const req: HostileRequest = { op: `raw: ${probe.name}`, kind: 'raw socket', method: 'GET', path: probe.path, headers: {}, body: probe.bytes.subarray(0, 200).toString('latin1') };
        report.record(req, answer, checkAnswer(req, answer, secrets));
      }
      const alive = await fetch(`${server.base}/api/brand`);
      expect(alive.status).toBe(200);
    } finally {
      await server.stop();
      await storage.dispose();
    }
    for (const secret of secrets.find(server.output())) report.fail('server log', 0, `log contains ${secret.split(' ')[0]}`, secret.replace(/\d/g, '#'));
    console.log(report.format(storageName));
    expect(report.total).toBeGreaterThanOrEqual(REQUESTS);
    expect(failureList(report)).toEqual([]);
  });
});

/** Production needs a PostgreSQL server (the embedded PGlite is for local mode only). */
const productionTargets = process.env.DATABASE_URL ? (['postgres'] as const) : [];

describe.each(productionTargets)('hostile input, production mode on %s', (storageName) => {
  it('answers no local-only route or page', async () => {
    const storage = await openStorage(storageName);
    const report = new Report();
    const server = await startServer({
      ...storage.env, NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ENCRYPTION_KEY: KEY, OPERATOR_TOKEN: 'o'.repeat(64), ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1',
    }).catch(async (error: unknown) => {
      await storage.dispose();
      throw error;
    });
    try {
      for (const req of [...localOnlyPaths(), ...unknownApiPaths()]) {
        const answer = await send(server.base, req);
        const problems = checkAnswer(req, answer, new SecretWatch());
        if (req.kind === 'local-only route in production' && answer.status >= 200 && answer.status < 300) problems.push(`local-only route answered ${answer.status} in production`);
        report.record(req, answer, problems);
      }
    } finally {
      await server.stop();
      await storage.dispose();
    }
    console.log(report.format('production'));
    expect(failureList(report)).toEqual([]);
  });
});
