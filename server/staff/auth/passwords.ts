import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): about 30 ms a hash on these
 * machines, the same for every sign-in try.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Shortest password accepted for a built-in account. */
export const MIN_PASSWORD_LENGTH = 12;

/** The PHC string (`$argon2id$v=19$...`) of a password. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password against a stored hash; with no hash (unknown e-mail) it checks against a
 * hash of a random password, so an unknown account costs the same work and always fails.
 */
export async function checkPassword(hash: string | null, password: string): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  const against = hash ?? (await dummy);
  const ok = await argon2.verify(against, password).catch(() => false);
  return ok && hash !== null;
}

/** A random password for a new account (24 base64url characters, 144 bits). */
export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}
