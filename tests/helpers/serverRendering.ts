import { spawn } from 'node:child_process';
import type { RenderedScreen, ScreenRequest } from '../../src/core/serverRendering';

/** The project root (tests run from it; jsdom's import.meta.url is not a file URL). */
const ROOT = process.cwd();

/**
 * The server's rendering of these screens (src/ssr/entry.tsx from source), made in a process of
 * its own as on the server: in the test's process the server renderer and the browser's would
 * share React's contexts, which they never do for real.
 */
export function renderScreensApart(requests: Omit<ScreenRequest, 'formFiles'>[]): Promise<RenderedScreen[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tests/helpers/renderInVite.mjs'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (err += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as RenderedScreen[]) : reject(new Error(`server rendering failed (${code}):\n${err}`))));
    child.stdin.end(JSON.stringify(requests));
  });
}
