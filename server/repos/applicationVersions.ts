import type { Queryable } from '../db/db';

/**
 * The current version of each application of `ids` (one indexed read by primary key); an id with
 * no row is left out. `ids` are application ids as stored (uuids), never input.
 */
export async function applicationVersions(q: Queryable, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const { rows } = await q.query<{ id: string; version: number | string }>(
    'SELECT id, version FROM applications WHERE id = ANY($1::uuid[])',
    [`{${ids.join(',')}}`],
  );
  return new Map(rows.map((r) => [String(r.id), Number(r.version)]));
}
