import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../../locales/en/staff.json';
import es from '../../../locales/es/staff.json';
import { totpCode } from '../../../server/staff/auth/totp';
import { compiledTool } from '../../helpers/compiledServer';
import type { Lang } from './flow';
import { expectNoAxeViolations } from './flow';

/** The console's texts, straight from locales/{en,es}/staff.json. */
export const S = { en, es } as const;

/** A built-in staff account made with `npm run staff:add` for a test. */
export interface StaffAccount {
  email: string;
  password: string;
  totpSecret: string;
  name: string;
}

/** Runs one of the server's command-line tools as production does (the compiled bundle; `ensureCompiledServer` first) on the data folder `dataDir`. */
function runTool(dataDir: string, tool: string, args: string[], input = ''): string {
  const run = spawnSync(process.execPath, [...compiledTool(tool), ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    input,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${tool} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

/**
 * `npm run staff:add -- --email … --role … --name … --password-stdin` on `dataDir` (before the
 * server opens it: one process per PGlite folder); answers what signing in needs, the TOTP
 * secret read from what the tool printed once.
 */
export function addStaffAccount(dataDir: string, name: string, roles: string[]): StaffAccount {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@staff.example`;
  const password = `${name.replace(/\W/g, '')}-correct-horse-battery`;
  const out = runTool(dataDir, 'staff-add', ['--email', email, '--name', name, ...roles.flatMap((r) => ['--role', r]), '--password-stdin'], `${password}\n`);
  const totpSecret = /TOTP secret \(shown once\): ([A-Z2-7]+)/.exec(out)?.[1];
  if (!totpSecret) throw new Error(`staff-add printed no TOTP secret:\n${out}`);
  return { email, password, totpSecret, name };
}

/** `npm run members:import -- file.csv` on `dataDir` with the CSV `text`. */
export function importMembers(dataDir: string, text: string): void {
  const file = join(mkdtempSync(join(tmpdir(), 'members-')), 'members.csv');
  writeFileSync(file, text);
  runTool(dataDir, 'import-members', [file]);
}

/**
 * A TOTP code of `account` the server has not seen yet: the server refuses a time step used
 * before (per account), so a second sign-in within 30 s takes the next step's code (one step
 * either side is accepted), and a third waits until the clock reaches a step it may use. Kept by
 * TOTP secret: the files of a worker share this module, and an account of another file (another
 * server) with the same email has a secret of its own.
 */
const usedSteps = new Map<string, number>();
export async function freshCode(account: StaffAccount): Promise<string> {
  const last = usedSteps.get(account.totpSecret) ?? -1;
  // The earliest step whose code the server accepts now or after a wait: the one after the last used.
  const wanted = last + 1;
  const waitMs = (wanted - 1) * 30000 + 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  const step = Math.floor(Date.now() / 30000);
  const next = Math.max(step, wanted);
  usedSteps.set(account.totpSecret, next);
  return totpCode(account.totpSecret, new Date(next * 30000 + 1000));
}

/** Signs in on /staff/sign-in with e-mail, password and a fresh authenticator code, by keyboard. */
export async function signInWithPassword(page: Page, lang: Lang, account: StaffAccount): Promise<void> {
  const t = S[lang].signIn;
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
  await page.getByRole('textbox', { name: t.email }).fill(account.email);
  await page.getByRole('textbox', { name: t.password }).fill(account.password);
  await page.getByRole('textbox', { name: t.totp }).fill(await freshCode(account));
  await page.getByRole('textbox', { name: t.totp }).press('Enter');
}

/**
 * A staff screen was reached: its level-1 heading, `<html lang>`, no axe violation, and (when
 * `shots` names a folder) screenshots at desktop 1280x800 and tablet 820x1180, full page, named
 * `<lang>-<desktop|tablet>-<name>.png`; nothing may stick out sideways at either size.
 */
export async function staffScreen(page: Page, lang: Lang, name: string, title: string | RegExp, shots?: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  // Fluent's focus manager (tabster) makes its two hidden guard elements around the page
  // tabbable while the focus is outside the page (after Tab past the last control) and takes
  // them back moments after it returns: axe looks at the settled page.
  await expect.poll(() => page.locator('i[data-tabster-dummy][tabindex="0"]').count()).toBe(0);
  await expectNoAxeViolations(page, `staff ${lang} ${name}`);
  if (!shots) return;
  const original = page.viewportSize();
  for (const [size, viewport] of Object.entries(STAFF_VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: join(shots, `${lang}-${size}-${name}.png`), fullPage: true, animations: 'disabled' });
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(width.scroll, `${lang} ${name} at ${size}: page wider than the viewport`).toBeLessThanOrEqual(width.client);
  }
  if (original) await page.setViewportSize(original);
}

/** The sizes of the staff screenshots. */
export const STAFF_VIEWPORTS = { desktop: { width: 1280, height: 800 }, tablet: { width: 820, height: 1180 } } as const;

/**
 * Presses Tab (Shift+Tab with `backwards`: to a control above, such as the navigation) until
 * `target` has the focus; fails after `max` presses. Keyboard tests reach every control this
 * way, as a person without a mouse would.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

/** Waits until no animation or transition runs (a dialog fading in is checked once it is fully there). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
