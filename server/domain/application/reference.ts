import { randomInt } from 'node:crypto';

/**
 * The short application reference a member can read aloud (`PAL-7Q4K-2M`): fixed letters, then 6
 * characters of Crockford's base32 (no I, L, O or U), drawn from a CSPRNG when the application is
 * created. Unique in the database (migration 015); the repository draws again on a collision.
 */
export const REFERENCE_PREFIX = 'PAL';

/** Crockford's base32 alphabet: digits and letters without I, L, O and U. */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters drawn after the prefix (30 bits: about a billion references). */
export const REFERENCE_LENGTH = 6;

/** Canonical form: `PAL-XXXX-XX`. */
export const REFERENCE_PATTERN = /^PAL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;

/** A new random reference, e.g. `PAL-7Q4K-2M`. */
export function newApplicationReference(): string {
  let body = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) body += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return formatReference(body);
}

function formatReference(body: string): string {
  return `${REFERENCE_PREFIX}-${body.slice(0, 4)}-${body.slice(4)}`;
}

/**
 * The canonical reference of what a person typed or read out, or null when it cannot be one:
 * case, spaces and dashes ignored, the prefix optional, O read as 0 and I or L as 1 (Crockford).
 */
export function normalizeReference(input: string): string | null {
  let text = input.toUpperCase().replace(/[\s\-_.]/g, '');
  if (text.startsWith(REFERENCE_PREFIX) && text.length === REFERENCE_PREFIX.length + REFERENCE_LENGTH) text = text.slice(REFERENCE_PREFIX.length);
  if (text.length !== REFERENCE_LENGTH) return null;
  const body = text.replace(/O/g, '0').replace(/[IL]/g, '1');
  return [...body].every((c) => REFERENCE_ALPHABET.includes(c)) ? formatReference(body) : null;
}

/** An application id: a UUID (any version), case-insensitive. */
export const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `input` is an application id or a reference as a person may type it (see normalizeReference). */
export function isApplicationIdOrReference(input: string): boolean {
  return APPLICATION_ID.test(input) || normalizeReference(input) !== null;
}
