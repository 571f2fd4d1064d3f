#!/usr/bin/env node
/**
 * `npm run bench:web`: the web app's figures on a phone, in Debian's Chromium, against the real
 * server (built app, server rendering; dist/ and dist-ssr/ are built first when missing or older
 * than their sources, as `npm start` does):
 *   1. the JavaScript /apply loads until its first name field accepts input (bytes on the wire and
 *      the gzip -9 size of each file, the measure of scripts/bundle-report.mjs);
 *   2. Lighthouse 12 (mobile, simulated throttling) on /apply, BENCH_RUNS times (default 5) per case
 *      and phone, the median and the spread (min-max) of each figure, for English and Spanish with
 *      the default brand (flows/brand.json) and the second brand (flows/brands/desert-sun.brand.json,
 *      BRAND_FILE), each brand on a server of its own; each case at three CPU slowdowns: Lighthouse's
 *      default 4x, a mid-tier phone and a low-tier phone, the last two computed from the host's
 *      benchmarkIndex measured first (scripts/lib/phone-calibration.mjs; BENCH_PHONES=default,mid,low
 *      picks some), the index and multiplier printed with every figure;
 *   3. Maria's whole application in the browser (scripts/lib/flow-timing.mjs), BENCH_FLOWS times
 *      (default 1): each step transition (the step's answer arriving -> the next heading painted),
 *      p50 and p95, the wall time from /apply to the completed screen with the code typed as soon as
 *      it is sent, and apart from it the finalizing screen's own wait.
 * Targets: at 4x, performance >= 99, LCP <= 1.2 s, FCP <= 1.0 s, TBT <= 50 ms, CLS 0,
 * accessibility, best practices and SEO 100; mid-tier phone: performance >= 99, TBT <= 50 ms,
 * LCP <= 1.2 s, CLS 0; low-tier phone: TBT <= 300 ms, time to interactive <= 3 s, main-thread work
 * <= 2 s, LCP <= 2.5 s; step transition p95 <= 100 ms. The figures are printed with the targets
 * they miss. CHROME_PATH (default /usr/bin/chromium) picks the browser.
 * Exits 1 when a step fails (not when a figure misses its target: a benchmark, not a test).
 */
import { gzipSync } from 'node:zlib';
import { buildWeb, webBuildIsStale } from './lib/server-process.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { CHROME_FLAGS, formatSummary, runLighthouse, summarize } from './lib/lighthouse-runs.mjs';
import { measureFlow, percentile } from './lib/flow-timing.mjs';
import { describeSlowdown, measureBenchmarkIndex, PHONES, slowdownFor } from './lib/phone-calibration.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const FLOWS = Math.max(0, Number(process.env.BENCH_FLOWS ?? 1));
const BRANDS = [
  { name: 'default brand (flows/brand.json)', file: undefined },
  { name: 'second brand (flows/brands/desert-sun.brand.json)', file: 'flows/brands/desert-sun.brand.json' },
];
const LANGUAGES = ['en', 'es'];

/** JavaScript loaded by /apply until the first name field is enabled and editable, per file. */
async function measureApplyJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const scripts = [];
    let ready = false;
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || ready) return;
      const entry = { url: new URL(response.url()).pathname, body: null, wire: 0 };
      scripts.push(entry);
      try {
        entry.body = await response.body();
        const sizes = await response.request().sizes();
        entry.wire = sizes.responseBodySize + sizes.responseHeadersSize;
      } catch {
        // the body of a script that is still loading when the page closes
      }
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const field = page.locator('input[id$="firstName"]');
    await field.waitFor({ state: 'visible', timeout: 60_000 });
    const visibleMs = Date.now() - started;
    await page.waitForFunction(() => {
      const input = globalThis.document.querySelector('input[id$="firstName"]');
      return input && !input.disabled && !input.readOnly;
    });
    ready = true;
    const interactiveMs = Date.now() - started;
    await field.fill('Ana');
    const accepted = (await field.inputValue()) === 'Ana';
    await page.waitForTimeout(300);
    const rows = scripts.filter((s) => s.body).map((s) => ({ file: s.url, raw: s.body.length, gzip: gzipSync(s.body, { level: 9 }).length, wire: s.wire }));
    return { rows, visibleMs, interactiveMs, accepted };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const DEFAULT_TARGETS = [
  ['performance', (s) => s.performance.median >= 99, '>= 99'],
  ['LCP', (s) => s.lcp.median <= 1200, '<= 1.2 s'],
  ['FCP', (s) => s.fcp.median <= 1000, '<= 1.0 s'],
  ['TBT', (s) => s.tbt.median <= 50, '<= 50 ms'],
  ['CLS', (s) => s.cls.median === 0, '0'],
  ['accessibility', (s) => s.accessibility.median === 100, '100'],
  ['best-practices', (s) => s.bestPractices.median === 100, '100'],
  ['SEO', (s) => s.seo.median === 100, '100'],
];
const MID_TARGETS = [
  ['performance', (s) => s.performance.median >= 99, '>= 99'],
  ['TBT', (s) => s.tbt.median <= 50, '<= 50 ms'],
  ['LCP', (s) => s.lcp.median <= 1200, '<= 1.2 s'],
  ['CLS', (s) => s.cls.median === 0, '0'],
];
const LOW_TARGETS = [
  ['TBT', (s) => s.tbt.median <= 300, '<= 300 ms'],
  ['TTI', (s) => s.tti.median <= 3000, '<= 3 s'],
  ['main-thread work', (s) => s.mainThread.median <= 2000, '<= 2 s'],
  ['LCP', (s) => s.lcp.median <= 2500, '<= 2.5 s'],
];

