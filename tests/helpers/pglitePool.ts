import type { Db, Queryable } from '../../server/db/db';
import type { PgliteDb } from '../../server/db/pglite';

/**
 * Migrated in-memory PGlites kept for reuse within one test process. Opening one from the
 * template costs 0.6 s of CPU on a quiet machine and 1.6 s in a busy test run (about a quarter
 * of the Vitest stage's CPU went to 98 of them); wiping one back to the template's state costs a
 * few milliseconds. A database handed out is indistinguishable from a fresh copy of the template:
 * every table but `schema_migrations` empty, every sequence restarted, no session state, and the
 * same catalog (a database whose tables, columns, indexes, functions, roles, settings or
 * migrations a test changed is closed, never reused).
 */
const idle: PgliteDb[] = [];
/** The template's fingerprint and wipe statement, read from the first database this process opened. */
let template: { fingerprint: string; wipe: string } | undefined;

/** What a database's structure is: every user object of the catalog and the migrations applied. */
const FINGERPRINT_SQL = `
SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS fingerprint FROM (
  SELECT 'ns ' || nspname AS item FROM pg_namespace
  UNION ALL SELECT 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || c.relpersistence::text
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  UNION ALL SELECT 'col ' || c.relname || '.' || a.attname || ' ' || a.atttypid || ' ' || a.attnotnull || ' ' || a.atthasdef || ' ' || a.attisdropped
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND a.attnum > 0
  UNION ALL SELECT 'def ' || c.relname || ' ' || pg_get_expr(d.adbin, d.adrelid)
    FROM pg_attrdef d JOIN pg_class c ON c.oid = d.adrelid
  UNION ALL SELECT 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
    WHERE connamespace NOT IN (SELECT oid FROM pg_namespace WHERE nspname IN ('pg_catalog', 'information_schema'))
  UNION ALL SELECT 'proc ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, ''))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  UNION ALL SELECT 'trg ' || tgrelid::regclass::text || ' ' || tgname FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'type ' || t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  UNION ALL SELECT 'enum ' || enumtypid || ' ' || enumlabel FROM pg_enum
  UNION ALL SELECT 'role ' || rolname || ' ' || rolsuper FROM pg_roles
  UNION ALL SELECT 'ext ' || extname FROM pg_extension
  UNION ALL SELECT 'setting ' || coalesce(array_to_string(setconfig, ','), '') FROM pg_db_role_setting
  UNION ALL SELECT 'policy ' || polname FROM pg_policy
  UNION ALL SELECT 'rule ' || rulename FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  UNION ALL SELECT 'migration ' || t::text FROM schema_migrations t
) items`;

async function fingerprintOf(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0].fingerprint;
}

/** The statement that empties the template's tables and restarts its sequences (read once: a database whose structure differs is never reused). */
async function wipeStatementOf(db: Queryable): Promise<string> {
  const tables = await db.query<{ name: string }>(
    "SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'",
  );
  const sequences = await db.query<{ name: string }>("SELECT quote_ident(sequence_name) AS name FROM information_schema.sequences WHERE sequence_schema = 'public'");
  return [
    tables.rows.length ? `TRUNCATE ${tables.rows.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE` : '',
    ...sequences.rows.map((s) => `ALTER SEQUENCE ${s.name} RESTART`),
  ]
    .filter(Boolean)
    .join(';\n');
}

/**
 * Back to the template's state: session state discarded (settings, temporary tables, prepared
 * statements, listeners, advisory locks), every table of the template but the migrations'
 * emptied and every sequence restarted. Throws when the database cannot be brought back (a
 * table of the template dropped); a table a test added is left, and the fingerprint refuses it.
 */
async function wipe(pg: PgliteDb): Promise<void> {
  const raw = pg.raw;
  // A transaction a test left open (its connection is the database's only one).
  if (raw.isInTransaction()) await raw.exec('ROLLBACK');
  await raw.exec('DISCARD ALL');
  if (template?.wipe) await raw.exec(template.wipe);
}

/**
 * A database of the pool, or a new one made by `open` (a copy of the migrated template). Closing
 * what is returned gives the database back (wiped) instead of closing it; closing it twice is
 * harmless, and a query after the close fails as on a closed PGlite.
 */
export async function pooledPglite(open: () => Promise<PgliteDb>): Promise<Db> {
  let pg = idle.pop();
  if (!pg) {
    pg = await open();
    template ??= { fingerprint: await fingerprintOf(pg), wipe: await wipeStatementOf(pg) };
  }
  const held = pg;
  let closed = false;
  const live = (): PgliteDb => {
    if (closed) throw new Error('PGlite is closed');
    return held;
  };
  return {
    kind: 'pglite',
    query: async (sql, params) => live().query(sql, params),
    transaction: async (fn) => live().transaction(fn),
    async close() {
      if (closed) return;
      closed = true;
      await giveBack(held);
    },
  };
}

async function giveBack(pg: PgliteDb): Promise<void> {
  try {
    await wipe(pg);
    if ((await fingerprintOf(pg)) === template?.fingerprint) {
      idle.push(pg);
      return;
    }
  } catch {
    /* not reusable: closed below */
  }
  await pg.close();
}
