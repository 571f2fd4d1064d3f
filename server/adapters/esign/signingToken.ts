import { createHash, randomBytes } from 'node:crypto';

/** Bytes of randomness in a signing token (256 bits). */
export const SIGNING_TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new signing token: 32 random bytes, base64url (43 characters). */
export function newSigningToken(random: (size: number) => Uint8Array = randomBytes): string {
  return Buffer.from(random(SIGNING_TOKEN_BYTES)).toString('base64url');
}

/** Whether a value has the shape of a signing token (checked before any lookup). */
export function isSigningTokenShape(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

/** SHA-256 hex of a token: what the store keeps instead of the token. */
export function hashSigningToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
