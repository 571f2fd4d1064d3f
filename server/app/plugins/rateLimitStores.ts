import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../../db/db';

type Incr = FastifyRateLimitStore['incr'];
type Callback = Parameters<Incr>[1];

/** One hit on a window: the count so far and the ms left, in one atomic statement. */
const HIT_SQL = `
  INSERT INTO rate_limit_windows (key, hits, reset_at) VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_windows.reset_at <= clock_timestamp() THEN 1 ELSE rate_limit_windows.hits + 1 END,
    reset_at = CASE WHEN rate_limit_windows.reset_at <= clock_timestamp() THEN EXCLUDED.reset_at ELSE rate_limit_windows.reset_at END
  RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - clock_timestamp())) * 1000))::float8 AS ttl`;

/** Every this many hits a process deletes the windows that ended (keeps the table small). */
const PURGE_EVERY = 500;

/**
 * A @fastify/rate-limit store in PostgreSQL (table rate_limit_windows), so every process of a
 * deployment counts against the same window: an atomic upsert per hit, never read-then-write.
 * Windows are fixed (they start at the first hit); the database's clock is the only clock.
 */
export function postgresRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let sinceP = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      db.query<{ hits: number; ttl: number }>(HIT_SQL, [this.prefix + key, timeWindow]).then(
        ({ rows }) => {
          if (++sinceP >= PURGE_EVERY) {
            sinceP = 0;
            void db.query('DELETE FROM rate_limit_windows WHERE reset_at < clock_timestamp()').catch(() => undefined);
          }
          callback(null, { current: Number(rows[0].hits), ttl: Number(rows[0].ttl) });
        },
        (error: Error) => callback(error),
      );
    }

    /** A store for one route: its windows are keyed by method and URL too (the plugin passes the route as `routeInfo`). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (Reflect.get(routeOptions, 'routeInfo') ?? routeOptions) as { method?: unknown; url?: unknown };
      return new PostgresRateLimitStore({}, `${this.prefix}${String(route.method ?? '')}${String(route.url ?? '')}|`);
    }
  }
  return PostgresRateLimitStore;
}
