import { fileURLToPath } from 'node:url';
import { checkProject, formatProblems, type ProjectFiles, type ProjectRegistries } from '../../../src/core/flow/project';
import { loadProjectFiles } from '../../../server/config/projectFiles';
import { widgetNames } from '../../../src/core/registryNames';
import { checkProductConfig } from '../../../server/domain/pricing';

/** The repository root (where flows/, schemas/ and locales/ are). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Registries for the fixture tests: widgets from src/core/registryNames.ts, and the screen and
 * server names the screens and server branches register (fixed here so the tests do not
 * depend on which branches are merged).
 */
export const TEST_REGISTRIES: ProjectRegistries = {
  widgets: [...widgetNames],
  screens: ['OtpVerify', 'Review', 'Processing', 'OfferReview', 'Sign', 'Finalizing', 'Completed', 'Canceled', 'Denied', 'ProcessingError', 'GenericError', 'OfferDeclined'],
  serverHandlers: ['apply', 'otp', 'completeReview', 'offer', 'sign'],
  endpoints: [
    'apply', 'application/otp/verify-token', 'application/otp/verify', 'application/otp/resend', 'application/complete-review',
    'application/select-offer', 'application/enable-automatic-payments', 'application/accept-offer', 'application/decline-offer', 'application/sign',
  ],
  checkProductConfig: checkProductConfig as ProjectRegistries['checkProductConfig'],
};

const realFiles = loadProjectFiles(REPO_ROOT);

/** A deep copy of the real project's files, safe to change. */
export function realProject(): ProjectFiles {
  return structuredClone(realFiles);
}

/** JSON content of one file of a project, typed loosely for mutations in tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The real project with `change` applied to a copy of `path` (one mutation per fixture). */
export function projectWith(path: string, change: (json: Json) => void): ProjectFiles {
  const files = realProject();
  if (!(path in files.json)) throw new Error(`the real project has no ${path}`);
  change(files.json[path]);
  return files;
}

/** The problems of `files`, one `file: /pointer: message` line each. */
export function problemLines(files: ProjectFiles, registries: ProjectRegistries = TEST_REGISTRIES): string[] {
  const found = checkProject(files, registries);
  return found.length ? formatProblems(found).split('\n') : [];
}

/** Index of `step` in the real microloan flow (so fixtures do not hard-code positions). */
export function stepIndex(flow: Json, step: string): number {
  const index = (flow.steps as { step: string }[]).findIndex((s) => s.step === step);
  if (index < 0) throw new Error(`no step ${step}`);
  return index;
}

export const FLOW = 'flows/microloan.flow.json';
export const PRODUCT = 'flows/microloan.product.json';
