/** A clock tests move by hand. */
export interface TestClock {
  now: () => Date;
  advance(seconds: number): void;
}

/** The real time plus whatever the test advanced (time keeps running, so rows stay ordered). */
export function testClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (seconds) => { offset += seconds * 1000; } };
}
