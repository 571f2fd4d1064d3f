/**
 * Messages to online banking when a launched application runs inside the platform's frame
 * (docs/online-banking.md, "Inside online banking"). Sent only to an origin the server allows
 * (LAUNCH_FRAME_ORIGINS, read from `GET /api/launch/frame`), never to `*`, and only when the app
 * is framed. Nothing personal: the type, and the application reference or the page height.
 */

/** The events the parent page receives (`event.data`). */
export type ParentEvent =
  | { type: 'loan:completed'; reference?: string }
  | { type: 'loan:canceled' }
  | { type: 'loan:denied' }
  | { type: 'loan:height'; height: number };

/** What the server says about framing (`GET /api/launch/frame`). */
export interface FrameSettings {
  parentOrigins: string[];
  returnUrl: string | null;
}

/**
 * The origin to post to: the configured origin the framing page has (`ancestor`, from
 * location.ancestorOrigins or the referrer), else the only configured origin; null when none fits.
 * Never `*`: a browser drops a message whose target origin is not the parent's.
 */
export function parentTargetOrigin(allowed: readonly string[], ancestor: string | null | undefined): string | null {
  if (ancestor && allowed.includes(ancestor)) return ancestor;
  if (!ancestor && allowed.length === 1) return allowed[0];
  return null;
}

/** The framing page's origin, as far as the browser tells it. */
function ancestorOrigin(): string | null {
  const fromLocation = window.location.ancestorOrigins?.[0];
  if (fromLocation) return fromLocation;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** True when the app runs in a frame. */
export function isFramed(): boolean {
  try {
    return typeof window !== 'undefined' && window.parent !== window;
  } catch {
    return true;
  }
}

let settings: Promise<FrameSettings> | null = null;

/** The server's frame settings, read once (none when the launch is not configured or the call fails). */
export function frameSettings(fetcher: typeof fetch = fetch): Promise<FrameSettings> {
  settings ??= fetcher('/api/launch/frame', { credentials: 'same-origin' })
    .then(async (r) => {
      if (!r.ok) return { parentOrigins: [], returnUrl: null };
      const body = (await r.json()) as { parent_origins?: unknown; return_url?: unknown };
      const parentOrigins = Array.isArray(body.parent_origins) ? body.parent_origins.filter((o): o is string => typeof o === 'string') : [];
      return { parentOrigins, returnUrl: typeof body.return_url === 'string' ? body.return_url : null };
    })
    .catch(() => ({ parentOrigins: [], returnUrl: null }));
  return settings;
}

/** Forgets the settings read (tests). */
export function resetFrameSettings(): void {
  settings = null;
}

/** Posts `event` to the parent page at its allowed origin; nothing when not framed or no allowed origin fits. */
export async function postToParent(event: ParentEvent, read: () => Promise<FrameSettings> = frameSettings): Promise<void> {
  if (!isFramed()) return;
  const target = parentTargetOrigin((await read()).parentOrigins, ancestorOrigin());
  if (target) window.parent.postMessage(event, target);
}

/** Tells the parent the page's height (`loan:height`) now and whenever it changes; returns the stop function. */
export function reportHeight(read: () => Promise<FrameSettings> = frameSettings): () => void {
  if (!isFramed() || typeof ResizeObserver === 'undefined') return () => undefined;
  let last = -1;
  const send = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height !== last) void postToParent({ type: 'loan:height', height }, read);
    last = height;
  };
  const observer = new ResizeObserver(send);
  observer.observe(document.body);
  send();
  return () => observer.disconnect();
}
