#!/usr/bin/env node
/**
 * Bundle report (npm run bench:bundle; scripts/test.sh runs it after `vite build`): reads
 * dist/.vite/manifest.json (DIST_DIR to read another build) and prints the gzip -9 size of
 *   0. what /apply runs before its form is interactive: the entry chunk and its static imports.
 *      The server's /apply is a working form before any script (it posts, and the server answers
 *      with the errors or the next screen), and the entry only waits there for the member's first
 *      input before it starts the app (src/main.tsx);
 *   1. the entry chunk, the stages of the app's start it imports (its dynamic imports but the
 *      languages' texts) and their
 *      static imports (what every page loads before it is interactive),
 *   2. plus what /apply loads for the app to take its form over: the lazy step runtime (StepHost,
 *      RJSF, widgets, validators) and its static imports, and the locale files of one language
 *      (the heaviest; the page loads only the language it shows),
 *   3. the other lazy chunks, which /apply does not load before it is interactive (the phone
 *      parser on focus, FingerprintJS once idle, toasts, dialogs, the language menu, screens).
 * Then asserts the budgets, in KB of 1024 bytes: /apply before its form is interactive <=
 * APPLY_BUDGET_KB (default 120), the shell <= BUNDLE_BUDGET_KB (default 200) and the takeover of
 * /apply (2) <= TAKEOVER_BUDGET_KB (default 200). Also fails when a chunk contains
 * `eval(` or `new Function` (the CSP has no unsafe-eval). `npm run bench:web` checks the same
 * set in Debian Chromium (what /apply really loads until the first name field takes input).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
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
const applyBudget = Number(process.env.APPLY_BUDGET_KB ?? 120);
const takeoverBudget = Number(process.env.TAKEOVER_BUDGET_KB ?? 200);

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
// The entry's dynamic imports but the languages' texts (locales/…) are the stages of the app's
// start (src/main.tsx), loaded on every page (server/http/routes/pagePreloads.ts preloads them).
const startStages = (manifest[entryKey].dynamicImports ?? []).filter((key) => !key.startsWith('locales/'));
if (!startStages.some((key) => key.endsWith('src/app/startApp.tsx'))) throw new Error('the entry does not import src/app/startApp.tsx: is src/main.tsx still the start in stages?');
const shell = staticClosure([entryKey, ...startStages]);
// What /apply runs before the member's first input: the entry and its static imports only.
const beforeInputFiles = files(staticClosure([entryKey]));
const stepHostKey = Object.keys(manifest).find((k) => k.endsWith('src/flow/StepHost.tsx'));
const apply = staticClosure(stepHostKey ? [stepHostKey] : [], new Set(shell));
// The texts of the language shown load before the first render (src/main.tsx): count the
// language whose locale files weigh most.
const localeKeys = {};
for (const key of Object.keys(manifest)) {
  // vite.config.ts names these chunks assets/locale.{language}.{namespace}-{hash}.js
  const match = /^assets\/locale\.([^.]+)\./.exec(manifest[key].file);
  if (match) (localeKeys[match[1]] ??= []).push(key);
}
const languageKb = (keys) => [...files(keys)].reduce((total, file) => total + gzipKb(file), 0);
const [language, languageFiles] = Object.entries(localeKeys).sort(([, a], [, b]) => languageKb(b) - languageKb(a))[0] ?? ['', []];
for (const key of staticClosure(languageFiles, new Set(shell))) apply.add(key);
// The /apply form's own files (schema, uiSchema, precompiled validator) load beside StepHost
// (src/flow/stepElement.tsx): count those of the heaviest /apply form among the flows.
const flowsDir = join(root, 'flows');
const applyForms = readdirSync(flowsDir)
  .filter((f) => f.endsWith('.flow.json'))
  .map((f) => JSON.parse(readFileSync(join(flowsDir, f), 'utf8')).steps.find((step) => step.route === '/apply')?.form)
  .filter(Boolean)
  .map((form) => [`schemas/${form.schema}`, `schemas/${form.uiSchema}`, `src/generated/validators/${form.schema.replace(/^.*\//, '').replace(/\.schema\.json$/, '')}.js`]);
for (const keys of applyForms) {
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`the /apply form's chunks are not in the manifest: ${missing.join(', ')}`);
}
const [applyFormKeys] = applyForms.sort((a, b) => languageKb(b) - languageKb(a));
for (const key of staticClosure(applyFormKeys ?? [], new Set(shell))) apply.add(key);
const shellFiles = files(shell);
const applyFiles = new Set([...files(apply)].filter((f) => !shellFiles.has(f)));

const counted = new Set([...shellFiles, ...applyFiles]);
const later = new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js') && !counted.has(f)));

const rows = (set) => [...set].map((f) => `    ${f.padEnd(48)} ${gzipKb(f).toFixed(1).padStart(7)} KB`).join('\n');
const shellKb = sum(shellFiles);
const applyKb = shellKb + sum(applyFiles);
const beforeInputKb = sum(beforeInputFiles);
console.log(`/apply before its form is interactive (the server's form works without scripts; the entry waits for the member's first input), ${beforeInputFiles.size} files:\n${rows(beforeInputFiles)}`);
console.log(`  = ${beforeInputKb.toFixed(1)} KB gzip (${Math.round(beforeInputKb * 1024)} bytes; budget ${applyBudget} KB)`);
console.log(`Entry chunk, its start stages + static imports (${shellFiles.size} files):\n${rows(shellFiles)}`);
console.log(`  = ${shellKb.toFixed(1)} KB gzip (budget ${shellBudget} KB)`);
console.log(`/apply step runtime, its form's files and the texts of one language (${language || 'none'}, the largest), lazy, ${applyFiles.size} files:\n${rows(applyFiles)}`);
console.log(`  total JavaScript of the app's takeover of /apply (at the member's first input): ${applyKb.toFixed(1)} KB gzip (${Math.round(applyKb * 1024)} bytes; budget ${takeoverBudget} KB)`);
const biggest = [...later].sort((a, b) => gzipKb(b) - gzipKb(a));
console.log(`Later (lazy, not loaded by the takeover of /apply): ${later.size} files, ${sum(later).toFixed(1)} KB gzip; largest:`);
console.log(rows(biggest.slice(0, 8)));

// The staff console (/staff) is a build of its own (vite.staff.config.ts, dist/staff/): none of
// its chunks is in the sets above. Its sizes, for the record (no budget: staff use desktops).
const staffManifestFile = join(dist, 'staff/.vite/manifest.json');
const staffJs = [];
if (existsSync(staffManifestFile)) {
  const staffManifest = JSON.parse(readFileSync(staffManifestFile, 'utf8'));
  const staffKb = (file) => gzipSync(readFileSync(join(dist, 'staff', file)), { level: 9 }).length / 1024;
  const staffEntry = Object.keys(staffManifest).find((k) => staffManifest[k].isEntry);
  const first = new Set();
  const walk = (key) => {
    if (!key || first.has(key)) return;
    first.add(key);
    for (const next of staffManifest[key]?.imports ?? []) walk(next);
  };
  walk(staffEntry);
  const firstFiles = [...first].map((k) => staffManifest[k].file);
  const allFiles = [...new Set(Object.values(staffManifest).map((c) => c.file).filter((f) => f.endsWith('.js')))];
  staffJs.push(...allFiles.map((f) => join('staff', f)));
  const firstKb = firstFiles.reduce((n, f) => n + staffKb(f), 0);
  console.log(`Staff console (dist/staff, separate build): entry + static imports ${firstKb.toFixed(1)} KB gzip (${Math.round(firstKb * 1024)} bytes, ${firstFiles.length} files); every chunk ${allFiles.reduce((n, f) => n + staffKb(f), 0).toFixed(1)} KB gzip (${allFiles.length} files, screens and one language's texts load lazily)`);
}

const evalHits = [...Object.values(manifest).map((c) => c.file), ...staffJs]
  .filter((f) => f.endsWith('.js') && /\beval\(|new Function\(/.test(readFileSync(join(dist, f), 'utf8')));
let failed = false;
if (evalHits.length) {
  console.error(`FAIL: eval/new Function in ${evalHits.join(', ')}`);
  failed = true;
}
if (shellKb > shellBudget) {
  console.error(`\nFAIL: shell ${shellKb.toFixed(1)} KB > ${shellBudget} KB`);
  failed = true;
}
if (beforeInputKb > applyBudget) {
  console.error(`\nFAIL: /apply before its form is interactive ${beforeInputKb.toFixed(1)} KB > ${applyBudget} KB`);
  failed = true;
}
if (applyKb > takeoverBudget) {
  console.error(`\nFAIL: the takeover of /apply ${applyKb.toFixed(1)} KB > ${takeoverBudget} KB`);
  failed = true;
}
process.exit(failed ? 1 : 0);
