import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { DURATIONS_FILE, longestFirst } from '../../e2e/harness/longestFirst';

describe('the order of the browser files', () => {
  it('is longest first, a file without a recorded time before all, equal times in their given order', () => {
    const seconds = { 'a.ts': 5, 'b.ts': 30, 'c.ts': 5, 'd.ts': 12 };
    expect(longestFirst(['a.ts', 'b.ts', 'new.ts', 'c.ts', 'd.ts'], (f) => f, seconds)).toEqual(['new.ts', 'b.ts', 'd.ts', 'a.ts', 'c.ts']);
  });

  it('is recorded for browser files that exist, in seconds', () => {
    const seconds = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    const existing = readdirSync('tests/e2e').filter((f) => f.endsWith('.e2e.test.ts')).map((f) => `tests/e2e/${f}`);
    for (const [file, s] of Object.entries(seconds)) {
      expect(existsSync(file), `${DURATIONS_FILE} names ${file}, which is gone`).toBe(true);
      expect(s).toBeGreaterThan(0);
    }
    // Most files are listed (a new file runs first until the list is written again).
    expect(Object.keys(seconds).filter((f) => existing.includes(f)).length).toBeGreaterThan(existing.length / 2);
  });
});
