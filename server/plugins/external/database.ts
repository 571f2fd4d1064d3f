import { join } from 'node:path';
import type { Env } from '../../config/env';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';

/**
 * Opens the database of `env` (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/pglite) and migrates it; `onMigrated` hears the names of the files applied.
 */
export async function openDatabase(env: Env, onMigrated?: (applied: string[]) => void): Promise<Db> {
  const db = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(join(env.DATA_DIR, 'pglite'));
  try {
    const applied = await migrate(db);
    onMigrated?.(applied);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
