import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvError } from '../../server/config/env';
import type { Db } from '../../server/db/db';
import { seededDataDir } from '../helpers/pgliteTemplate';
import { testApp } from '../helpers/testApp';

/** Every path under `dir` whose mode gives group or others any permission. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const s = statSync(path);
    if (s.mode & 0o077) found.push(`${path} ${(s.mode & 0o777).toString(8)}`);
    if (s.isDirectory()) found.push(...openToOthers(path));
  }
  return found;
}

const noDb = undefined as unknown as Db;

// These tests build the app on a real PGlite folder: a first start on an empty folder creates the
// cluster (initdb in WebAssembly, 10-15 s of CPU on these machines), and every start opens the
// database (seconds of CPU): at a load of 10 on 2 cores, several times that. Their time limit says so.
const PGLITE_STARTS_MS = 180_000;

describe('the data folder (PGlite and the generated key file) is private to the user', () => {
  it('a fresh DATA_DIR, its database folder and every file in them get no group or other permissions', { timeout: PGLITE_STARTS_MS }, async () => {
    const parent = mkdtempSync(join(tmpdir(), 'ml-perm-'));
    chmodSync(parent, 0o755);
    const dataDir = join(parent, 'data');
    const { app } = await testApp(noDb, { env: { DATA_DIR: dataDir, ENCRYPTION_KEY: '' } });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'encryption.key')).mode & 0o777).toBe(0o600);
      expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuses to start when others can read DATA_DIR, the database folder or the key file, naming the path and the fix', { timeout: PGLITE_STARTS_MS }, async () => {
    // The folder's database is a copy of the migrated template (what is tested is the refusal, not the cluster's creation).
    const dataDir = await seededDataDir('ml-perm-');
    const start = () => testApp(noDb, { env: { DATA_DIR: dataDir, ENCRYPTION_KEY: '' } }).then(async ({ app }) => { await app.close(); return null; }, (error: unknown) => error);

    chmodSync(dataDir, 0o755);
    let error = await start();
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toContain(`chmod -R go-rwx ${dataDir}`);

    chmodSync(dataDir, 0o700);
    expect(await start()).toBeNull();
    chmodSync(join(dataDir, 'encryption.key'), 0o644);
    error = await start();
    expect((error as Error).message).toContain(`chmod -R go-rwx ${join(dataDir, 'encryption.key')}`);

    chmodSync(join(dataDir, 'encryption.key'), 0o600);
    chmodSync(join(dataDir, 'pglite'), 0o750);
    error = await start();
    expect((error as Error).message).toContain(`The database folder ${join(dataDir, 'pglite')} can be read by other users`);
  });

  it('with ENCRYPTION_KEY and PGlite, a shared DATA_DIR is refused too', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'ml-perm-')), 'shared');
    mkdirSync(dataDir, { mode: 0o777 });
    chmodSync(dataDir, 0o777);
    const error = await testApp(noDb, { env: { DATA_DIR: dataDir } }).then(async ({ app }) => { await app.close(); return null; }, (e: unknown) => e);
    expect((error as Error).message).toContain(`The data folder ${dataDir} can be read by other users (mode 777)`);
  });
});
