import { randomInt } from 'node:crypto';
import type { Secrets } from '../../crypto/secrets';
import { fill, serverTexts, type ServerLanguage } from '../../i18n/serverTexts';

/** A 6-digit code from the CSPRNG. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed hash of a code, bound to its challenge. */
export function hashOtpCode(secrets: Secrets, tokenHash: string, code: string): string {
  return secrets.hmac('otp', `${tokenHash}:${code}`);
}

/** The SMS text (locales/<language>/server.json): the code is the only number in it. */
export function otpMessage(institution: string, code: string, language: ServerLanguage = 'en'): string {
  return fill(serverTexts(language).sms.otpCode, { institution, code });
}
