/**
 * Which phone a browser benchmark stands for. Lighthouse's fixed 4x CPU slowdown means a different
 * phone on every host: a host's speed is its `benchmarkIndex` (Lighthouse's own measure, computed
 * in a page by `computeBenchmarkIndex`), and a phone of index P is simulated on a host of index H
 * with a slowdown of H / P (DevTools' calibration: a Moto G4-class low-tier phone is 264).
 * `npm run bench:web` and `npm run bench:interaction` print the host's index and the multiplier
 * beside every figure, so two runs on different machines are never read as one phone.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The phones the targets describe (README "Priorities"): benchmark index of each. */
export const PHONES = {
  mid: { label: 'mid-tier phone', index: 1000 },
  low: { label: 'low-tier phone', index: 264 },
};

/**
 * The CPU slowdown that makes a host of `hostIndex` behave like a phone of `phoneIndex`: their
 * ratio, two decimals, never below 1 (a host slower than the phone cannot be sped up; the figure
 * is then that of the host, and the caller says so).
 */
export function slowdownFor(hostIndex, phoneIndex) {
  if (!(hostIndex > 0) || !(phoneIndex > 0)) throw new Error(`benchmark index must be positive (host ${hostIndex}, phone ${phoneIndex})`);
  return Math.max(1, Math.round((hostIndex / phoneIndex) * 100) / 100);
}

/** Median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The host's benchmark index, as Lighthouse measures it (its own page function, about 1 s a run),
 * in a fresh page of `browser` (playwright-core): the median of `runs`.
 */
export async function measureBenchmarkIndex(browser, runs = 3) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const values = [];
    for (let i = 0; i < runs; i++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return median(values);
  } finally {
    await context.close();
  }
}

/** "host benchmarkIndex 1,850 -> 7.01x for a low-tier phone (index 264)". */
export function describeSlowdown(hostIndex, phone, multiplier) {
  const floored = multiplier === 1 && hostIndex < phone.index ? ' (the host is slower than that phone: no slowdown, figures are the host\'s)' : '';
  return `host benchmarkIndex ${Math.round(hostIndex).toLocaleString('en-US')} -> ${multiplier}x for a ${phone.label} (index ${phone.index})${floored}`;
}
