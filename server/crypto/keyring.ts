import { createHash, hkdfSync } from 'node:crypto';

/**
 * The keys of this deployment. `data[0]` encrypts; every key of `data` decrypts (the previous
 * ones only while `npm run keys:rotate` has not moved their values to the current key).
 * `lookup` is the master of the keyed hashes (SSN lookup, per-phone cap, one-time codes): it
 * does not rotate with the data keys, so hashes stored under it keep matching.
 */
export interface KeySet {
  /** 32-byte data keys, current first. */
  data: Buffer[];
  /** 32-byte lookup master; default: the last (oldest) data key. */
  lookup?: Buffer;
}

/** HKDF-SHA256 subkey of 32 bytes of `master` for `info`. */
export function subkey(master: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
}

/**
 * The public id of a key: first 8 hex digits of SHA-256 of a subkey derived for this purpose
 * only, so it reveals nothing of the key nor of the keys derived from it.
 */
export function keyId(master: Buffer): string {
  return createHash('sha256').update(subkey(master, 'microloan/key-id')).digest('hex').slice(0, 8);
}

/** A value sealed under a key this key set does not hold. */
export class UnknownKeyError extends Error {
  constructor(readonly kid: string, known: string[]) {
    super(`The value is encrypted under key ${kid}, which is not among the configured keys (${known.join(', ')}): add that key to ENCRYPTION_KEYS`);
  }
}

/** A value that no configured key opens (tampered, truncated or under another key). */
export class UndecryptableError extends Error {}
