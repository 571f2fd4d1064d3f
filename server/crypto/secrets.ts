import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** Encryption and keyed hashing of personal data (SSN, date of birth, codes). */
export interface Secrets {
  /** AES-256-GCM with a random IV; the text is `v1.<base64 iv|tag|ciphertext>`. */
  encrypt(plain: string): string;
  /** Inverse of encrypt; throws on a tampered or foreign value. */
  decrypt(sealed: string): string;
  /** Keyed HMAC-SHA256 (hex) of `value` for lookups, under a key of its own per `purpose`. */
  hmac(purpose: 'ssn' | 'phone' | 'otp', value: string): string;
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

function subkey(master: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
}

/** Secrets derived from the 32-byte master key (and an optional pepper for codes). */
export function createSecrets(master: Buffer, otpPepper = ''): Secrets {
  const encKey = subkey(master, 'microloan/aes-gcm/v1');
  const macKeys = {
    ssn: subkey(master, 'microloan/hmac/ssn'),
    phone: subkey(master, 'microloan/hmac/phone'),
    otp: subkey(master, `microloan/hmac/otp/${otpPepper}`),
  };
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(sealed) {
      if (!sealed.startsWith('v1.')) throw new Error('Unknown ciphertext version');
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', encKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    hmac(purpose, value) {
      return createHmac('sha256', macKeys[purpose]).update(value).digest('hex');
    },
  };
}
