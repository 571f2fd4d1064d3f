#!/usr/bin/env node
/**
 * `npm run bench:web`: the web app's figures for /apply on a phone, in Debian's Chromium.
 *   1. builds dist/ when it is missing or older than its sources (as `npm start` does),
 *   2. starts the server (API + built app) on a free port with a throwaway DATA_DIR,
 *   3. loads /apply with playwright-core and sums the JavaScript the page loaded until the first
 *      name field accepts input (bytes on the wire and the gzip -9 size of each body, the
 *      measure of scripts/bundle-report.mjs), listing each file,
 *   4. runs Lighthouse (mobile form factor, default simulated throttling) on /apply and prints
 *      the performance, accessibility, best-practices and SEO scores with LCP, TBT and CLS.
 * CHROME_PATH (default /usr/bin/chromium) picks the browser; BENCH_RUNS (default 3) the number
 * of Lighthouse runs (the median performance run is shown). Exits 1 when a step fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWeb, spawnServer, waitForServer, webBuildIsStale } from './lib/server-process.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server on `port` with `dataDir` and waits until /apply answers (120 s at most). */
async function startServer(port, dataDir) {
  const server = spawnServer({ env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }, capture: true });
  await waitForServer(server, `http://127.0.0.1:${port}/apply`);
  return server.child;
}

/** JavaScript loaded by /apply until the first name field is enabled, per file. */
async function measureApplyJs(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts = [];
    let ready = false;
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' || ready) return;
      const entry = { url: new URL(response.url()).pathname, loadedBeforeInteractive: true, body: null, wire: 0 };
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
    // Runs in the page, where `document` exists.
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
    await context.close();
    return { rows, interactiveMs, accepted };
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch (error) {
    throw new Error(`lighthouse is not installed (npm install -D lighthouse@12): ${error.message}`, { cause: error });
  }
  const results = [];
  // A run whose trace Chromium fails to record (NO_NAVSTART and the like, seen now and then
  // with headless Chromium) is repeated, up to MAX_RETRIES times in all; other errors stop.
  const MAX_RETRIES = 3;
  let retries = 0;
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

async function main() {
  if (webBuildIsStale() && !buildWeb()) throw new Error('vite build failed');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = await startServer(port, dataDir);
  const url = `http://127.0.0.1:${port}/apply`;
  let failed = false;
  try {
    const { rows, interactiveMs, accepted } = await measureApplyJs(url);
    console.log(`\nJavaScript loaded by /apply until the first name field accepts input (${rows.length} files, ${interactiveMs} ms, Debian Chromium):`);
    for (const r of rows) console.log(`  ${r.file.padEnd(52)} ${kb(r.gzip).padStart(9)} gzip  ${kb(r.raw).padStart(9)} raw  ${kb(r.wire).padStart(9)} on the wire`);
    const total = (key) => rows.reduce((sum, r) => sum + r[key], 0);
    console.log(`  = ${kb(total('gzip'))} gzip -9 (${kb(total('raw'))} raw, ${kb(total('wire'))} on the wire)${accepted ? '' : '  (the field did NOT accept input)'}`);
    if (!accepted) failed = true;

    const runs = await runLighthouse(url);
    const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = sorted[Math.floor(sorted.length / 2)];
    const audit = (id) => median.audits[id]?.displayValue ?? 'n/a';
    console.log(`\nLighthouse ${median.lighthouseVersion}, mobile (simulated throttling), ${median.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ${url.replace(/:\d+/, ':PORT')}`);
    console.log(`  performance runs: ${runs.map((r) => score(r, 'performance')).join(', ')} (median shown)`);
    console.log(`  performance ${score(median, 'performance')}  accessibility ${score(median, 'accessibility')}  best-practices ${score(median, 'best-practices')}  SEO ${score(median, 'seo')}`);
    console.log(`  LCP ${audit('largest-contentful-paint')}  TBT ${audit('total-blocking-time')}  CLS ${audit('cumulative-layout-shift')}  FCP ${audit('first-contentful-paint')}  SI ${audit('speed-index')}`);
    const lcpElement = median.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcpElement) console.log(`  LCP element: ${lcpElement}`);
    const failing = (cat) =>
      median.categories[cat].auditRefs
        .map((ref) => median.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
    for (const cat of ['accessibility', 'best-practices', 'seo']) {
      const ids = failing(cat);
      if (ids.length) console.log(`  ${cat} audits below 100: ${ids.join(', ')}`);
    }
  } catch (error) {
    console.error(`bench:web failed: ${error.message}`);
    failed = true;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r).once('error', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
