import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EnvError } from './env';

/** Group and others: any permission bit. */
const GROUP_OTHERS = 0o077;

/** Refuses `path` (a folder or a file) when group or others have any permission on it. */
export function assertPrivate(path: string, what: string): void {
  const mode = statSync(path).mode & 0o777;
  if (mode & GROUP_OTHERS) {
    throw new EnvError(`${what} ${path} can be read by other users (mode ${mode.toString(8).padStart(3, '0')}): it holds applicants' data and keys; run chmod -R go-rwx ${path}`);
  }
}

/**
 * Creates `dir` (and missing parents) with mode 700 when missing; refuses to go on when it
 * exists and group or others have any permission on it (the error names the path and the fix).
 */
export function ensurePrivateDir(dir: string, what = 'The data folder'): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
  }
  assertPrivate(dir, what);
}

/**
 * Takes every permission of group and others off the files and folders under `dir`
 * (PGlite's file system creates its files 666 whatever the umask).
 */
export function restrictTree(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const s = lstatSync(path);
    if (s.isSymbolicLink()) continue;
    if (s.mode & GROUP_OTHERS) chmodSync(path, s.mode & 0o700);
    if (s.isDirectory()) restrictTree(path);
  }
}
