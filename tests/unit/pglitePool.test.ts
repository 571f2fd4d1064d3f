import { openMigratedPglite } from '../helpers/pgliteTemplate';

const count = async (db: { query: (sql: string) => Promise<{ rows: unknown[] }> }, sql: string): Promise<number> => ((await db.query(sql)).rows[0] as { n: number }).n;
const outboxRow = "INSERT INTO outbox (\"to\", channel, body, sent_at) VALUES ('+15555550100', 'sms', 'code 123456', now()) RETURNING id::int AS n";

/** The test pool of migrated PGlites (tests/helpers/pglitePool.ts): its reuse must be invisible. */
describe('a migrated PGlite from the pool', () => {
  it('comes back with no rows, its sequences restarted and no session state after a test used it', async () => {
    const first = await openMigratedPglite();
    const migrations = await count(first, 'SELECT count(*)::int AS n FROM schema_migrations');
    expect(migrations).toBeGreaterThan(0);
    const firstId = await count(first, outboxRow);
    expect(await count(first, outboxRow)).toBe(firstId + 1);
    await first.query("SET TIME ZONE 'Asia/Tokyo'");
    await first.query('CREATE TEMP TABLE scratch (x int)');
    await first.close();
    await expect(first.query('SELECT 1')).rejects.toThrow(/closed/);
    await first.close(); // twice: harmless, and not given back twice

    const second = await openMigratedPglite();
    const third = await openMigratedPglite(); // two held at once: never one database
    expect(await count(second, 'SELECT count(*)::int AS n FROM outbox') + (await count(third, 'SELECT count(*)::int AS n FROM outbox'))).toBe(0);
    await second.query('CREATE TABLE only_in_second (x int)');
    expect(await count(third, "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'only_in_second'")).toBe(0);
    await second.query('DROP TABLE only_in_second');
    for (const db of [second, third]) {
      expect(await count(db, 'SELECT count(*)::int AS n FROM schema_migrations')).toBe(migrations);
      expect(await count(db, outboxRow)).toBe(firstId);
      expect(((await db.query<{ z: string }>('SHOW TIME ZONE')).rows[0]).z).not.toBe('Asia/Tokyo');
      expect(await count(db, "SELECT count(*)::int AS n FROM pg_class WHERE relname = 'scratch'")).toBe(0);
    }
    await second.close();
    await third.close();
  });

  it('is not reused when a test changed its structure', async () => {
    const db = await openMigratedPglite();
    await db.query('CREATE TABLE left_behind (x int)');
    await db.close();
    const next = await openMigratedPglite();
    const other = await openMigratedPglite();
    for (const d of [next, other]) expect(await count(d, "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'left_behind'")).toBe(0);
    await next.close();
    await other.close();
  });

  it('is not reused when a test left a transaction open: it is rolled back', async () => {
    const db = await openMigratedPglite();
    await db.query('BEGIN');
    await count(db, outboxRow);
    await db.close();
    const next = await openMigratedPglite();
    expect(await count(next, 'SELECT count(*)::int AS n FROM outbox')).toBe(0);
    await next.query('BEGIN');
    await next.query('COMMIT');
    await next.close();
  });
});