/** The CPU slowdowns measured, from the host's benchmark index (BENCH_PHONES picks some). */
function profilesFor(hostIndex) {
  const all = [
    { key: 'default', label: "Lighthouse's default 4x CPU slowdown (a different phone on every host)", multiplier: undefined, targets: DEFAULT_TARGETS },
    { key: 'mid', label: describeSlowdown(hostIndex, PHONES.mid, slowdownFor(hostIndex, PHONES.mid.index)), multiplier: slowdownFor(hostIndex, PHONES.mid.index), targets: MID_TARGETS },
    { key: 'low', label: describeSlowdown(hostIndex, PHONES.low, slowdownFor(hostIndex, PHONES.low.index)), multiplier: slowdownFor(hostIndex, PHONES.low.index), targets: LOW_TARGETS },
  ];
  const wanted = (process.env.BENCH_PHONES ?? 'default,mid,low').split(',').map((s) => s.trim());
  const unknown = wanted.filter((w) => !all.some((p) => p.key === w));
  if (unknown.length) throw new Error(`BENCH_PHONES: unknown ${unknown.join(', ')} (known: default, mid, low)`);
  return all.filter((p) => wanted.includes(p.key));
}

async function main() {
  if (webBuildIsStale() && !buildWeb()) throw new Error('vite build failed');
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  const cases = [];
  const hostIndex = await measureBenchmarkIndex(browser);
  const profiles = profilesFor(hostIndex);
  console.log(`Host benchmarkIndex (Lighthouse's measure, median of 3): ${Math.round(hostIndex)}`);
  for (const p of profiles) console.log(`  ${p.key}: ${p.label}`);
  try {
    for (const [index, brand] of BRANDS.entries()) {
      const server = await startBenchServer(brand.file);
      try {
        const url = `${server.baseUrl}/apply`;
        if (index === 0) {
          const { rows, visibleMs, interactiveMs, accepted } = await measureApplyJs(browser, url);
          console.log(`\nJavaScript loaded by /apply until the first name field accepts input (${rows.length} files; form visible at ${visibleMs} ms, editable at ${interactiveMs} ms, Debian Chromium, no throttling):`);
          for (const r of rows) console.log(`  ${r.file.padEnd(52)} ${kb(r.gzip).padStart(9)} gzip  ${kb(r.raw).padStart(9)} raw  ${kb(r.wire).padStart(9)} on the wire`);
          const total = (key) => rows.reduce((sum, r) => sum + r[key], 0);
          console.log(`  = ${kb(total('gzip'))} gzip -9 (${total('gzip')} bytes; ${kb(total('raw'))} raw, ${kb(total('wire'))} on the wire)${accepted ? '' : '  (the field did NOT accept input)'}`);
          if (!accepted) throw new Error('the first name field did not accept input');
        }
        for (const lang of LANGUAGES)
          for (const profile of profiles) {
            console.log(`\nLighthouse, /apply, ${lang}, ${brand.name}, ${profile.key} (${profile.multiplier ?? 4}x): ${RUNS} runs`);
            const summary = summarize(await runLighthouse(url, { lang, runs: RUNS, chromePath: CHROME_PATH, cpuSlowdownMultiplier: profile.multiplier }));
            cases.push({ brand: brand.name, lang, profile, summary });
            for (const line of formatSummary(summary)) console.log(`  ${line}`);
            if (summary.lcpElement) console.log(`  LCP element: ${summary.lcpElement}`);
            if (summary.breakdown) console.log(`  main-thread work of the median run: ${summary.breakdown}`);
            if (summary.failing.length) console.log(`  audits below 100: ${summary.failing.join(', ')}`);
          }
        if (index === 0)
          for (let run = 0; run < FLOWS; run++) {
            const flow = await measureFlow(browser, server.baseUrl);
            const times = flow.transitions.map((t) => t.ms);
            console.log(`\nMaria's application, run ${run + 1} (real browser, real server, no throttling): ${flow.headings.length} screens`);
            for (const t of flow.transitions) console.log(`  ${t.after.padEnd(34)} -> ${t.to.padEnd(40)} ${t.ms.toFixed(0).padStart(5)} ms`);
            console.log(`  step transition (answer -> next heading painted): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${times.length} (target p95 <= 100 ms)`);
            console.log(`  whole flow, /apply to the completed screen: ${(flow.wallMs / 1000).toFixed(1)} s, of which the finalizing screen's own wait ${(flow.finalizingMs / 1000).toFixed(1)} s`);
          }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nSummary, /apply (median of ${RUNS} Lighthouse runs; Lighthouse ${cases[0]?.summary.version}, ${cases[0]?.summary.chrome}; host benchmarkIndex ${Math.round(hostIndex)}):`);
  for (const profile of profiles) {
    console.log(`\n ${profile.key}: ${profile.label}`);
    for (const c of cases.filter((x) => x.profile === profile)) {
      const missed = profile.targets.filter(([, ok]) => !ok(c.summary.stats)).map(([name, , target]) => `${name} ${target}`);
      const lines = formatSummary(c.summary);
      console.log(`  ${c.lang} ${c.brand}: ${lines[0]}`);
      console.log(`  ${' '.repeat(c.lang.length)} ${lines[1]}`);
      console.log(`  ${' '.repeat(c.lang.length)} ${lines[2]}${missed.length ? `  MISSES: ${missed.join(', ')}` : '  (every target met)'}`);
    }
  }
}

main().catch((error) => {
  console.error(`bench:web failed: ${error.message}`);
  process.exit(1);
});
