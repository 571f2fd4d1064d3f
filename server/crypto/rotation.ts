import type { Db, Queryable } from '../db/db';
import { UnknownKeyError } from './keyring';
import type { Secrets } from './secrets';

/** A table with encrypted columns, re-encrypted row by row under its primary key. */
export interface EncryptedTable {
  table: string;
  key: string;
  columns: string[];
}

/** Every encrypted column of the database (keep in step with the migrations). */
export const ENCRYPTED_TABLES: readonly EncryptedTable[] = [
  { table: 'members', key: 'member_id', columns: ['ssn_enc', 'dob_enc', 'email_enc', 'mailing_address_enc'] },
  { table: 'applications', key: 'id', columns: ['applicant_enc'] },
  { table: 'otp_challenges', key: 'token_hash', columns: ['applicant_enc'] },
  { table: 'sms_messages', key: 'id', columns: ['pending_enc'] },
  { table: 'notices', key: 'id', columns: ['letter_enc'] },
  { table: 'staff_users', key: 'id', columns: ['totp_secret_enc'] },
];

/** What one table's rotation did. */
export interface TableRotation {
  table: string;
  /** Rows re-encrypted under the current key. */
  rotated: number;
  /** Rows left as they were because a value did not decrypt, by key id ('v1' for legacy, 'altered' for a value no key opens). */
  failed: Record<string, number>;
}

/** Options of rotateKeys. */
export interface RotationOptions {
  /** Rows per transaction (default 200). */
  batchSize?: number;
  /** Passes over each table; a pass after the first retries rows the server held locked (default 3). */
  passes?: number;
  /** Hears each committed batch. */
  onBatch?: (table: string, rows: number) => void;
}

const notCurrent = (column: string) => `(${column} IS NOT NULL AND ${column} NOT LIKE $1)`;

/** Re-encrypts one row's values; null (and a reason in `failed`) when one does not decrypt. */
function resealRow(secrets: Secrets, row: Record<string, string | null>, columns: string[], failed: Record<string, number>): (string | null)[] | null {
  try {
    return columns.map((c) => {
      const value = row[c];
      return value === null || secrets.keyIdOf(value) === secrets.currentKeyId ? value : secrets.encrypt(secrets.decrypt(value));
    });
  } catch (error) {
    const reason = error instanceof UnknownKeyError ? error.kid : 'altered';
    failed[reason] = (failed[reason] ?? 0) + 1;
    return null;
  }
}

/**
 * One batch of `t` after key `after`: locks up to `size` rows that hold a value not under the
 * current key (`FOR UPDATE SKIP LOCKED`: a row the server is changing is skipped, never
 * overwritten with what was read before its change), re-encrypts and updates them in the same
 * transaction. Answers the rows rotated, the last key seen (null at the end of the table).
 */
async function batch(tx: Queryable, secrets: Secrets, t: EncryptedTable, after: string | null, size: number, failed: Record<string, number>): Promise<{ rotated: number; last: string | null }> {
  const where = `(${t.columns.map(notCurrent).join(' OR ')})${after === null ? '' : ` AND ${t.key} > $3`}`;
  const { rows } = await tx.query<Record<string, string | null>>(
    `SELECT ${t.key}::text AS row_key, ${t.columns.join(', ')} FROM ${t.table} WHERE ${where} ORDER BY ${t.key} LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [`v2.${secrets.currentKeyId}.%`, size, ...(after === null ? [] : [after])],
  );
  let rotated = 0;
  for (const row of rows) {
    const values = resealRow(secrets, row, t.columns, failed);
    if (!values) continue;
    const sets = t.columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
    await tx.query(`UPDATE ${t.table} SET ${sets} WHERE ${t.key} = $1`, [row.row_key, ...values]);
    rotated += 1;
  }
  return { rotated, last: rows.length < size ? null : (rows[rows.length - 1].row_key as string) };
}

/** Rotates one table: passes of batches in key order until a pass finds nothing more to do. */
async function rotateTable(db: Db, secrets: Secrets, t: EncryptedTable, options: RotationOptions): Promise<TableRotation> {
  const size = options.batchSize ?? 200;
  const result: TableRotation = { table: t.table, rotated: 0, failed: {} };
  for (let pass = 0; pass < (options.passes ?? 3); pass += 1) {
    const failed: Record<string, number> = {};
    let inPass = 0;
    let after: string | null = null;
    do {
      const done: { rotated: number; last: string | null } = await db.transaction((tx) => batch(tx, secrets, t, after, size, failed));
      inPass += done.rotated;
      after = done.last;
      if (done.rotated) options.onBatch?.(t.table, done.rotated);
    } while (after !== null);
    result.rotated += inPass;
    result.failed = failed;
    if (!inPass) break;
  }
  return result;
}

/**
 * Re-encrypts every encrypted column under the current key of `secrets`, in batches of short
 * transactions, while the server runs (PostgreSQL). Idempotent: values already under the
 * current key are not touched. Values that no configured key opens are left and counted.
 */
export async function rotateKeys(db: Db, secrets: Secrets, options: RotationOptions = {}): Promise<TableRotation[]> {
  const results: TableRotation[] = [];
  for (const t of ENCRYPTED_TABLES) results.push(await rotateTable(db, secrets, t, options));
  return results;
}

/** Values not under the current key: table, column, key id ('v1' for legacy values) and count. */
export interface Leftover {
  table: string;
  column: string;
  kid: string;
  count: number;
}

/** Every value of the database still under another key than the current one (none after a complete rotation). */
export async function valuesUnderOtherKeys(db: Queryable, secrets: Secrets): Promise<Leftover[]> {
  const out: Leftover[] = [];
  for (const t of ENCRYPTED_TABLES) {
    for (const column of t.columns) {
      const { rows } = await db.query<{ kid: string; n: string | number }>(
        `SELECT CASE WHEN ${column} LIKE 'v2.%' THEN split_part(${column}, '.', 2) ELSE 'v1' END AS kid, count(*) AS n
           FROM ${t.table} WHERE ${notCurrent(column)} GROUP BY 1 ORDER BY 1`,
        [`v2.${secrets.currentKeyId}.%`],
      );
      for (const r of rows) out.push({ table: t.table, column, kid: r.kid, count: Number(r.n) });
    }
  }
  return out;
}
