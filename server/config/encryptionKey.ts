import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvError, type Env } from './env';
import { assertPrivate, ensurePrivateDir } from './privateDir';

/**
 * The 32-byte data key: ENCRYPTION_KEY when set, otherwise (never in production) a key file
 * `DATA_DIR/encryption.key` created on first start with mode 600 in a folder of mode 700; a
 * key file or folder that group or others can access is refused.
 */
export function resolveEncryptionKey(env: Env): Buffer {
  if (env.ENCRYPTION_KEY) return Buffer.from(env.ENCRYPTION_KEY, 'base64');
  if (env.NODE_ENV === 'production') throw new EnvError('ENCRYPTION_KEY is required when NODE_ENV=production');
  ensurePrivateDir(env.DATA_DIR);
  const file = join(env.DATA_DIR, 'encryption.key');
  if (existsSync(file)) {
    assertPrivate(file, 'The key file');
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new EnvError(`${file} does not hold a base64 32-byte key; delete it or set ENCRYPTION_KEY`);
    return key;
  }
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600 });
  return key;
}
