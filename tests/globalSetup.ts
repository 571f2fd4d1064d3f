import { runPrecompile } from '../scripts/run-precompile.mjs';

/** Vitest global setup: the flows are checked and the precompiled validators generated first. */
export default function setup(): void {
  runPrecompile();
}
