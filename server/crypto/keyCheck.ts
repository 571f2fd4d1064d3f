import { EnvError } from '../config/env';
import type { Db, Queryable } from '../db/db';
import type { Secrets } from './secrets';

/**
 * Why the keys of `secrets` do not fit the stored data, or null when they do, from one member
 * of the directory (the first by id): its SSN must decrypt under a configured key and hash to
 * its lookup hash under the lookup key. Catches, before any applicant meets it, a data key
 * removed too early and a lookup key that changed (every member would be "not found").
 */
export async function keyMismatch(db: Queryable, secrets: Secrets): Promise<string | null> {
  const { rows } = await db.query<{ member_id: string; ssn_enc: string; ssn_hmac: string }>('SELECT member_id, ssn_enc, ssn_hmac FROM members ORDER BY member_id LIMIT 1');
  if (!rows.length) return null;
  let ssn: string;
  try {
    ssn = secrets.decrypt(rows[0].ssn_enc);
  } catch (error) {
    return `members.ssn_enc of member ${rows[0].member_id}: ${(error as Error).message}`;
  }
  if (secrets.hmac('ssn', ssn) === rows[0].ssn_hmac) return null;
  return `The SSN lookup hashes of the member directory were not made with lookup key ${secrets.lookupKeyId}: set LOOKUP_KEY to the key they were made with (by default the last key of ENCRYPTION_KEYS; see "Key rotation" in docs/operations.md)`;
}

/**
 * Start-up check: throws EnvError with keyMismatch's reason when the keys do not fit the data
 * (closing `db` first when `closeOnError`, the app's own database).
 */
export async function assertKeysFitData(db: Db, secrets: Secrets, closeOnError: boolean): Promise<void> {
  const problem = await keyMismatch(db, secrets);
  if (!problem) return;
  if (closeOnError) await db.close().catch(() => undefined);
  throw new EnvError(`Invalid environment:\n  ${problem}`);
}
