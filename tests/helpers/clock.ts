/** A clock tests move by hand. */
export interface TestClock {
  now: () => Date;
  advance(seconds: number): void;
}

/** A clock starting at the real time. */
export function testClock(start = new Date()): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (seconds) => { t += seconds * 1000; } };
}
