import { runPrecompile } from '../scripts/run-precompile.mjs';
import { ensurePgliteFolderTemplate, ensurePgliteTemplate } from './helpers/pgliteTemplate';

/**
 * Vitest global setup: the flows are checked and the precompiled validators generated first,
 * and the migrated PGlite the database tests and server processes start from is made once
 * (tests/helpers/pgliteTemplate.ts).
 */
export default async function setup(): Promise<void> {
  runPrecompile();
  await ensurePgliteTemplate();
  await ensurePgliteFolderTemplate();
}
