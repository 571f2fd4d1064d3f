/**
 * Runs scripts/precompile-validators.mjs through tsx (it imports TypeScript) and throws with
 * its output when it fails. Used by vite.config.ts (every build and dev start) and by the
 * Vitest global setup (before any test).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Generates the validators and checks the flows; throws on failure. */
export function runPrecompile() {
  const tsx = join(root, 'node_modules/.bin/tsx');
  const result = spawnSync(tsx, [join(root, 'scripts/precompile-validators.mjs')], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`precompile-validators failed:\n${result.stderr || result.stdout || result.error?.message}`);
  }
  return result.stdout.trim();
}

export default runPrecompile;
