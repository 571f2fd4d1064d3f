import { createHmac, timingSafeEqual } from 'node:crypto';

/** Form parameters of a request, each name with every value it was sent with. */
export type FormParams = Readonly<Record<string, string | readonly string[]>>;

/**
 * The X-Twilio-Signature of a POST as Twilio documents it (twilio.com/docs/usage/webhooks/webhooks-security):
 * the full URL (with its query string), then every POST parameter sorted by name, each written as
 * name + value with no separator (a name sent several times: each distinct value, sorted), signed
 * with HMAC-SHA1 under the auth token, base64.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    const values = typeof value === 'string' ? [value] : [...new Set(value)].sort();
    for (const v of values) data += name + v;
  }
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** The URL as given, with the scheme's default port written out, and without any port: Twilio signs one of them. */
function urlForms(url: string): string[] {
  const parsed = new URL(url);
  const withoutPort = new URL(url);
  withoutPort.port = '';
  const defaultPort = parsed.protocol === 'https:' ? '443' : '80';
  const withPort = parsed.port ? parsed.href : `${parsed.protocol}//${parsed.host}:${defaultPort}${parsed.pathname}${parsed.search}`;
  return [...new Set([url, parsed.href, withoutPort.href, withPort])];
}

/** Constant-time comparison of the header with an expected signature (exactly the same characters). */
function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * True when `signature` (the X-Twilio-Signature header) signs `url` and `params` under
 * `authToken`. Like Twilio's own libraries, the URL is tried as configured, with its default port
 * written out and without a port (Twilio's signing is not consistent there). Every comparison is
 * made in constant time.
 */
export function isValidTwilioSignature(authToken: string, signature: string | undefined, url: string, params: FormParams): boolean {
  if (!signature) return false;
  let valid = false;
  for (const form of urlForms(url)) valid = sameSignature(signature, twilioSignature(authToken, form, params)) || valid;
  return valid;
}
