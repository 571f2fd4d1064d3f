import { createHmac, hkdfSync } from 'node:crypto';
import { parseEnv } from '../../server/config/env';
import { resolveEncryptionKeys } from '../../server/config/encryptionKey';
import { keyId, UndecryptableError, UnknownKeyError } from '../../server/crypto/keyring';
import { createSecrets } from '../../server/crypto/secrets';
import { legacyV1 } from '../helpers/legacyCrypto';

const K1 = Buffer.alloc(32, 1);
const K2 = Buffer.alloc(32, 2);
const K3 = Buffer.alloc(32, 3);
const b64 = (k: Buffer) => k.toString('base64');
const SSN = '100000001';

/** The SSN lookup hash as the server made it before key rotation existed. */
function legacySsnHmac(master: Buffer, ssn: string): string {
  const key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'microloan/hmac/ssn', 32));
  return createHmac('sha256', key).update(ssn).digest('hex');
}

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('did not throw');
}

describe('encryption with key ids', () => {
  it('a value carries the id of the key that sealed it: v2.<8 hex>., the id is stable and differs per key', () => {
    const s = createSecrets({ data: [K2, K1] });
    const sealed = s.encrypt(SSN);
    expect(sealed).toMatch(/^v2\.[0-9a-f]{8}\.[A-Za-z0-9+/=]+$/);
    expect(s.keyIdOf(sealed)).toBe(keyId(K2));
    expect(s.currentKeyId).toBe(keyId(K2));
    expect(s.keyIds).toEqual([keyId(K2), keyId(K1)]);
    expect(keyId(K2)).toBe(keyId(Buffer.alloc(32, 2)));
    expect(keyId(K1)).not.toBe(keyId(K2));
    expect(sealed).not.toContain(SSN);
    expect(s.decrypt(sealed)).toBe(SSN);
  });

  it('a value under a previous key decrypts while that key is listed; under the current key alone once rotated', () => {
    const old = createSecrets(K1).encrypt(SSN);
    const both = createSecrets({ data: [K2, K1] });
    expect(both.decrypt(old)).toBe(SSN);
    const resealed = both.encrypt(both.decrypt(old));
    expect(createSecrets({ data: [K2] }).decrypt(resealed)).toBe(SSN);
  });

  it('legacy v1 values (no key id) decrypt by trying the keys, current first', () => {
    expect(createSecrets(K1).decrypt(legacyV1(K1, SSN))).toBe(SSN);
    expect(createSecrets({ data: [K2, K1] }).decrypt(legacyV1(K1, SSN))).toBe(SSN);
    expect(createSecrets({ data: [K2, K1] }).keyIdOf(legacyV1(K1, SSN))).toBe('v1');
    const error = thrown(() => createSecrets({ data: [K2, K3] }).decrypt(legacyV1(K1, SSN)));
    expect(error).toBeInstanceOf(UndecryptableError);
    expect(error.message).toContain(keyId(K2));
    expect(error.message).not.toContain(SSN);
  });

  it('an unknown key id is a clear error naming that id and never the text', () => {
    const sealed = createSecrets(K3).encrypt(SSN);
    const error = thrown(() => createSecrets({ data: [K2, K1] }).decrypt(sealed));
    expect(error).toBeInstanceOf(UnknownKeyError);
    expect((error as UnknownKeyError).kid).toBe(keyId(K3));
    expect(error.message).toContain(keyId(K3));
    expect(error.message).toContain('ENCRYPTION_KEYS');
    expect(error.message).not.toContain(SSN);
  });

  it('a wrong key under a known id, an altered value or a changed id header does not decrypt', () => {
    const sealed = createSecrets(K1).encrypt(SSN);
    const [v, kid, body] = sealed.split('.');
    // Another key that claims K1's id: the authentication tag refuses it.
    const forged = `v2.${keyId(K2)}.${body}`;
    expect(thrown(() => createSecrets({ data: [K2, K1] }).decrypt(forged))).toBeInstanceOf(UndecryptableError);
    const raw = Buffer.from(body, 'base64');
    raw[raw.length - 1] ^= 1;
    const altered = thrown(() => createSecrets(K1).decrypt(`${v}.${kid}.${raw.toString('base64')}`));
    expect(altered).toBeInstanceOf(UndecryptableError);
    expect(altered.message).toContain(kid);
    expect(thrown(() => createSecrets(K1).decrypt('v9.whatever'))).toBeInstanceOf(UndecryptableError);
    expect(thrown(() => createSecrets(K1).decrypt(`v2.${kid}.AAAA`))).toBeInstanceOf(UndecryptableError);
  });

  it('one key listed twice is refused', () => {
    expect(() => createSecrets({ data: [K1, K1] })).toThrow(/share one key id/);
  });
});

