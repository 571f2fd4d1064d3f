import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runConformance, type CheckResult } from '../../server/adapters/core-banking/conformance/runConformance';
import { dbTargets } from '../helpers/dbTargets';
import { BAD_BIRTH_DATE, startFaultyCore, type FaultyCore } from '../helpers/faultyCore';
import { SETUP_TIMEOUT_MS } from '../helpers/httpCoreApp';
import { TEST_V8_FLAGS } from '../helpers/nodeFlags';
import { startTestCore, type TestCore } from '../helpers/referenceCore';

const run = promisify(execFile);

/** `npm run check:core -- <args>` as a child process (asynchronous: the core under test runs in this process). */
async function checkCore(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string; why: string }> {
  const result = await (async () => {
    try {
      const { stdout, stderr } = await run(process.execPath, [...TEST_V8_FLAGS, '--import', 'tsx', 'scripts/check-core.ts', ...args], { env: { ...process.env, ...env }, timeout: 240_000 });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code?: number; signal?: string; stdout?: string; stderr?: string; message?: string };
      return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: `${e.stderr ?? ''}${e.signal ? `\n(killed by ${e.signal})` : ''}${e.stdout === undefined ? `\n${e.message}` : ''}` };
    }
  })();
  // What a failed assertion shows beside stdout: the exit and what the tool wrote to stderr.
  return { ...result, why: `check:core exited ${result.code}; stderr:\n${result.stderr}` };
}

const failed = (results: CheckResult[]) => results.filter((r) => !r.ok).map((r) => r.name);
const rowOf = (stdout: string, name: string) => stdout.split('\n').find((line) => line.includes(name)) ?? '';

describe.each(dbTargets())('npm run check:core against the reference core and broken ones on $name', (target) => {
  let core: TestCore;
  let faulty: FaultyCore;

  beforeAll(async () => {
    core = await startTestCore(target);
    faulty = await startFaultyCore(core.url, core.token);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await faulty?.close();
    await core?.close();
  }, SETUP_TIMEOUT_MS);

  it('the reference core passes every check (exit 0, a PASS table)', async () => {
    // `--token=` form: the reference core's random token starts with a dash one time in 64, which
    // `--token <token>` would read as another option (exit 2: it failed so in a fresh-clone run).
    const { code, stdout, why } = await checkCore([core.url, `--token=${core.token}`]);
    expect(stdout, why).toMatch(/^29 checks passed, 0 failed$/m);
    expect(stdout, why).not.toMatch(/FAIL/);
    expect(rowOf(stdout, 'member by id')).toMatch(/PASS\s+birth_date given$/);
    expect(stdout).not.toContain('1985-03-14');
    expect(code).toBe(0);
    const { rows } = await core.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_disbursements');
    expect(Number(rows[0].n)).toBe(1);
  }, 120_000);

  it('a core that ignores Idempotency-Key fails the replay and burst checks (exit 1)', async () => {
    faulty.rule = ({ method }) => (method === 'POST' ? 'drop-key' : 'pass');
    const { code, stdout } = await checkCore([faulty.url], { CORE_BANKING_TOKEN: core.token });
    expect(code).toBe(1);
    expect(rowOf(stdout, 'book: same key, same body -> the same answer')).toMatch(/FAIL\s+bookLoan: expected 201, got 409 LOAN_EXISTS/);
    expect(rowOf(stdout, 'book: same key, another body -> 422')).toMatch(/FAIL/);
    expect(rowOf(stdout, 'book: 6 parallel calls with one key')).toMatch(/FAIL/);
    expect(rowOf(stdout, 'lookup: the test member')).toMatch(/PASS/);
    expect(stdout).toMatch(/^\d+ checks passed, [1-9]\d* failed$/m);
  }, 120_000);

  it('a core that answers the wrong shape fails the checks that read it', async () => {
    faulty.rule = ({ method, path }) => (method === 'GET' && path.endsWith('/accounts') ? 'bad-shape' : path === '/members/lookup' ? 'bad-shape' : 'pass');
    const { ok, results } = await runConformance({ url: faulty.url, token: core.token });
    expect(ok).toBe(false);
    expect(failed(results)).toEqual(expect.arrayContaining(['lookup: the test member by SSN and date of birth', 'accounts: the test checking account']));
    expect(results.find((r) => r.name === 'accounts: the test checking account')?.detail).toMatch(/listAccounts: 200 body does not match the contract: \/accounts\/0\/balance must be number/);
    expect(results.find((r) => r.name === 'member by id')?.ok).toBe(true);
  });

  it('a core whose birth_date is no calendar date fails the member check (naming the field, not the value); one without birth_date passes it', async () => {
    faulty.rule = ({ method, path }) => (method === 'GET' && path === '/members/M-1001' ? 'bad-birth-date' : 'pass');
    const bad = (await runConformance({ url: faulty.url, token: core.token })).results.find((r) => r.name === 'member by id');
    expect(bad).toMatchObject({ ok: false, detail: expect.stringMatching(/getMember: 200 body does not match the contract: \/birth_date must match format "date"/) });
    expect(bad?.detail).not.toContain(BAD_BIRTH_DATE);
    faulty.rule = ({ method, path }) => (method === 'GET' && path === '/members/M-1001' ? 'no-birth-date' : 'pass');
    const absent = (await runConformance({ url: faulty.url, token: core.token })).results.find((r) => r.name === 'member by id');
    expect(absent).toMatchObject({ ok: true, detail: expect.stringMatching(/^no birth_date/) });
  });

  it('a core that lets calls in without credentials fails the auth checks', async () => {
    faulty.rule = () => 'open-auth';
    const { ok, results } = await runConformance({ url: faulty.url, token: core.token });
    expect(ok).toBe(false);
    expect(failed(results)).toEqual(expect.arrayContaining(['auth: no token -> 401 on reads and writes', 'auth: wrong token -> 401']));
    expect(results.find((r) => r.name === 'auth: wrong token -> 401')?.detail).toBe('listAccounts: expected 401, got 200');
  });

  it('a core that is down fails every check, and a wrong token fails the reads', async () => {
    faulty.rule = () => 'unavailable';
    const down = await runConformance({ url: faulty.url, token: core.token });
    expect(down.results.every((r) => !r.ok)).toBe(true);
    const wrongToken = await runConformance({ url: core.url, token: 'not-the-token' });
    expect(failed(wrongToken.results)).toContain('lookup: the test member by SSN and date of birth');
  });

  it('usage errors exit 2 and name what is missing', async () => {
    const noToken = await checkCore([core.url], { CORE_BANKING_TOKEN: '' });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/No token: pass --token or set CORE_BANKING_TOKEN/);
    const noUrl = await checkCore(['--token', 'x']);
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toMatch(/base URL is missing/);
  }, 120_000);
});
