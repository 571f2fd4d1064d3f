import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { keyId, subkey, UndecryptableError, UnknownKeyError, type KeySet } from './keyring';

/** Encryption and keyed hashing of personal data (SSN, date of birth, codes). */
export interface Secrets {
  /** AES-256-GCM under the current key with a random IV: `v2.<key id>.<base64 iv|tag|ciphertext>`. */
  encrypt(plain: string): string;
  /**
   * Inverse of encrypt: a `v2` value under the key its id names, a legacy `v1` value (no key
   * id) under the first key that opens it. Throws UnknownKeyError for a key id not configured,
   * UndecryptableError for a tampered or foreign value; never with the text in the message.
   */
  decrypt(sealed: string): string;
  /** Keyed HMAC-SHA256 (hex) of `value` for lookups, under a key of its own per `purpose` (from the lookup key). */
  hmac(purpose: 'ssn' | 'phone' | 'otp', value: string): string;
  /** Id of the current (encrypting) key. */
  readonly currentKeyId: string;
  /** Ids of every data key, current first. */
  readonly keyIds: readonly string[];
  /** Id of the lookup key the hashes are made with. */
  readonly lookupKeyId: string;
  /** The key id of a sealed value: its `v2` id, or `v1` for a legacy value without one. */
  keyIdOf(sealed: string): string;
}

/** SHA-256 hex of a high-entropy token (session ids, otp tokens). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random URL-safe token of `bytes` bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Constant-time comparison of two hex strings. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** AES-GCM open of `iv|tag|ct`; null when the key does not open it. */
function open(key: Buffer, raw: Buffer, aad: Buffer | null): string | null {
  if (raw.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Secrets of a key set (or of one 32-byte master key) and an optional pepper for codes. The
 * AES key of each data key is HKDF(key, 'microloan/aes-gcm/v1'); the HMAC keys come from the
 * lookup key with the same derivations as before key rotation existed, so stored hashes match.
 */
export function createSecrets(keys: KeySet | Buffer, otpPepper = ''): Secrets {
  const set: KeySet = Buffer.isBuffer(keys) ? { data: [keys] } : keys;
  if (!set.data.length) throw new Error('No data key');
  const ring = set.data.map((master) => ({ kid: keyId(master), aes: subkey(master, 'microloan/aes-gcm/v1') }));
  const byId = new Map(ring.map((k) => [k.kid, k.aes]));
  if (byId.size !== ring.length) throw new Error(`Two data keys share one key id (${ring.map((k) => k.kid).join(', ')}): each key must appear once`);
  const lookup = set.lookup ?? set.data[set.data.length - 1];
  const macKeys = {
    ssn: subkey(lookup, 'microloan/hmac/ssn'),
    phone: subkey(lookup, 'microloan/hmac/phone'),
    otp: subkey(lookup, `microloan/hmac/otp/${otpPepper}`),
  };
  const current = ring[0];
  return {
    currentKeyId: current.kid,
    keyIds: ring.map((k) => k.kid),
    lookupKeyId: keyId(lookup),
    encrypt(plain) {
      const iv = randomBytes(12);
      const head = `v2.${current.kid}`;
      const cipher = createCipheriv('aes-256-gcm', current.aes, iv);
      cipher.setAAD(Buffer.from(head));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${head}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(sealed) {
      const v2 = /^v2\.([0-9a-f]{8})\.(.*)$/s.exec(sealed);
      if (v2) {
        const aes = byId.get(v2[1]);
        if (!aes) throw new UnknownKeyError(v2[1], [...byId.keys()]);
        const plain = open(aes, Buffer.from(v2[2], 'base64'), Buffer.from(`v2.${v2[1]}`));
        if (plain === null) throw new UndecryptableError(`The value under key ${v2[1]} does not decrypt: it was altered`);
        return plain;
      }
      if (!sealed.startsWith('v1.')) throw new UndecryptableError('Unknown ciphertext version');
      const raw = Buffer.from(sealed.slice(3), 'base64');
      for (const k of ring) {
        const plain = open(k.aes, raw, null);
        if (plain !== null) return plain;
      }
      throw new UndecryptableError(`The legacy (v1) value does not decrypt under any configured key (${[...byId.keys()].join(', ')})`);
    },
    hmac(purpose, value) {
      return createHmac('sha256', macKeys[purpose]).update(value).digest('hex');
    },
    keyIdOf(sealed) {
      return /^v2\.([0-9a-f]{8})\./.exec(sealed)?.[1] ?? 'v1';
    },
  };
}
