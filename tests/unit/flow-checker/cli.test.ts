import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './projectFixture';

const run = promisify(execFile);
const CONFIG_DIRS = ['flows', 'schemas', 'locales'];

/** Runs `tsx scripts/check-flows.ts <folder>`; resolves with its exit code and output. */
async function checkFlowsCli(folder: string): Promise<{ code: number; stdout: string }> {
  const tsx = join(REPO_ROOT, 'node_modules/.bin/tsx');
  try {
    const { stdout } = await run(tsx, [join(REPO_ROOT, 'scripts/check-flows.ts'), folder], { cwd: REPO_ROOT });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** The real project's config with a fixture folder of tests/fixtures/flow-checker laid over it. */
function projectWithFixture(fixture: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'flow-checker-'));
  for (const dir of CONFIG_DIRS) cpSync(join(REPO_ROOT, dir), join(folder, dir), { recursive: true });
  cpSync(join(REPO_ROOT, 'tests/fixtures/flow-checker', fixture), folder, { recursive: true });
  return folder;
}

describe('npm run check:flows', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

  it('exits 0 with a one-line summary on the real project', async () => {
    const { code, stdout } = await checkFlowsCli(REPO_ROOT);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\d+ flows, \d+ schemas, \d+ locale files: no problems\n$/);
  });

  it('exits 1 and prints the problem of a broken project', async () => {
    const folder = projectWithFixture('unknown-widget');
    folders.push(folder);
    const { code, stdout } = await checkFlowsCli(folder);
    expect(code).toBe(1);
    expect(stdout.split('\n')).toContain(
      'schemas/forms/housing-expenses.ui.json: /expenses/ui:widget: unknown widget "curency"; known widgets: phone, ssn, currency, otp, accountSelect, text, textarea, select, choices, date, hidden; did you mean "currency"?',
    );
    expect(stdout).toMatch(/\n1 problem in \d+ flows, \d+ schemas, \d+ locale files\.\n$/);
  });

  it('reports a file that is not JSON once', async () => {
    const folder = projectWithFixture('not-json');
    folders.push(folder);
    const { code, stdout } = await checkFlowsCli(folder);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^flows\/microloan\.product\.json: \/: is not valid JSON \(.+\); fix the syntax/);
    expect(stdout).toContain('\n1 problem in');
  });
});
