import type { UnknownComponents as Components } from '@fingerprintjs/fingerprintjs';
import { nextTask } from '../services/nextTask';

/** Time after which the fingerprint gives up, counted from the submit that needs it (ms). */
export const VISITOR_ID_TIMEOUT_MS = 4000;

/**
 * FingerprintJS sources whose work is one long task on a phone: at the low-tier phone's speed
 * (`npm run bench:interaction`) the font list took 740 ms and the WebGL extensions 470 ms, each a
 * key the member typed waiting that long. They run when the member submits (the tap has painted,
 * the member waits for the answer anyway), not while they type; every other source runs in the
 * background from the member's first move into the form. The id is the same as FingerprintJS's own
 * (its hash sorts the components by name).
 */
export const SOURCES_AT_SUBMIT = ['fonts', 'webGlExtensions'] as const;

type FingerprintJs = typeof import('@fingerprintjs/fingerprintjs');

/** The library and the components of every source but SOURCES_AT_SUBMIT, with the cache they share. */
interface Background {
  fp: FingerprintJs;
  cache: Record<string, unknown>;
  components: Components;
}

let background: Promise<Background> | undefined;
let pending: Promise<string> | undefined;

/** Starts the sources that are cheap enough to run while the member types (once per page). */
export function startVisitorId(): void {
  background ??= import('@fingerprintjs/fingerprintjs').then(async (fp) => {
    // FingerprintJS's own wait before its sources (an idle moment) for consistent components.
    await fp.prepareForSources();
    const cache: Record<string, unknown> = {};
    const components = await fp.loadSources(fp.sources, { cache, debug: false }, SOURCES_AT_SUBMIT)();
    return { fp, cache, components };
  });
  background.catch(() => undefined);
}

/** Resolves in a task after the next frame is painted (in the next task where nothing paints). */
async function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
}

/** The sources of SOURCES_AT_SUBMIT only. */
function atSubmit(fp: FingerprintJs): Pick<FingerprintJs['sources'], (typeof SOURCES_AT_SUBMIT)[number]> {
  return { fonts: fp.sources.fonts, webGlExtensions: fp.sources.webGlExtensions };
}

/**
 * The browser fingerprint (FingerprintJS, loaded lazily), computed once per page and sent as
 * `visitorId` with apply and as `visitor_id` with the code verification; 'unknown' when it fails
 * or takes longer than VISITOR_ID_TIMEOUT_MS from this call. Call it at submit: it runs the
 * sources of SOURCES_AT_SUBMIT after those startVisitorId started. The server uses it as a risk
 * signal only (README: the visitor id).
 */
export function getVisitorId(): Promise<string> {
  startVisitorId();
  return (pending ??= Promise.race([
    background!
      .then(async ({ fp, cache, components }) => {
        await afterNextPaint(); // the tap that submitted shows first (its spinner), then the long tasks
        const rest = await fp.loadSources(atSubmit(fp), { cache, debug: false }, [])();
        return fp.hashComponents({ ...components, ...rest }) || 'unknown';
      })
      .catch(() => 'unknown'),
    new Promise<string>((resolve) => setTimeout(resolve, VISITOR_ID_TIMEOUT_MS, 'unknown')),
  ]));
}
