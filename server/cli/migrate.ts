import { openDatabase } from '../app/plugins/database';
import { EnvError, parseEnv } from '../config/env';

/**
 * `npm run db:migrate`: applies the pending migrations to the configured database
 * (`DATABASE_URL`, else the local PGlite in DATA_DIR) under the same advisory lock the server
 * takes at start, then exits. For a deploy step that migrates before new processes start.
 */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const db = await openDatabase(env, (applied) => console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.'));
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : `Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
