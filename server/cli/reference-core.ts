import { randomBytes } from 'node:crypto';
import { startReferenceCore } from '../adapters/core-banking/reference/referenceCore';
import { demoMembers } from '../adapters/members/demoMembers';
import { upsertMember } from '../adapters/members/memberStore';
import { createSecrets } from '../crypto/secrets';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';

/**
 * `npm run core:reference`: serves the reference core (the built-in member directory and ledger
 * over HTTP by schemas/core-banking.openapi.json) on an in-memory database holding the demo
 * members, on 127.0.0.1:`PORT` (default 4010), with `CORE_BANKING_TOKEN` as its bearer token (a
 * random one, printed, when unset). A local stand-in for a core: run `npm run check:core` or the
 * server (CORE_BANKING_PROVIDER=http) against it. Not for production (refused there).
 */
async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('The reference core serves demo members: it does not run with NODE_ENV=production');
  const port = Number(process.env.PORT || 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer from 0 to 65535 (got "${process.env.PORT}")`);
  const token = process.env.CORE_BANKING_TOKEN || randomBytes(24).toString('base64url');
  const db = await openPglite();
  await migrate(db);
  const secrets = createSecrets(randomBytes(32));
  for (const member of demoMembers(new Date())) await upsertMember(db, secrets, member);
  const core = await startReferenceCore({ db, secrets, token, port });
  console.log(`Reference core at ${core.url} (demo members, in memory; stops with Ctrl+C)`);
  console.log(process.env.CORE_BANKING_TOKEN ? 'Bearer token: CORE_BANKING_TOKEN' : `Bearer token: ${token}`);
  console.log(`Check it: npm run check:core -- ${core.url} --token <token>`);
  const stop = async () => {
    await core.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
