import type { FlowRegistries } from '../checkFlow';

/**
 * Every configuration file of a project, already read: what the pure checks look at.
 * Keys are paths from the project root with `/` (`flows/microloan.flow.json`,
 * `schemas/forms/apply.ui.json`, `locales/es/forms.json`); values are the parsed JSON.
 */
export interface ProjectFiles {
  /** Parsed JSON of each file, keyed by its path from the project root. */
  json: Record<string, unknown>;
  /** Files that could not be parsed as JSON: path -> the parser's message. */
  invalid?: Record<string, string>;
  /** Source texts whose i18n keys are checked (the staff console's, `src/staff/...`): path -> text. */
  sources?: Record<string, string>;
}

/** One NCUA PAL problem of a product file, as `checkProductConfig` (server/domain/pricing) reports it. */
export interface ProductConfigProblem {
  pointer: string;
  message: string;
}

/**
 * What the project check knows besides the files: the names the code registers and the
 * PAL rules. A registry left out is not checked (the CLI says so); pass every one of them
 * at build, at server start and in tests.
 */
export interface ProjectRegistries extends FlowRegistries {
  /**
   * Endpoints the server's named handlers serve, after `/api/v1/{product}/`
   * (e.g. `apply`, `application/complete-review`). Form steps with `store` are served by the
   * generic form route at their own `submit` and need not be listed.
   */
  endpoints?: readonly string[];
  /** NCUA PAL limit check of a (schema-valid) product file: `checkProductConfig` of server/domain/pricing. */
  checkProductConfig?: (config: never) => readonly ProductConfigProblem[];
  /**
   * i18n keys of the config-driven namespaces (`forms`, `product`) that code uses; an entry
   * ending in `.` covers every key below it. Default: {@link CODE_OWNED_KEYS}.
   */
  codeOwnedKeys?: readonly string[];
}

/**
 * Keys of `forms` code uses (not flow files): the widgets' texts and the message of the one
 * free-text rule (src/core/forms/safeText.ts); never reported as unused.
 */
export const CODE_OWNED_KEYS: readonly string[] = ['forms:widgets.', 'forms:validation.text'];

/** Form-step schemas and uiSchemas live here; flows name them relative to `schemas/`. */
export const SCHEMAS_DIR = 'schemas/';

/** Paths of `files` under `dir` whose name ends with `suffix`, sorted. */
export function filesMatching(files: ProjectFiles, dir: string, suffix: string): string[] {
  return Object.keys(files.json)
    .filter((p) => p.startsWith(dir) && !p.slice(dir.length).includes('/') && p.endsWith(suffix))
    .sort();
}

/** The parsed file at `path`, or undefined. */
export function fileAt(files: ProjectFiles, path: string): unknown {
  return Object.prototype.hasOwnProperty.call(files.json, path) ? files.json[path] : undefined;
}

/** True for a plain JSON object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Escapes one JSON pointer segment (`~` and `/`). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}
