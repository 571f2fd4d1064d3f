import { expect, vi } from 'vitest';

/** The matchers `poll` offers (those the browser tests' shared steps use). */
export interface Poll<T> {
  toBe(expected: T): Promise<void>;
  toMatch(expected: RegExp): Promise<void>;
  toContain(expected: string): Promise<void>;
  not: { toBe(expected: T): Promise<void> };
}

/**
 * `expect.poll(read)` for the shared steps of the browser tests: reads until the matcher holds
 * (every 50 ms, up to `timeout`), then fails with the last value. Vitest ties `expect.poll` to
 * the test that runs, which it cannot tell in files whose tests run side by side
 * (`describe.concurrent`); `vi.waitFor` and plain `expect` need no test.
 */
export function poll<T>(read: () => Promise<T>, timeout = 5000): Poll<T> {
  const until = (check: (value: T) => void) => vi.waitFor(async () => check(await read()), { timeout, interval: 50 }).then(() => undefined);
  return {
    toBe: (expected) => until((value) => expect(value).toBe(expected)),
    toMatch: (expected) => until((value) => expect(value).toMatch(expected)),
    toContain: (expected) => until((value) => expect(value).toContain(expected)),
    not: { toBe: (expected) => until((value) => expect(value).not.toBe(expected)) },
  };
}
