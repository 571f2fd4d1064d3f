/** Rows and count of one statement. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Something that runs SQL (the database or an open transaction). PostgreSQL dialect, `$n` parameters. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/** The database: PGlite in a data folder or a PostgreSQL pool (same SQL, same migrations). */
export interface Db extends Queryable {
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Releases the connection(s). */
  close(): Promise<void>;
  /** 'pglite' or 'postgres'. */
  readonly kind: 'pglite' | 'postgres';
}
