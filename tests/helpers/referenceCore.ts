import { randomBytes } from 'node:crypto';
import { demoMembers } from '../../server/adapters/members/demoMembers';
import { upsertMember } from '../../server/adapters/members/memberStore';
import { startReferenceCore } from '../../server/adapters/core-banking/reference/referenceCore';
import { createSecrets } from '../../server/crypto/secrets';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';

/** A reference core on its own database, with the demo members, listening on 127.0.0.1. */
export interface TestCore {
  /** Base URL of the contract (with its path prefix). */
  url: string;
  token: string;
  /** The core's own database (its ledger and members tables). */
  db: Db;
  close(): Promise<void>;
}

/**
 * Starts the reference core (the built-in directory and ledger over HTTP) on a fresh database
 * of `target` holding the demo members, under the path prefix `/microloan/v1`, with a random
 * bearer token. `close` stops it and closes its database.
 */
export async function startTestCore(target: { open(): Promise<Db> }, now: () => Date = () => new Date()): Promise<TestCore> {
  const db = await target.open();
  await migrate(db);
  const secrets = createSecrets(randomBytes(32));
  for (const member of demoMembers(now())) await upsertMember(db, secrets, member);
  const token = randomBytes(24).toString('base64url');
  const core = await startReferenceCore({ db, secrets, token, now, prefix: '/microloan/v1' });
  return {
    url: core.url, token, db,
    async close() {
      await core.close();
      await db.close();
    },
  };
}
