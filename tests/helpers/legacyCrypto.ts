import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A value as the server wrote it before key ids existed: `v1.<base64 iv|tag|ct>`, no AAD. */
export function legacyV1(master: Buffer, plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'microloan/aes-gcm/v1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}
