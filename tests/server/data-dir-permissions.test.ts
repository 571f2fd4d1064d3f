import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvError } from '../../server/config/env';
import type { Db } from '../../server/db/db';
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

describe('the data folder (PGlite and the generated key file) is private to the user', () => {
  it('a fresh DATA_DIR, its database folder and every file in them get no group or other permissions', async () => {
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

  it('refuses to start when others can read DATA_DIR, the database folder or the key file, naming the path and the fix', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ml-perm-'));
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
