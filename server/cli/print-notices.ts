import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPrintBatch, isBatchDate, markBatchPrinted } from '../adapters/print/printBatch';
import { resolveEncryptionKeys } from '../config/encryptionKey';
import { EnvError, parseEnv } from '../config/env';
import { createSecrets } from '../crypto/secrets';
import { openDatabase } from '../app/plugins/database';

const USAGE = 'usage: npm run notices:print -- [--date YYYY-MM-DD] [--out file.pdf]   (default: today (UTC), notices-<date>.pdf)';

/** Writes `bytes` to `file` durably (a private temporary file, flushed to disk, then renamed). */
function writeDurably(file: string, bytes: Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

/**
 * `npm run notices:print -- --date YYYY-MM-DD [--out file.pdf]`: writes the day's printable
 * letter batch (server/adapters/print/printBatch.ts; one letter a page) and only then marks its
 * letters 'printed'. The file holds names and addresses: it is created private to this user.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { date: { type: 'string' }, out: { type: 'string' } } });
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  if (!isBatchDate(date)) throw new Error(`not a date: ${date}\n${USAGE}`);
  const out = resolve(values.out ?? `notices-${date}.pdf`);
  const env = parseEnv(process.env);
  const secrets = createSecrets(resolveEncryptionKeys(env), env.OTP_PEPPER);
  const db = await openDatabase(env);
  try {
    const batch = await buildPrintBatch(db, secrets, date);
    if (!batch.pdf) {
      console.log(`No letters to print for ${date}.`);
      return;
    }
    writeDurably(out, batch.pdf);
    const marked = await markBatchPrinted(db, batch, new Date());
    const again = batch.entries.length - marked;
    console.log(`Wrote ${batch.entries.length} letter(s) for ${date} to ${out}; ${marked} marked printed${again ? `, ${again} already printed in this batch` : ''}.`);
    const unaddressed = batch.entries.filter((e) => e.addressMissing).map((e) => e.page);
    if (unaddressed.length) console.log(`No mailing address on file for the letter(s) on page(s) ${unaddressed.join(', ')}: find the member's address and address them by hand.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
