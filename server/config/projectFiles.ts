import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkProject, type FlowProblem, type ProjectFiles, type ProjectRegistries } from '../../src/core/flow/project';
import { checkProductConfig } from '../domain/pricing';
import { screenNames, widgetNames } from '../../src/core/registryNames';
import { SERVER_HANDLERS } from '../http/steps/registry';
import { readStaffSources } from './staffSources';

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
  const files: ProjectFiles = { json: {}, invalid: {}, sources: readStaffSources(root) };
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

/** Registries for the check, and a note for each one that could not be read (always empty now: every registry is imported statically). */
export interface KnownNames {
  registries: ProjectRegistries;
  notes: string[];
}

/**
 * The names this code base registers: widgets and screens (pure lists in
 * src/core/registryNames.ts, which the browser registries are typed against), server handlers
 * and their endpoints (server/http/steps/registry.ts), plus the PAL limit check. All are static
 * imports: a registry that fails to load stops the caller (start-up, build, check) at once.
 */
export async function loadKnownNames(): Promise<KnownNames> {
  const registries: ProjectRegistries = {
    checkProductConfig: checkProductConfig as ProjectRegistries['checkProductConfig'],
    widgets: [...widgetNames],
    screens: [...screenNames],
    serverHandlers: Object.keys(SERVER_HANDLERS),
    endpoints: Object.values(SERVER_HANDLERS).flatMap((h) => h.routes.map((r) => r.path)),
  };
  return { registries, notes: [] };
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
