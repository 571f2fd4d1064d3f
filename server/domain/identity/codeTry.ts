import { sameHex } from '../../crypto/secrets';
import type { Db } from '../../db/db';
import type { Secrets } from '../../crypto/secrets';
import type { Clock } from '../ports';
import { otpRepo, type OtpChallenge } from '../../repos/otpChallenges';
import type { Applicant } from './applicant';
import { assertLive, otpErrors } from './challengeState';
import { hashOtpCode } from './otpCode';

/** What a code try needs. */
export interface CodeTryDeps {
  db: Db;
  now: Clock;
  secrets: Secrets;
  limits: { otpMaxAttempts: number };
}

/**
 * One try of a one-time code. The try is reserved in the database before the code is compared
 * (`otpRepo.reserveTry`), so parallel guesses cannot compare more than `otpMaxAttempts` codes.
 * A wrong code throws OTP_INVALID_CODE (tries left) or, on the last try, OTP_MAX_ATTEMPTS_EXCEEDED.
 * A right code answers the applicant it was sent for (with the challenge); `finish` then runs, and the challenge is
 * consumed only when `finish` resolves (a failure of `finish` gives the try back).
 */
export async function tryCode<T>(
  services: CodeTryDeps,
  tokenHash: string,
  product: string,
  code: string,
  finish: (applicant: Applicant, challenge: OtpChallenge) => Promise<T>,
): Promise<T> {
  const now = services.now();
  const max = services.limits.otpMaxAttempts;
  const challenge = await otpRepo.get(services.db, tokenHash, product);
  assertLive(challenge, now, otpErrors.sessionExpired);
  if (challenge.attempts >= max) throw otpErrors.maxAttempts();
  const reserved = await otpRepo.reserveTry(services.db, tokenHash, max, now);
  if (!reserved) {
    // Another request took the last try, or used the challenge, in the meantime.
    assertLive(await otpRepo.get(services.db, tokenHash, product), now, otpErrors.sessionExpired);
    throw otpErrors.maxAttempts();
  }
  if (!sameHex(reserved.code_hash, hashOtpCode(services.secrets, tokenHash, code))) {
    if (reserved.attempts >= max) throw otpErrors.maxAttempts();
    throw otpErrors.invalidCode(max - reserved.attempts);
  }
  let consumed = false;
  try {
    const applicant = JSON.parse(services.secrets.decrypt(challenge.applicant_enc)) as Applicant;
    const result = await finish(applicant, challenge);
    consumed = await otpRepo.consume(services.db, tokenHash, services.now());
    if (!consumed) throw otpErrors.invalidToken();
    return result;
  } finally {
    if (!consumed) await otpRepo.releaseTry(services.db, tokenHash);
  }
}
