import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Queryable } from './db';
import { projectPath } from '../config/projectRoot';

const MIGRATIONS_DIR = projectPath('server', 'db', 'migrations');
/** Advisory lock key held while migrating, so several processes can start at once. */
const LOCK_KEY = 7321001;

/**
 * Applies `server/db/migrations/NNN_name.sql` in order, each once, recorded in
 * schema_migrations; the whole run holds a transaction-scoped advisory lock.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir).filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      for (const statement of splitSql(readFileSync(join(dir, file), 'utf8'))) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** Migration files not yet recorded in schema_migrations (one cheap query; used by /health/ready). */
export async function pendingMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((r) => r.name));
  return files.filter((f) => !done.has(f));
}

const fileCache = new Map<string, string[]>();

/** The migration files of `dir`, in order (read once per folder). */
function migrationFiles(dir: string): string[] {
  let files = fileCache.get(dir);
  if (!files) {
    files = readdirSync(dir).filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f)).sort();
    fileCache.set(dir, files);
  }
  return files;
}

/** Splits a migration into statements on `;` at line ends (no functions with bodies here). */
function splitSql(text: string): string[] {
  return text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
