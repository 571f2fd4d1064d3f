/** Twilio's Programmable Messaging API root (the Messages resource lives under it). */
export const TWILIO_DEFAULT_API_BASE = 'https://api.twilio.com/2010-04-01';

/** Path of the delivery-status webhook (`POST`), under PUBLIC_BASE_URL. */
export const TWILIO_STATUS_PATH = '/api/webhooks/twilio/status';

/** Settings of the Twilio SMS adapter (SMS_PROVIDER=twilio), checked at start-up. */
export interface TwilioConfig {
  /** `AC` + 32 hex digits (TWILIO_ACCOUNT_SID). */
  accountSid: string;
  /** 32 hex digits (TWILIO_AUTH_TOKEN): Basic auth of the API calls and the key of X-Twilio-Signature. */
  authToken: string;
  /** Sender number in E.164 (TWILIO_FROM), or undefined when a Messaging Service sends. */
  from?: string;
  /** `MG` + 32 hex digits (TWILIO_MESSAGING_SERVICE_SID), or undefined when TWILIO_FROM sends. */
  messagingServiceSid?: string;
  /** Messages API root without a trailing slash (TWILIO_API_BASE). */
  apiBase: string;
  /** The public origin (and path prefix) Twilio reaches this server at, no trailing slash (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  /** The StatusCallback URL given with every message: PUBLIC_BASE_URL + TWILIO_STATUS_PATH. */
  statusCallbackUrl: string;
  /** Longest wait for one API call, ms (TWILIO_TIMEOUT_MS). */
  timeoutMs: number;
}

const ACCOUNT_SID = /^AC[0-9a-f]{32}$/;
const SERVICE_SID = /^MG[0-9a-f]{32}$/;
const AUTH_TOKEN = /^[0-9a-f]{32}$/;
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * An absolute http(s) URL without query or fragment, https unless its host is loopback (a local
 * stand-in); answers it without a trailing slash, or null (and a problem naming `name`).
 */
function baseUrl(name: string, text: string, isLoopbackHost: (host: string) => boolean, bad: string[]): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    bad.push(`${name} must be an absolute URL such as https://example.org (got "${text}")`);
    return null;
  }
  if (url.search || url.hash || url.username || url.password) {
    bad.push(`${name} must not carry a query, a fragment or credentials (got "${text}")`);
    return null;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    bad.push(`${name} must be an https:// URL (http:// only for a loopback host) (got "${text}")`);
    return null;
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * Reads the Twilio variables when SMS_PROVIDER=twilio (else answers undefined and reads
 * nothing). Every missing or malformed value is pushed to `bad`, naming the variable.
 * `isLoopbackHost` (env.ts) says which hosts may be reached over plain http (a local stand-in).
 */
export function parseTwilioEnv(raw: Record<string, string | undefined>, provider: string, isLoopbackHost: (host: string) => boolean, bad: string[]): TwilioConfig | undefined {
  if (provider !== 'twilio') return undefined;
  const need = (name: string, pattern: RegExp, shape: string): string => {
    const value = raw[name];
    if (!value) bad.push(`${name} is required when SMS_PROVIDER=twilio (${shape})`);
    else if (!pattern.test(value)) bad.push(`${name} must be ${shape} (the value set, ${value.length} characters long, is not; it is not shown here)`);
    return value ?? '';
  };
  const accountSid = need('TWILIO_ACCOUNT_SID', ACCOUNT_SID, '"AC" followed by 32 lowercase hex digits, from the Twilio console');
  const authToken = need('TWILIO_AUTH_TOKEN', AUTH_TOKEN, '32 lowercase hex digits, the auth token of that account');
  const from = raw.TWILIO_FROM || undefined;
  const messagingServiceSid = raw.TWILIO_MESSAGING_SERVICE_SID || undefined;
  if (from && messagingServiceSid) bad.push('TWILIO_FROM and TWILIO_MESSAGING_SERVICE_SID are both set: set exactly one (the sender number, or the Messaging Service that picks it)');
  else if (!from && !messagingServiceSid) bad.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio: set exactly one');
  if (from && !E164.test(from)) bad.push(`TWILIO_FROM must be a phone number in E.164 form such as +12025550100 (got "${from}")`);
  if (messagingServiceSid && !SERVICE_SID.test(messagingServiceSid)) bad.push('TWILIO_MESSAGING_SERVICE_SID must be "MG" followed by 32 lowercase hex digits');
  const apiBase = baseUrl('TWILIO_API_BASE', raw.TWILIO_API_BASE || TWILIO_DEFAULT_API_BASE, isLoopbackHost, bad) ?? '';
  let publicBaseUrl = '';
  if (!raw.PUBLIC_BASE_URL) bad.push('PUBLIC_BASE_URL is required when SMS_PROVIDER=twilio: the https origin Twilio reaches this server at (its delivery reports go to PUBLIC_BASE_URL' + TWILIO_STATUS_PATH + ')');
  else publicBaseUrl = baseUrl('PUBLIC_BASE_URL', raw.PUBLIC_BASE_URL, isLoopbackHost, bad) ?? '';
  const timeoutText = raw.TWILIO_TIMEOUT_MS;
  const timeoutMs = timeoutText ? Number(timeoutText) : 8000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 25_000) bad.push(`TWILIO_TIMEOUT_MS must be an integer from 100 to 25000 (got "${timeoutText}")`);
  return { accountSid, authToken, from, messagingServiceSid, apiBase, publicBaseUrl, statusCallbackUrl: publicBaseUrl + TWILIO_STATUS_PATH, timeoutMs };
}
