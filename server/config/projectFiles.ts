import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProject, type FlowProblem, type ProjectFiles, type ProjectRegistries } from '../../src/core/flow/project';
import { checkProductConfig } from '../domain/pricing';

/** Folders (from the project root) whose `*.json` files the project check reads. */
const CONFIG_DIRS = ['flows', 'schemas', 'schemas/forms'];

/** Folders that replace `root/flows`, `root/schemas` or `root/locales` (a server started with its own flowsDir). */
export interface ProjectFolders {
  flows?: string;
  schemas?: string;
  locales?: string;
}

/**
 * Reads every configuration file of the project at `root`: `flows/*.json`, `schemas/*.json`,
 * `schemas/forms/*.json` and `locales/<language>/*.json`. Files that are not JSON are listed
 * in `invalid` (the check reports them) rather than thrown.
 */
export function loadProjectFiles(root: string, folders: ProjectFolders = {}): ProjectFiles {
  const files: ProjectFiles = { json: {}, invalid: {} };
  const localesDir = folders.locales ?? join(root, 'locales');
  const languageDirs = existsSync(localesDir)
    ? readdirSync(localesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `locales/${d.name}`)
    : [];
  const where = (dir: string): string => {
    if (dir === 'flows' && folders.flows) return folders.flows;
    if (dir.startsWith('schemas') && folders.schemas) return join(folders.schemas, dir.slice('schemas'.length));
    if (dir.startsWith('locales/') && folders.locales) return join(folders.locales, dir.slice('locales/'.length));
    return join(root, dir);
  };
  for (const dir of [...CONFIG_DIRS, ...languageDirs]) {
    const full = where(dir);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full).filter((n) => n.endsWith('.json')).sort()) {
      const path = `${dir}/${name}`;
      const text = readFileSync(join(full, name), 'utf8');
      try {
        files.json[path] = JSON.parse(text);
      } catch (error) {
        files.invalid![path] = (error as Error).message;
      }
    }
  }
  return files;
}

/** Registries for the check, and a note for each one that could not be read (its check is skipped). */
export interface KnownNames {
  registries: ProjectRegistries;
  notes: string[];
}

const codeRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The names this code base registers: widgets (read from the `widgetNames` list of
 * widgets/index.ts without loading React), screens (src/screens/registry.ts), server handlers
 * and their endpoints (server/steps/registry.ts), plus the PAL limit check. A registry that
 * is missing or fails to load is left out with a note saying why.
 */
export async function loadKnownNames(): Promise<KnownNames> {
  const notes: string[] = [];
  const registries: ProjectRegistries = { checkProductConfig: checkProductConfig as ProjectRegistries['checkProductConfig'] };
  try {
    registries.widgets = widgetNamesFrom(readFileSync(join(codeRoot, 'widgets/index.ts'), 'utf8'));
  } catch (error) {
    notes.push(`widget names not checked: ${(error as Error).message}`);
  }
  await loadModule('src/screens/registry.ts', 'screen names', notes, (m) => {
    registries.screens = stringList(m.screenNames, 'screenNames');
  });
  await loadModule('server/steps/registry.ts', 'server handlers and endpoints', notes, (m) => {
    const handlers = m.SERVER_HANDLERS as Record<string, { routes?: { path?: unknown }[] }> | undefined;
    if (!handlers || typeof handlers !== 'object') throw new Error('it does not export SERVER_HANDLERS');
    registries.serverHandlers = Object.keys(handlers);
    registries.endpoints = Object.values(handlers).flatMap((h) => (h.routes ?? []).map((r) => String(r.path)));
  });
  return { registries, notes };
}

/** The names of `export const widgetNames = [...]` in the text of widgets/index.ts. */
export function widgetNamesFrom(source: string): string[] {
  const list = /export const widgetNames\s*=\s*\[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('widgets/index.ts has no `export const widgetNames = [...]` list');
  return [...list[1].matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

async function loadModule(path: string, what: string, notes: string[], read: (module: Record<string, unknown>) => void) {
  const full = join(codeRoot, path);
  if (!existsSync(full)) {
    notes.push(`${what} not checked: ${path} does not exist in this checkout`);
    return;
  }
  try {
    read((await import(full)) as Record<string, unknown>);
  } catch (error) {
    notes.push(`${what} not checked: loading ${path} failed: ${(error as Error).message}`);
  }
}

function stringList(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw new Error(`it does not export ${name} as a list of names`);
  return value;
}

/** The outcome of {@link checkProjectFolder}. */
export interface ProjectCheckReport {
  problems: FlowProblem[];
  /** Registries that could not be read (their checks were skipped). */
  notes: string[];
  /** `N flows, M schemas, K locale files`. */
  counts: string;
}

/**
 * Reads the project at `root` and checks it with every registry this code base has: what
 * `npm run check:flows` does, for the build and the server start. Throw (or print) when
 * `problems` is not empty: `formatProblems(problems)` gives one line per problem.
 */
export async function checkProjectFolder(root: string): Promise<ProjectCheckReport> {
  const files = loadProjectFiles(root);
  const { registries, notes } = await loadKnownNames();
  const paths = [...Object.keys(files.json), ...Object.keys(files.invalid ?? {})];
  const count = (test: (p: string) => boolean) => paths.filter(test).length;
  const counts = `${count((p) => p.startsWith('flows/') && p.endsWith('.flow.json'))} flows, ${count((p) => p.startsWith('schemas/'))} schemas, ${count((p) => p.startsWith('locales/'))} locale files`;
  return { problems: checkProject(files, registries), notes, counts };
}
