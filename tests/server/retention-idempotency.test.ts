import type { Db } from '../../server/db/db';
import { withIdempotencyKey } from '../../server/adapters/ledger/idempotency';
import { applyRetention, DEFAULT_RETENTION } from '../../server/domain/retention/policy';

const IDEMPOTENCY_REPLAY_DAYS = DEFAULT_RETENTION.idempotencyKeyDays;
import { dbTargets } from '../helpers/dbTargets';

const DAY_MS = 86_400_000;

describe.each(dbTargets())('Idempotency-Key records are purged after their replay window ($name)', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });
  const keys = async () => (await db.query<{ key: string }>('SELECT key FROM idempotency_keys ORDER BY key')).rows.map((r) => r.key);
  const store = (key: string, at: Date) => db.transaction((tx) => withIdempotencyKey(tx, 'ledger.book', key, { amount: 500 }, at, async () => ({ loan: key })));

  it(`keeps a key ${IDEMPOTENCY_REPLAY_DAYS} days (its replay still answers), deletes it after`, async () => {
    const now = new Date('2026-06-30T12:00:00Z');
    await store('app-1.book', new Date(now.getTime() - (IDEMPOTENCY_REPLAY_DAYS + 1) * DAY_MS));
    await store('app-2.book', new Date(now.getTime() - (IDEMPOTENCY_REPLAY_DAYS - 1) * DAY_MS));
    await store('app-3.book', now);
    const result = await applyRetention(db, DEFAULT_RETENTION, now);
    expect(result.idempotencyKeys).toBe(1);
    expect(await keys()).toEqual(['app-2.book', 'app-3.book']);
    expect(await store('app-2.book', now)).toEqual({ value: { loan: 'app-2.book' }, replayed: true });
    expect((await applyRetention(db, DEFAULT_RETENTION, now)).idempotencyKeys).toBe(0);
  });
});
