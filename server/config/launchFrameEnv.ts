/**
 * The launch inside online banking (docs/online-banking.md, "Inside online banking"): the
 * platform's pages that may frame the application, and where "Back to online banking" goes.
 */
export interface LaunchFrameEnv {
  /**
   * Origins allowed to frame a launched session (LAUNCH_FRAME_ORIGINS, comma-separated; unset: the
   * brand file's `launchFrameOrigins`, server/app/plugins/config.ts): added to
   * `frame-ancestors` for the launch and a launched session's pages, and the only targets of the
   * app's `postMessage` events. Empty: a launch works top-level only (`frame-ancestors 'self'`).
   */
  origins: string[];
  /** Where "Back to online banking" goes in a launched session (LAUNCH_RETURN_URL); unset: the brand's online-banking address. */
  returnUrl?: string;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** An origin (`https://host[:port]`, nothing after): https, plain http only to a loopback host outside production. */
function origin(text: string, name: string, production: boolean, bad: string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    bad.push(`${name}: "${text}" is not an origin like https://banking.example.org`);
    return undefined;
  }
  if (url.origin !== text.replace(/\/$/, '')) bad.push(`${name}: "${text}" must be an origin only (scheme, host and port; no path, query or credentials)`);
  else if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production && LOOPBACK.test(url.hostname))) bad.push(`${name}: "${text}" must use https (plain http only to a loopback address outside production)`);
  else return url.origin;
  return undefined;
}

/**
 * The frame origins of a list (`texts`, each `https://host[:port]`; plain http only to a loopback
 * host outside production), without repeats; each problem is pushed into `bad` naming `name`
 * (the variable, or the brand file's JSON pointer).
 */
export function parseFrameOrigins(texts: string[], name: string, production: boolean, bad: string[]): string[] {
  return [...new Set(texts.flatMap((text) => origin(text, name, production, bad) ?? []))];
}

/** Parses LAUNCH_FRAME_ORIGINS and LAUNCH_RETURN_URL, pushing each problem (naming its variable) into `bad`. */
export function parseLaunchFrameEnv(raw: Record<string, string | undefined>, production: boolean, bad: string[]): LaunchFrameEnv {
  const origins = parseFrameOrigins((raw.LAUNCH_FRAME_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean), 'LAUNCH_FRAME_ORIGINS', production, bad);
  let returnUrl: string | undefined;
  if (raw.LAUNCH_RETURN_URL) {
    try {
      const url = new URL(raw.LAUNCH_RETURN_URL);
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production && LOOPBACK.test(url.hostname))) bad.push('LAUNCH_RETURN_URL must be an https URL');
      else returnUrl = url.href;
    } catch {
      bad.push(`LAUNCH_RETURN_URL must be an absolute https URL (got "${raw.LAUNCH_RETURN_URL}")`);
    }
  }
  return { origins, ...(returnUrl ? { returnUrl } : {}) };
}
