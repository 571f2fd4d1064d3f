import type { Db } from '../../db/db';
import type { Secrets } from '../../crypto/secrets';
import { ApiError, fail } from '../../errors/apiError';
import { staffEventsRepo } from '../audit/staffEvents';
import { loginThrottle } from './loginThrottle';
import { checkPassword } from './passwords';
import { normalizeEmail, staffUsersRepo, type StaffUserRecord } from './staffUsers';
import { totpStep } from './totp';

/** What a built-in sign-in needs. */
export interface PasswordSignInDeps {
  db: Db;
  now: () => Date;
  secrets: Secrets;
}

/** The one answer of every failed sign-in (no user enumeration). */
export function signInFailed(): ApiError {
  return new ApiError(401, 'SIGN_IN_FAILED', 'The e-mail, password or code is not right.');
}

/** A TOTP secret that opens nothing: unknown accounts are checked against it, for the same work. */
const NO_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Signs in a built-in account: reserves a try (lock-out, 429 while locked), checks the
 * password (argon2id; an unknown e-mail against a dummy hash) and the TOTP code (one step
 * either side, a step used once is refused), then clears the counter. Every failure, whatever
 * its cause, is the same 401 SIGN_IN_FAILED and is recorded in staff_events.
 */
export async function passwordSignIn(deps: PasswordSignInDeps, input: { email: string; password: string; totp: string }, ip: string): Promise<StaffUserRecord> {
  const now = deps.now();
  const email = normalizeEmail(input.email);
  const lock = await loginThrottle.reserve(deps.db, email, now);
  if (lock.locked) {
    await staffEventsRepo.add(deps.db, now, { type: 'sign_in_locked', staffId: null, ip, detail: { email } });
    throw fail.rateLimited(lock.retryAfterSeconds);
  }
  const user = await staffUsersRepo.byEmail(deps.db, email);
  const passwordOk = await checkPassword(user?.password_hash ?? null, input.password);
  const secret = user?.totp_secret_enc ? deps.secrets.decrypt(user.totp_secret_enc) : NO_SECRET;
  const step = totpStep(secret, input.totp, now);
  const ok = user !== null && !user.disabled_at && passwordOk && step !== null && (await staffUsersRepo.claimTotpStep(deps.db, user.id, step));
  if (!ok) {
    await staffEventsRepo.add(deps.db, now, { type: 'sign_in_failed', staffId: user?.id ?? null, ip, detail: { email, method: 'password' } });
    throw signInFailed();
  }
  await loginThrottle.clear(deps.db, email);
  return user;
}
