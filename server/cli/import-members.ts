import { readFileSync } from 'node:fs';
import { membersFromCsv } from '../adapters/members/csvMembers';
import { upsertMember } from '../adapters/members/memberStore';
import { resolveEncryptionKeys } from '../config/encryptionKey';
import { parseEnv } from '../config/env';
import { createSecrets } from '../crypto/secrets';
import { openDatabase } from '../app/plugins/database';

/**
 * `npm run members:import -- members.csv`: imports (inserts or replaces) members into the
 * built-in directory of the configured database. Columns: see server/README.md. Any bad row
 * stops the import with one line per problem; nothing is written then.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run members:import -- <file.csv>');
  const { members, errors } = membersFromCsv(readFileSync(file, 'utf8'));
  if (errors.length) {
    console.error(`${file}: nothing imported:\n  ${errors.join('\n  ')}`);
    process.exit(1);
  }
  const env = parseEnv(process.env);
  const secrets = createSecrets(resolveEncryptionKeys(env), env.OTP_PEPPER);
  const db = await openDatabase(env);
  try {
    for (const member of members) await upsertMember(db, secrets, member);
  } finally {
    await db.close();
  }
  console.log(`Imported ${members.length} member(s) with ${members.reduce((n, m) => n + m.accounts.length, 0)} account(s) from ${file}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
