import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (the one holding package.json, flows/, schemas/, locales/ and
 * server/db/migrations/), found by walking up from this module. The same answer whether the
 * server runs from its TypeScript sources (tsx, tests) or from the compiled bundle in
 * dist-server/, where every module shares the bundle's own location.
 */
export const PROJECT_ROOT: string = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'server'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no project folder (package.json beside server/) above ${from}`);
  }
}

/** A path inside the project folder. */
export function projectPath(...parts: string[]): string {
  return join(PROJECT_ROOT, ...parts);
}
