import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openMigratedPglite } from './pgliteTemplate';
import { openPostgres } from '../../server/db/postgres';

/** A database the DB-touching suites run on. */
export interface DbTarget {
  name: 'pglite' | 'postgres';
  /**
   * Opens a fresh database with every migration applied (PostgreSQL: a new schema
   * test_<random>; PGlite: loaded from the migrated template of tests/helpers/pgliteTemplate.ts).
   */
  open(): Promise<Db>;
  /** Opens a fresh database with no table at all (for the tests of the migrations themselves). */
  openEmpty(): Promise<Db>;
}

async function openPostgresSchema(url: string): Promise<Db> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres(url, schema);
  return {
    ...db,
    kind: db.kind,
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export function dbTargets(): DbTarget[] {
  const targets: DbTarget[] = [{ name: 'pglite', open: openMigratedPglite, openEmpty: () => openPglite() }];
  const url = process.env.DATABASE_URL;
  if (url) {
    targets.push({
      name: 'postgres',
      async open() {
        const db = await openPostgresSchema(url);
        await migrate(db);
        return db;
      },
      openEmpty: () => openPostgresSchema(url),
    });
  }
  return targets;
}

/** Every table of the current schema dumped as text (one string). */
export async function dumpDatabase(db: Db): Promise<string> {
  const { rows } = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  let out = '';
  for (const { table_name } of rows) {
    const dump = await db.query<{ t: string }>(`SELECT t::text AS t FROM "${table_name}" t`);
    out += `## ${table_name}\n${dump.rows.map((r) => r.t).join('\n')}\n`;
  }
  return out;
}
