import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KeySet } from '../crypto/keyring';
import { EnvError, type Env } from './env';
import { decodeKey, splitKeyList } from './keyList';
import { assertPrivate, ensurePrivateDir } from './privateDir';

function mustDecode(text: string, name: string): Buffer {
  const key = decodeKey(text);
  if (!key) throw new EnvError(`${name} must be the base64 encoding of exactly 32 bytes`);
  return key;
}

/**
 * The 32-byte data key of local mode: the key file `DATA_DIR/encryption.key`, created on first
 * start with mode 600 in a folder of mode 700; a key file or folder that group or others can
 * access is refused. Never in production.
 */
function localKey(env: Env): Buffer {
  if (env.NODE_ENV === 'production') throw new EnvError('ENCRYPTION_KEY is required when NODE_ENV=production');
  ensurePrivateDir(env.DATA_DIR);
  const file = join(env.DATA_DIR, 'encryption.key');
  if (existsSync(file)) {
    assertPrivate(file, 'The key file');
    const key = decodeKey(readFileSync(file, 'utf8'));
    if (!key) throw new EnvError(`${file} does not hold a base64 32-byte key; delete it or set ENCRYPTION_KEY`);
    return key;
  }
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600 });
  return key;
}

/**
 * The keys of `env` (parseEnv has checked them): the data keys of ENCRYPTION_KEYS (current
 * first), else the one of ENCRYPTION_KEY, else (never in production) the local key file; the
 * lookup key of LOOKUP_KEY when set (otherwise createSecrets takes the last data key).
 */
export function resolveEncryptionKeys(env: Env): KeySet {
  const data = env.ENCRYPTION_KEYS
    ? splitKeyList(env.ENCRYPTION_KEYS).map((text, i) => mustDecode(text, `ENCRYPTION_KEYS entry ${i + 1}`))
    : [env.ENCRYPTION_KEY ? mustDecode(env.ENCRYPTION_KEY, 'ENCRYPTION_KEY') : localKey(env)];
  return env.LOOKUP_KEY ? { data, lookup: mustDecode(env.LOOKUP_KEY, 'LOOKUP_KEY') } : { data };
}
