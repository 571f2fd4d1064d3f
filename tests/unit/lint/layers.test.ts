import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAYER_PROBES } from './layerProbes';
import { SERVER_LAYER_PROBES } from './serverLayerProbes';

// The real configuration (eslint.config.js) on probe texts: each zone and the cycle rule flag
// what they must, and leave the allowed imports alone.
const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the configuration, its plugins and the import resolver (seconds, tens of
// them on a busy machine): done once here, so no probe's own time includes it.
beforeAll(async () => {
  await rulesFlagging('server/domain/probe.ts', '');
});

async function rulesFlagging(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

for (const [layers, probes] of [['src/ and widgets/', LAYER_PROBES], ['server/', SERVER_LAYER_PROBES]] as const) {
  describe(`lint: the layers of ${layers}`, () => {
    for (const probe of probes) {
      it(`${probe.flaggedBy ? 'flags' : 'allows'}: ${probe.name}`, async () => {
        const rules = await rulesFlagging(probe.filePath, probe.code);
        if (probe.flaggedBy) expect(rules).toContain(probe.flaggedBy);
        else expect(rules).toEqual([]);
      });
    }
  });
}
