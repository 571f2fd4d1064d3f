import type { Queryable } from '../../db/db';
import type { Secrets } from '../../crypto/secrets';
import { STAFF_ROLES, type StaffRole } from '../../config/staffEnv';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../auth/passwords';
import { normalizeEmail, staffUsersRepo } from '../auth/staffUsers';
import { newTotpSecret } from '../auth/totp';

/** A built-in account to create. */
export interface NewStaffAccount {
  email: string;
  roles: string[];
  displayName?: string;
  password: string;
}

/** The account created, with what is shown once: the TOTP secret and its enrolment URI. */
export interface CreatedStaffAccount {
  id: string;
  email: string;
  roles: StaffRole[];
  totpSecret: string;
  otpauthUri: string;
}

/** Problems of an account's input (each names what is wrong), empty when it is fine. */
export function accountProblems(input: NewStaffAccount): string[] {
  const problems: string[] = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim()) || input.email.length > 254) problems.push(`--email "${input.email}" is not an e-mail address`);
  if (!input.roles.length) problems.push(`give at least one --role (${STAFF_ROLES.join(', ')})`);
  for (const role of input.roles) if (!(STAFF_ROLES as readonly string[]).includes(role)) problems.push(`--role "${role}" is not one of ${STAFF_ROLES.join(', ')}`);
  if (input.password.length < MIN_PASSWORD_LENGTH) problems.push(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  if (input.password.length > 1024) problems.push('the password must have at most 1024 characters');
  return problems;
}

/**
 * Creates a built-in staff account: password hashed with argon2id, a new TOTP secret stored
 * encrypted. Throws an Error listing the problems of the input, or when the e-mail has an
 * account already (nothing changes then).
 */
export async function addStaffAccount(q: Queryable, secrets: Secrets, issuer: string, input: NewStaffAccount, at: Date): Promise<CreatedStaffAccount> {
  const problems = accountProblems(input);
  if (problems.length) throw new Error(problems.join('\n'));
  const email = normalizeEmail(input.email);
  const roles = STAFF_ROLES.filter((r) => input.roles.includes(r));
  const totp = newTotpSecret(issuer, email);
  const id = await staffUsersRepo.createPassword(q, {
    email, roles, displayName: input.displayName?.trim() || email,
    passwordHash: await hashPassword(input.password), totpSecretEnc: secrets.encrypt(totp.secret),
  }, at);
  if (!id) throw new Error(`a staff account for ${email} exists already`);
  return { id, email, roles, totpSecret: totp.secret, otpauthUri: totp.uri };
}
