import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { keyId } from '../../server/crypto/keyring';
import type { Db } from '../../server/db/db';
import { Applicant, injectTransport } from '../helpers/api';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';
import { MARIA } from '../helpers/people';
import { seededDataDir } from '../helpers/pgliteTemplate';
import { testApp } from '../helpers/testApp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OLD = Buffer.alloc(32, 11);
const NEW = Buffer.alloc(32, 22);
const NEXT = Buffer.alloc(32, 33);
const b64 = (k: Buffer) => k.toString('base64');

/** `npm run keys:rotate` as production runs it: the compiled tool (dist-server/rotate-keys.js). */
function rotateCli(env: Record<string, string>, args: string[] = []): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [...compiledTool('rotate-keys'), ...args], {
    cwd: ROOT, encoding: 'utf8', timeout: 80_000,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ENCRYPTION_KEY: '', ENCRYPTION_KEYS: '', LOOKUP_KEY: '', ...env },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('npm run keys:rotate on PGlite (server stopped)', () => {
  it('re-encrypts, prints counts per table, is idempotent, and reports what is still under other keys', async () => {
    await ensureCompiledServer();
    // A migrated database copied from the template: the rotation is tested, not the cluster's creation.
    const DATA_DIR = await seededDataDir('ml-rotate-');
    const { app } = await testApp(undefined as unknown as Db, { env: { DATA_DIR, ENCRYPTION_KEY: b64(OLD) } });
    await new Applicant(injectTransport(app)).freshApplication(MARIA);
    await app.close();

    const first = rotateCli({ DATA_DIR, ENCRYPTION_KEYS: `${b64(NEW)},${b64(OLD)}` });
    expect(first.out).toMatch(/members: [1-9]\d* rows re-encrypted/);
    expect(first.out).toContain('applications: 1 rows re-encrypted');
    expect(first.out).toContain('otp_challenges: 1 rows re-encrypted');
    expect(first.out).toContain(`Every encrypted value is under key ${keyId(NEW)}`);
    expect(first.out).toContain(`set LOOKUP_KEY to it`);
    expect(first.out).not.toContain(b64(NEW));
    expect(first.status).toBe(0);

    const again = rotateCli({ DATA_DIR, ENCRYPTION_KEYS: `${b64(NEW)},${b64(OLD)}` });
    expect(again.out).toContain('members: 0 rows re-encrypted');
    expect(again.out).toContain('applications: 0 rows re-encrypted');
    expect(again.status).toBe(0);

    // A newer key in front, values not yet moved: --check only reports them, exit 1.
    const check = rotateCli({ DATA_DIR, ENCRYPTION_KEYS: `${b64(NEXT)},${b64(NEW)}`, LOOKUP_KEY: b64(OLD) }, ['--check']);
    expect(check.out).toContain(`applications.applicant_enc: 1 under key ${keyId(NEW)}`);
    expect(check.out).not.toContain('re-encrypted');
    expect(check.status).toBe(1);

    // The oldest key dropped without LOOKUP_KEY: refused before anything is written.
    const noLookup = rotateCli({ DATA_DIR, ENCRYPTION_KEYS: `${b64(NEXT)},${b64(NEW)}` });
    expect(noLookup.out).toContain('LOOKUP_KEY');
    expect(noLookup.status).toBe(2);
  }, 240_000);
});
