import { parseArgs } from 'node:util';
import { resolveEncryptionKeys } from '../config/encryptionKey';
import { EnvError, parseEnv, type Env } from '../config/env';
import { keyMismatch } from '../crypto/keyCheck';
import { rotateKeys, valuesUnderOtherKeys, type Leftover } from '../crypto/rotation';
import { createSecrets, type Secrets } from '../crypto/secrets';
import { openDatabase } from '../app/plugins/database';

const USAGE = 'usage: npm run keys:rotate -- [--batch-size N] [--check]   (--check: only report the values not under the current key)';

function leftoverLines(leftovers: Leftover[]): string[] {
  return leftovers.map((l) => `  ${l.table}.${l.column}: ${l.count} under ${l.kid === 'v1' ? 'a legacy value without key id' : `key ${l.kid}`}`);
}

function lookupAdvice(env: Env, secrets: Secrets): string {
  if (env.LOOKUP_KEY || secrets.keyIds.length < 2) return `Lookup hashes stay under key ${secrets.lookupKeyId}.`;
  return `Lookup hashes are made with the last key of ENCRYPTION_KEYS (${secrets.lookupKeyId}): before removing it from the list, set LOOKUP_KEY to it.`;
}

/**
 * `npm run keys:rotate`: re-encrypts every encrypted column under the current key (the first
 * of ENCRYPTION_KEYS) in batches, while the server runs (PostgreSQL; PGlite only with the
 * server stopped), then reports what is still under other keys. Exit 0 when nothing is.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'batch-size': { type: 'string' }, check: { type: 'boolean' } } });
  const batchSize = values['batch-size'] === undefined ? 200 : Number(values['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) throw new Error(`--batch-size must be an integer from 1 to 10000\n${USAGE}`);
  const env = parseEnv(process.env);
  const secrets = createSecrets(resolveEncryptionKeys(env), env.OTP_PEPPER);
  const db = await openDatabase(env);
  try {
    const mismatch = await keyMismatch(db, secrets);
    if (mismatch) throw new EnvError(mismatch);
    console.log(`Current key ${secrets.currentKeyId}; previous keys: ${secrets.keyIds.slice(1).join(', ') || 'none'}.`);
    if (!values.check) {
      for (const t of await rotateKeys(db, secrets, { batchSize })) {
        const failed = Object.entries(t.failed).map(([kid, n]) => `${n} not decryptable (${kid === 'altered' ? 'altered' : kid === 'v1' ? 'legacy' : `key ${kid} not configured`})`);
        console.log(`${t.table}: ${t.rotated} rows re-encrypted${failed.length ? `, ${failed.join(', ')}` : ''}`);
      }
    }
    const left = await valuesUnderOtherKeys(db, secrets);
    if (left.length) {
      console.log(`Still under other keys (keep their keys in ENCRYPTION_KEYS; run again once every server encrypts with ${secrets.currentKeyId}):\n${leftoverLines(left).join('\n')}`);
      return 1;
    }
    console.log(`Every encrypted value is under key ${secrets.currentKeyId}: the previous keys may leave ENCRYPTION_KEYS. ${lookupAdvice(env, secrets)}`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
