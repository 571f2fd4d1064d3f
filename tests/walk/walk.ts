/**
 * `npm run walk`: every demo member to their end in Chromium against the real server, in
 * English and Spanish at 390x844 and 1280x800 (one server per language and size), with the
 * checks of support/assertions.ts on every screen, a screenshot per screen in tests/walk/screens
 * and the contact sheet tests/walk/screens/index.html. Exits 1 when a check failed or a finding
 * (a known defect) is still there. Chooses with WALK_LANGS, WALK_SIZES, WALK_MEMBERS, WALK_PARALLEL.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/harness/browser';
import { startServer } from '../e2e/harness/server';
import { addStaffAccount } from '../e2e/support/staff';
import type { WalkLang } from './support/assertions';
import { writeContactSheet } from './support/contactSheet';
import { PERSONA_ORDER, PERSONAS } from './support/personas';
import { Recorder } from './support/recorder';
import { SCREENS_DIR, WALK_SERVER_ENV, WALK_SIZES, type WalkSize } from './support/walker';

function listFromEnv<T extends string>(name: string, all: readonly T[]): T[] {
  const raw = process.env[name]?.trim();
  if (!raw) return [...all];
  const chosen = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = chosen.filter((c) => !all.includes(c as T));
  if (unknown.length) throw new Error(`${name}: unknown ${unknown.join(', ')} (known: ${all.join(', ')})`);
  return all.filter((a) => chosen.includes(a));
}

let serverStarts: Promise<void> = Promise.resolve();

/** One language at one size: its own server (and data folder, with a reviewer account), every chosen member in order. */
async function walkCombo(browser: Browser, lang: WalkLang, size: WalkSize, members: string[], recorder: Recorder): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'microloan-walk-'));
  const reviewer = members.includes('robert') ? addStaffAccount(dataDir, `Walk Reviewer ${lang === 'en' ? 'English' : 'Spanish'} ${size === '390x844' ? 'Phone' : 'Desktop'}`, ['reviewer']) : undefined;
  // One server starts at a time: two starting together on a busy machine can miss the harness's start deadline.
  const starting = serverStarts.then(() => startServer({ ...WALK_SERVER_ENV, DATA_DIR: dataDir }));
  serverStarts = starting.then(() => undefined, () => undefined);
  const server = await starting.catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  // The pictures of an earlier walk of these members in this language and size go once this one can run.
  for (const file of readdirSync(SCREENS_DIR)) {
    if (file.endsWith('.png') && members.some((member) => new RegExp(`^${lang}-${size}-${member}-\\d{2}-`).test(file))) rmSync(join(SCREENS_DIR, file));
  }
  try {
    for (const member of members) {
      const started = Date.now();
      await PERSONAS[member].run({ browser, baseUrl: server.baseUrl, lang, size, recorder, reviewer });
      console.log(`${lang} ${size} ${member}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const langs = listFromEnv<WalkLang>('WALK_LANGS', ['en', 'es']);
  const sizes = listFromEnv<WalkSize>('WALK_SIZES', Object.keys(WALK_SIZES) as WalkSize[]);
  const members = listFromEnv('WALK_MEMBERS', PERSONA_ORDER);
  const parallel = Math.max(1, Number(process.env.WALK_PARALLEL ?? 2));
  mkdirSync(SCREENS_DIR, { recursive: true });

  const started = Date.now();
  const recorder = new Recorder();
  const browser = await launchBrowser();
  const combos = sizes.flatMap((size) => langs.map((lang) => ({ lang, size })));
  try {
    const queue = [...combos];
    await Promise.all(Array.from({ length: Math.min(parallel, combos.length) }, async () => {
      for (let combo = queue.shift(); combo; combo = queue.shift()) await walkCombo(browser, combo.lang, combo.size, members, recorder);
    }));
  } finally {
    await browser.close();
  }

  const sheet = writeContactSheet(SCREENS_DIR, recorder.screens, PERSONA_ORDER);
  const failures = recorder.lines('failures');
  const findings = recorder.lines('findings');
  console.log(`\n${recorder.screens.length} screens in ${((Date.now() - started) / 1000).toFixed(0)} s; contact sheet: ${sheet}`);
  if (failures.length) console.log(`\nFailures (${failures.length}):\n${failures.map((l) => `  ${l}`).join('\n')}`);
  if (findings.length) console.log(`\nFindings (${findings.length}):\n${findings.map((l) => `  ${l}`).join('\n')}`);
  if (failures.length || findings.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
