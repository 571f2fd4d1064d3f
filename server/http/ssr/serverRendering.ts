import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRendering } from '../../../src/core/serverRendering';

/** The rendering of the app's public screens, or why the server sends the page without one. */
export type LoadedRendering = { rendering: ServerRendering; problem?: undefined } | { rendering?: undefined; problem: string };

/**
 * Loads the server's rendering of the app's screens, `<ssrDir>/entry.js` (built with the browser
 * build by scripts/server-rendering-build.mjs), when it belongs to the browser build being served
 * (its entry chunk `browserEntry`, from dist/.vite/manifest.json): a rendering of other code
 * would hand the browser HTML it cannot take over. Never throws; a problem is described instead.
 */
export async function loadServerRendering(ssrDir: string, browserEntry: string | undefined): Promise<LoadedRendering> {
  const file = join(ssrDir, 'entry.js');
  if (!existsSync(file)) return { problem: `${file} is missing (run \`npx vite build\`)` };
  try {
    const module = (await import(pathToFileURL(file).href)) as { default?: ServerRendering };
    const rendering = module.default;
    if (!rendering || typeof rendering.render !== 'function') return { problem: `${file} is not a server rendering` };
    if (!browserEntry || rendering.browserEntry !== browserEntry)
      return { problem: `${file} belongs to another browser build (${rendering.browserEntry || 'unknown'}, served: ${browserEntry ?? 'none'}): run \`npx vite build\`` };
    return { rendering };
  } catch (error) {
    return { problem: `${file} could not be loaded: ${(error as Error).message}` };
  }
}
