import { Secret, TOTP } from 'otpauth';

/** RFC 6238 parameters of staff codes (what authenticator apps expect by default). */
const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';

/** A new TOTP secret (160 random bits) as base32, and its enrolment URI for an authenticator app. */
export function newTotpSecret(issuer: string, email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ issuer, label: email, secret, algorithm: ALGORITHM, digits: DIGITS, period: PERIOD });
  return { secret: secret.base32, uri: totp.toString() };
}

/** The code of `secret` (base32) at `at` (tests, and the CLI's self-check). */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, period: PERIOD, timestamp: at.getTime() });
}

/**
 * The time step a code belongs to when it is the code of `at`'s step or of one step either
 * side (RFC 6238 section 5.2), else null. The caller then refuses a step already used.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, period: PERIOD, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: at.getTime() }) + delta;
}
