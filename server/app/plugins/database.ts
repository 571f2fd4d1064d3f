import { join } from 'node:path';
import fp from 'fastify-plugin';
import { upsertMember } from '../../adapters/members/memberStore';
import { demoMembers } from '../../adapters/members/demoMembers';
import { usesBuiltInMembers } from '../coreBanking';
import type { Env } from '../../config/env';
import { ensurePrivateDir } from '../../config/privateDir';
import { assertKeysFitData } from '../../crypto/keyCheck';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPostgres } from '../../db/postgres';

/**
 * Opens the database of `env` (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/pglite, both folders private to this user) and migrates it; `onMigrated` hears the
 * names of the files applied.
 */
export async function openDatabase(env: Env, onMigrated?: (applied: string[]) => void): Promise<Db> {
  if (!env.DATABASE_URL) ensurePrivateDir(env.DATA_DIR);
  // PGlite (a WebAssembly PostgreSQL) is loaded only when it is used: a server on PostgreSQL never carries it.
  const db = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await (await import('../../db/pglite')).openPglite(join(env.DATA_DIR, 'pglite'));
  try {
    const applied = await migrate(db);
    onMigrated?.(applied);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

/** Options of the database plugin. */
export interface DatabaseOptions {
  /** A database the caller owns: migrated here, never closed by the app. */
  db?: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The migrated database (server/app/plugins/database.ts). */
    db: Db;
  }
}

/**
 * Decorates `db`: the caller's database (migrated) or the one of the environment, checked
 * against the keys (a data key removed too early, or another lookup key, stops start-up), with
 * the demo members in local mode. A database the app opened is closed with the app.
 */
export const databasePlugin = fp<DatabaseOptions>(async (app, options) => {
  const { env, secrets, now, localMode } = app.config;
  const owned = !options.db;
  const db = options.db ?? (await openDatabase(env));
  try {
    if (options.db) await migrate(options.db);
    await assertKeysFitData(db, secrets, owned);
    if (localMode && usesBuiltInMembers(env)) for (const member of demoMembers(now())) await upsertMember(db, secrets, member);
  } catch (error) {
    if (owned) await db.close().catch(() => undefined);
    throw error;
  }
  app.decorate('db', db);
  if (owned) app.addHook('onClose', async () => db.close());
}, { name: 'database', dependencies: ['config'], decorators: { fastify: ['config'] } });
