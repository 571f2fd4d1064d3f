import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db';

/** A PostgreSQL pool on `url`; `searchPath` puts every connection in that schema (tests). */
export function openPostgres(url: string, searchPath?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const run = async <T>(c: pg.Pool | pg.PoolClient, sql: string, params: unknown[] = []): Promise<QueryResult<T>> => {
    const r = await c.query(sql, params);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
