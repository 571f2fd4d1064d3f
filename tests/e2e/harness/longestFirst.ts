import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each browser file took in a recent run (`npm run test:timings -- --write-e2e-durations` rewrites it). */
export const DURATIONS_FILE = 'tests/e2e/durations.json';

/**
 * `files` longest first by `seconds` (keyed by `pathOf`); a file not listed (a new one) first of
 * all, since its length is unknown; equal ones keep their order.
 */
export function longestFirst<T>(files: readonly T[], pathOf: (file: T) => string, seconds: Readonly<Record<string, number>>): T[] {
  const weight = (file: T) => seconds[pathOf(file)] ?? Number.POSITIVE_INFINITY;
  return files.map((file, index) => ({ file, index })).sort((a, b) => weight(b.file) - weight(a.file) || a.index - b.index).map(({ file }) => file);
}

/**
 * Vitest's sequencer of the browser files: longest first by {@link DURATIONS_FILE}, so the run
 * does not end with one long file beside an idle core (a fresh clone has no Vitest cache, whose
 * order is then by file size: the walk, a short file of 26 s, started last and ran alone).
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    return longestFirst(await super.sort(files), (spec) => relative(process.cwd(), spec.moduleId), seconds);
  }
}
