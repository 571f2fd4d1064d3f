import { EnvError, parseEnv } from '../config/env';
import { erasePersonalData, erasureRefusal } from '../domain/retention/erase';
import { openDatabase } from '../app/plugins/database';

/**
 * `npm run pii:erase -- <application_id>`: erases an applicant's personal data on their request
 * where law allows (not for a loan, whose records must be kept): the encrypted name, phone and
 * date of birth, free text, accounts and signature details; the decision and audit trail stay.
 */
async function main(): Promise<void> {
  const [id] = process.argv.slice(2);
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error('usage: npm run pii:erase -- <application_id>');
  const db = await openDatabase(parseEnv(process.env));
  try {
    const refusal = await erasureRefusal(db, id);
    if (refusal) throw new Error(`Not erased: ${refusal}.`);
    const { applications } = await db.transaction((tx) => erasePersonalData(tx, [id], new Date(), 'request'));
    console.log(applications ? `Personal data of application ${id} erased.` : `Application ${id} was already erased.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error instanceof Error ? error.message : String(error));
  process.exit(1);
});
