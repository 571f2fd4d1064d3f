import { join } from 'node:path';
import type { Env } from '../../config/env';
import { ensurePrivateDir } from '../../config/privateDir';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';

/**
 * Opens the database of `env` (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/pglite, both folders private to this user) and migrates it.
 */
export async function openDatabase(env: Env): Promise<Db> {
  if (!env.DATABASE_URL) ensurePrivateDir(env.DATA_DIR);
  const db = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(join(env.DATA_DIR, 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