describe('lookup hashes do not rotate with the data keys', () => {
  it('by default they are made with the last (oldest) data key, with the same derivation as before rotation existed', () => {
    const before = legacySsnHmac(K1, SSN);
    expect(createSecrets(K1).hmac('ssn', SSN)).toBe(before);
    expect(createSecrets({ data: [K2, K1] }).hmac('ssn', SSN)).toBe(before);
    expect(createSecrets({ data: [K3, K2, K1] }).hmac('ssn', SSN)).toBe(before);
  });

  it('LOOKUP_KEY keeps them when the oldest data key leaves the list', () => {
    const after = createSecrets({ data: [K2], lookup: K1 });
    expect(after.hmac('ssn', SSN)).toBe(legacySsnHmac(K1, SSN));
    expect(after.lookupKeyId).toBe(keyId(K1));
    expect(createSecrets({ data: [K2] }).hmac('ssn', SSN)).not.toBe(legacySsnHmac(K1, SSN));
    expect(after.hmac('phone', '2025550101')).toBe(createSecrets(K1).hmac('phone', '2025550101'));
  });
});

describe('key variables', () => {
  const message = (raw: Record<string, string>) => {
    try {
      parseEnv(raw);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('ENCRYPTION_KEYS: current first, previous after; resolved in that order with LOOKUP_KEY apart', () => {
    const keys = resolveEncryptionKeys(parseEnv({ ENCRYPTION_KEYS: `${b64(K2)}, ${b64(K1)}` }));
    expect(keys.data).toEqual([K2, K1]);
    expect(keys.lookup).toBeUndefined();
    const withLookup = resolveEncryptionKeys(parseEnv({ ENCRYPTION_KEYS: b64(K2), LOOKUP_KEY: b64(K1) }));
    expect(withLookup).toEqual({ data: [K2], lookup: K1 });
    expect(resolveEncryptionKeys(parseEnv({ ENCRYPTION_KEY: b64(K1) })).data).toEqual([K1]);
  });

  it('a bad entry is named by variable and position, never shown', () => {
    const short = Buffer.alloc(16, 9).toString('base64');
    const text = message({ ENCRYPTION_KEYS: `${b64(K2)},${short},` });
    expect(text).toContain('ENCRYPTION_KEYS entry 2 of 3');
    expect(text).toContain('ENCRYPTION_KEYS entry 3 of 3');
    expect(text).not.toContain(short);
    expect(text).not.toContain(b64(K2));
    expect(message({ ENCRYPTION_KEYS: `${b64(K2)},${b64(K2)}` })).toContain('ENCRYPTION_KEYS entry 2 repeats');
    expect(message({ ENCRYPTION_KEYS: b64(K2), ENCRYPTION_KEY: b64(K1) })).toContain('ENCRYPTION_KEY and ENCRYPTION_KEYS are both set');
    expect(message({ LOOKUP_KEY: 'nope' })).toContain('LOOKUP_KEY must be the base64 encoding of exactly 32 bytes');
    expect(message({ ENCRYPTION_KEY: 'short' })).toContain('ENCRYPTION_KEY must be');
  });

  it('production needs ENCRYPTION_KEY or ENCRYPTION_KEYS', () => {
    const prod = { NODE_ENV: 'production', ALLOW_METRICS_WITHOUT_TOKEN: '1', ALLOW_BUILTIN_SMS: '1', ALLOW_PRINT_ONLY_NOTICES: '1' };
    expect(message(prod)).toMatch(/ENCRYPTION_KEY is required when NODE_ENV=production \(or ENCRYPTION_KEYS/);
    expect(message({ ...prod, ENCRYPTION_KEYS: `${b64(K2)},${b64(K1)}` })).toBe('');
    expect(message({ ...prod, ENCRYPTION_KEY: b64(K1) })).toBe('');
  });
});
