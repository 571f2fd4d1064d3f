/**
 * Lighthouse runs for `npm run bench:web` (scripts/bench-web.mjs): `runLighthouse(url, options)` runs
 * Lighthouse 12 (mobile form factor, simulated throttling: the default network, and the default 4x
 * CPU slowdown or `cpuSlowdownMultiplier`, see phone-calibration.mjs) `runs` times in a fresh
 * headless Chromium each (`--lang` sets both the browser's languages and Accept-Language, so the
 * server renders and the page takes over in that language), and `summarize` gives the median and
 * the spread (min-max) of each figure.
 */
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

/** Chromium's flags (scripts/lib/chromium-flags.mjs). */
export const CHROME_FLAGS = CHROMIUM_FLAGS;

/** A run whose trace Chromium fails to record (seen now and then headless) is repeated, up to this many times in all. */
const MAX_RETRIES = 3;

/** The Lighthouse results (lhr) of `runs` runs on `url` with the browser in `lang`. */
export async function runLighthouse(url, { lang, runs, chromePath, cpuSlowdownMultiplier }) {
  let lighthouse;
  let chromeLauncher;
  let defaultThrottling;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
    defaultThrottling = (await import('lighthouse/core/config/constants.js')).defaultSettings.throttling;
  } catch (error) {
    throw new Error(`lighthouse is not installed (npm install -D lighthouse@12): ${error.message}`, { cause: error });
  }
  const results = [];
  let retries = 0;
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROME_FLAGS, `--lang=${lang}`, `--accept-lang=${lang}`] });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        ...(cpuSlowdownMultiplier ? { throttling: { ...defaultThrottling, cpuSlowdownMultiplier } } : {}),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result?.lhr) throw new Error('Lighthouse returned no result');
      const failure = result.lhr.runtimeError;
      if (failure && /^NO_NAVSTART$|^NO_FCP$|TRACE/.test(failure.code) && retries < MAX_RETRIES) {
        retries += 1;
        run -= 1;
        console.log(`  Lighthouse run failed (${failure.code}); running it again`);
        continue;
      }
      if (failure) throw new Error(`Lighthouse: ${failure.code} ${failure.message}`);
      results.push(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/** The figures of one run. */
function figures(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    tti: numeric(lhr, 'interactive'),
    mainThread: numeric(lhr, 'mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    slowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Median and spread of each figure over the runs, the LCP element and the main-thread work by
 * kind (style and layout, script evaluation...) of the median-performance run
 * and the audits below 100 in accessibility, best practices and SEO (of any run).
 */
export function summarize(runs) {
  const all = runs.map(figures);
  const stats = {};
  for (const key of Object.keys(all[0])) {
    const values = all.map((f) => f[key]);
    stats[key] = { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  }
  const byPerformance = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  const lcpElement = middle.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  const failing = new Set();
  for (const lhr of runs)
    for (const category of ['accessibility', 'best-practices', 'seo'])
      for (const ref of lhr.categories[category].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (audit && audit.score !== null && audit.score < 1 && !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) failing.add(`${category}:${audit.id}`);
      }
  const breakdown = (middle.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`).join(', ');
  return { stats, lcpElement, breakdown, failing: [...failing], version: middle.lighthouseVersion, chrome: middle.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium' };
}

/** One line of figures: median (min-max). */
export function formatSummary({ stats }) {
  const ms = (s) => `${(s.median / 1000).toFixed(2)} s (${(s.min / 1000).toFixed(2)}-${(s.max / 1000).toFixed(2)})`;
  const plain = (s, digits = 0) => `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}-${s.max.toFixed(digits)})`;
  return [
    `performance ${plain(stats.performance)}  LCP ${ms(stats.lcp)}  FCP ${ms(stats.fcp)}  TBT ${plain(stats.tbt)} ms  CLS ${plain(stats.cls, 3)}  SI ${ms(stats.si)}`,
    `TTI ${ms(stats.tti)}  main-thread work ${ms(stats.mainThread)}  (host benchmarkIndex ${plain(stats.benchmarkIndex)}, CPU slowdown ${stats.slowdown.median}x)`,
    `accessibility ${plain(stats.accessibility)}  best-practices ${plain(stats.bestPractices)}  SEO ${plain(stats.seo)}`,
  ];
}
