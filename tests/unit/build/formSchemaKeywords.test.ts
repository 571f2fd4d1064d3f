import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, '../../../schemas/forms');

/** Keys anywhere in a JSON value. */
function keys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keys(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keys(v, out);
    }
  return out;
}

describe('form schemas and the browser build', () => {
  it('use no allOf (the build replaces its merger by src/build/allOfUnsupported.ts)', () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
      expect([file, keys(JSON.parse(readFileSync(join(dir, file), 'utf8'))).has('allOf')]).toEqual([file, false]);
    }
  });
});
