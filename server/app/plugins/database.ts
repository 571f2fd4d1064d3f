import { join } from 'node:path';
import type { Env } from '../../config/env';
import { ensurePrivateDir } from '../../config/privateDir';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPostgres } from '../../db/postgres';

/**
 * Opens the database of `env` (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/pglite, both folders private to this user) and migrates it; `onMigrated` hears the
 * names of the files applied.
 */
export async function openDatabase(env: Env, onMigrated?: (applied: string[]) => void): Promise<Db> {
  if (!env.DATABASE_URL) ensurePrivateDir(env.DATA_DIR);
  // PGlite (a WebAssembly PostgreSQL) is loaded only when it is used: a server on PostgreSQL never carries it.
  const db = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await (await import('../../db/pglite')).openPglite(join(env.DATA_DIR, 'pglite'));
  try {
    const applied = await migrate(db);
    onMigrated?.(applied);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
