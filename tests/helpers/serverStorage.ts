import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../../server/db/db';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { seededDataDir } from './pgliteTemplate';

/** Runs one statement on `url` with a short-lived client. */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(sql);
  await c.end();
}

/** Where server processes under test keep their data: a PGlite folder, or a schema of DATABASE_URL. */
export interface Storage {
  name: string;
  /** Environment that points a server process at it. */
  env: Record<string, string>;
  /** Opens it from the test (close it before a PGlite server starts on it). */
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

/** A new PGlite data folder, its database a copy of the migrated template (tests/helpers/pgliteTemplate.ts). */
export async function pgliteStorage(): Promise<Storage> {
  const dataDir = await seededDataDir('ml-proc-');
  return { name: 'pglite', env: { DATA_DIR: dataDir }, open: () => openPglite(join(dataDir, 'pglite')), cleanup: async () => undefined };
}

/** A new schema of the PostgreSQL at `url` (dropped by cleanup). */
export async function postgresStorage(url: string): Promise<Storage> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  return {
    name: 'postgres',
    env: { DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`, DATA_DIR: mkdtempSync(join(tmpdir(), 'ml-proc-')) },
    open: async () => openPostgres(url, schema),
    cleanup: () => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`),
  };
}

/** The storages of the process tests: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const storageNames = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

/** A new storage of that name. */
export function newStorage(name: string): Promise<Storage> {
  return name === 'postgres' ? postgresStorage(process.env.DATABASE_URL!) : pgliteStorage();
}
