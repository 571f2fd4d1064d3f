// Counts the layer probes (tests/unit/lint/*Probes.ts) that a lint configuration flags:
//   npx tsx scripts/layer-probes.ts [--config <eslint config file>]   (default eslint.config.js)
// tests/unit/lint/layers.test.ts asserts each probe; this prints the totals, e.g. to compare
// an older configuration with today's.
import { ESLint } from 'eslint';
import { LAYER_PROBES, type LayerProbe } from '../tests/unit/lint/layerProbes';
import { SERVER_LAYER_PROBES } from '../tests/unit/lint/serverLayerProbes';

const at = process.argv.indexOf('--config');
const configFile = at > 0 ? process.argv[at + 1] : 'eslint.config.js';
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: configFile });
const LAYER_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle']);

async function count(probes: LayerProbe[]): Promise<string> {
  let flagged = 0;
  for (const probe of probes) {
    const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
    if (result.messages.some((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId))) flagged++;
  }
  return `${flagged} of ${probes.length}`;
}

const forbidden = (probes: LayerProbe[]) => probes.filter((p) => p.flaggedBy !== null);
console.log(`${configFile}:`);
console.log(`  server layer probes flagged:       ${await count(forbidden(SERVER_LAYER_PROBES).slice(0, 12))}`);
console.log(`  cut-cycle probes flagged:          ${await count(forbidden(SERVER_LAYER_PROBES).slice(12))}`);
console.log(`  browser layer probes flagged:      ${await count(forbidden(LAYER_PROBES))}`);
console.log(`  allowed imports flagged (want 0):  ${await count([...SERVER_LAYER_PROBES, ...LAYER_PROBES].filter((p) => p.flaggedBy === null))}`);
