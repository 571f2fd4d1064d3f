import { PGlite } from '@electric-sql/pglite';
import { ensurePrivateDir, restrictTree } from '../config/privateDir';
import type { Db, Queryable, QueryResult } from './db';

function wrap(q: { query: PGlite['query'] }): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  };
}

/** A PGlite database, with the PGlite itself for the tools that need it (a dump of its data folder). */
export interface PgliteDb extends Db {
  raw: PGlite;
}

/**
 * PGlite in `dataDir`, or in memory when `dataDir` is undefined. The folder is created 700 when
 * missing and refused (EnvError) when group or others have access to it; its files are made
 * private to this user after opening. `loadDataDir` starts it from a dump of another's data
 * folder (`dumpDataDir`; the tests' migrated template).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<PgliteDb> {
  if (dataDir) ensurePrivateDir(dataDir, 'The database folder');
  const pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  if (dataDir) restrictTree(dataDir);
  const base = wrap(pg);
  return {
    kind: 'pglite',
    raw: pg,
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
