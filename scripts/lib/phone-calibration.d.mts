/** A phone the browser figures describe: its label and Lighthouse benchmark index. */
export interface Phone { label: string; index: number }
/** The mid-tier (1,000) and low-tier (264) phones. */
export const PHONES: { mid: Phone; low: Phone };
/** CPU slowdown making a host of `hostIndex` behave like a phone of `phoneIndex` (>= 1, two decimals). */
export function slowdownFor(hostIndex: number, phoneIndex: number): number;
/** Median of numbers. */
export function median(values: number[]): number;
/** The host's benchmark index measured in a fresh page of a playwright-core browser. */
export function measureBenchmarkIndex(browser: unknown, runs?: number): Promise<number>;
/** One line naming the host index, the phone and the multiplier. */
export function describeSlowdown(hostIndex: number, phone: Phone, multiplier: number): string;
