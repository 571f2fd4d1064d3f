#!/usr/bin/env node
/**
 * Bundle report (npm run bench:bundle, after `vite build`): reads dist/.vite/manifest.json and
 * prints the gzip size of
 *   1. the entry chunk and its static imports (what every page loads before it can paint),
 *   2. plus what /apply loads (the lazy step runtime: StepHost, RJSF, widgets, validators),
 * then asserts the budgets: shell <= 200 KB gzip (BUNDLE_BUDGET_KB), and the whole /apply
 * <= APPLY_BUDGET_KB (default 200; pass a larger value to only record it). Also fails when a
 * chunk contains `eval(` or `new Function` (the CSP has no unsafe-eval).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.DIST_DIR ?? join(root, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('dist/.vite/manifest.json is missing: run `npx vite build` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const shellBudget = Number(process.env.BUNDLE_BUDGET_KB ?? 200);
const applyBudget = Number(process.env.APPLY_BUDGET_KB ?? 200);

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The manifest keys reachable from `keys` through static imports. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function files(keys) {
  const out = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    out.add(chunk.file);
    for (const css of chunk.css ?? []) out.add(css);
  }
  return out;
}

function sum(set) {
  return [...set].reduce((total, file) => total + gzipKb(file), 0);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const shell = staticClosure([entryKey]);
const stepHostKey = Object.keys(manifest).find((k) => k.endsWith('src/flow/StepHost.tsx'));
const apply = staticClosure(stepHostKey ? [stepHostKey] : [], new Set(shell));
const shellFiles = files(shell);
const applyFiles = new Set([...files(apply)].filter((f) => !shellFiles.has(f)));

const rows = (set) => [...set].map((f) => `    ${f.padEnd(48)} ${gzipKb(f).toFixed(1).padStart(7)} KB`).join('\n');
const shellKb = sum(shellFiles);
const applyKb = shellKb + sum(applyFiles);
console.log(`Entry chunk + static imports (${shellFiles.size} files):\n${rows(shellFiles)}`);
console.log(`  = ${shellKb.toFixed(1)} KB gzip (budget ${shellBudget} KB)`);
console.log(`/apply step runtime (lazy, ${applyFiles.size} files):\n${rows(applyFiles)}`);
console.log(`  total JavaScript before /apply is interactive: ${applyKb.toFixed(1)} KB gzip (budget ${applyBudget} KB)`);

const evalHits = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith('.js') && /\beval\(|new Function\(/.test(readFileSync(join(dist, f), 'utf8')));
let failed = false;
if (evalHits.length) {
  console.error(`FAIL: eval/new Function in ${evalHits.join(', ')}`);
  failed = true;
}
if (shellKb > shellBudget) {
  console.error(`FAIL: shell ${shellKb.toFixed(1)} KB > ${shellBudget} KB`);
  failed = true;
}
if (applyKb > applyBudget) {
  console.error(`FAIL: /apply ${applyKb.toFixed(1)} KB > ${applyBudget} KB`);
  failed = true;
}
process.exit(failed ? 1 : 0);
