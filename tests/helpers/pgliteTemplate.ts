import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { projectPath } from '../../server/config/projectRoot';
import { pooledPglite } from './pglitePool';

const MIGRATIONS = projectPath('server', 'db', 'migrations');
/**
 * The file a migrated PGlite is dumped to: named by the PGlite version and the migrations'
 * contents, so a changed migration makes a new template and two checkouts never share a stale one.
 */
export function pgliteTemplatePath(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(projectPath('node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version);
  for (const file of readdirSync(MIGRATIONS).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  return join(TEMPLATES, `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Where the templates are kept between runs (the temporary folder: a new machine makes them again). */
const TEMPLATES = join(tmpdir(), 'microloan-test');

/**
 * Makes the template once (Vitest's global setup): an in-memory PGlite with every migration,
 * dumped with `dumpDataDir`. Creating and migrating a PGlite costs seconds; loading the dump
 * about one, and every database test opens several.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const path = pgliteTemplatePath();
  if (existsSync(path)) return path;
  const db = await openPglite();
  try {
    await migrate(db);
    const dump = await db.raw.dumpDataDir('none');
    mkdirSync(TEMPLATES, { recursive: true });
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path); // whole or absent, even with two runs at once
  } finally {
    await db.close();
  }
  return path;
}

let cached: Blob | undefined;

/**
 * An in-memory PGlite holding every migration and nothing else, as loaded from the template (made
 * on first use when global setup has not): a database of this process's pool wiped back to that
 * state when there is one (tests/helpers/pglitePool.ts), else a new copy of the template.
 */
export async function openMigratedPglite(): Promise<Db> {
  return pooledPglite(async () => {
    if (!cached) cached = new Blob([readFileSync(await ensurePgliteTemplate())]);
    return openPglite(undefined, cached);
  });
}

/**
 * A migrated PGlite data folder on disk (made once, beside the dump): the `pglite` folder a
 * server process under test would otherwise create and migrate at every start (about 3 s).
 */
export async function ensurePgliteFolderTemplate(): Promise<string> {
  const path = pgliteTemplatePath().replace(/\.tar$/, '.folder');
  if (existsSync(path)) return path;
  mkdirSync(TEMPLATES, { recursive: true });
  const partial = mkdtempSync(`${path}.`);
  const db = await openPglite(join(partial, 'pglite'));
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  try {
    renameSync(join(partial, 'pglite'), path);
  } catch (error) {
    if (!existsSync(path)) throw error; // another run made it first
  }
  rmSync(partial, { recursive: true, force: true });
  return path;
}

/**
 * A new DATA_DIR (mode 700, under the temporary folder) whose `pglite` database is a copy of the
 * migrated folder template: a server process starts on it as on a data folder it made itself.
 * Tests of a first start (the folder's creation and permissions) make their own folder instead.
 */
export async function seededDataDir(prefix = 'ml-seeded-'): Promise<string> {
  const template = await ensurePgliteFolderTemplate();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(template, join(dir, 'pglite'), { recursive: true });
  return dir;
}
