import { isTerminal } from '../../../src/core/steps';
import { fail } from '../../errors/apiError';
import type { Queryable } from '../../db/db';
import type { Product } from '../../flows/product';
import { applicationsRepo, type ApplicationChannel, type ApplicationRecord } from '../../repos/applications';
import type { Db } from '../../db/db';
import { canReceiveFunds } from '../member';
import type { Clock, DirectoryEntry, MemberDirectory } from '../ports';
import { formProgress } from '../application/formProgress';
import { prefillForChannel } from '../application/channelPrefill';
import type { CoreFacts } from '../../../src/core/flow/prefillSources';
import { createApplication } from '../lifecycle/transition';
import { reapplyOn } from '../decision/reapply';
import { addDays } from '../pricing/dates';
import { normalizeName, usE164, type Applicant } from './applicant';

/** True when the directory entry is this applicant: same DOB, last name and phone on file. */
function isSamePerson(entry: DirectoryEntry | null, applicant: Applicant): entry is DirectoryEntry {
  return (
    !!entry &&
    entry.dob === applicant.dob &&
    normalizeName(entry.member.last_name) === normalizeName(applicant.lastName) &&
    entry.member.phone === usE164(applicant.phoneNumber)
  );
}

/** Looks the applicant up; a directory failure is 503 PROCESSING_ERROR. */
export async function findApplicant(services: { members: MemberDirectory }, applicant: Applicant): Promise<DirectoryEntry | null> {
  try {
    const entry = await services.members.findBySsn(applicant.ssn, applicant.dob);
    return isSamePerson(entry, applicant) ? entry : null;
  } catch {
    throw fail.processing(503);
  }
}

/** The UTC day ('YYYY-MM-DD') of an instant. */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The outcome of a denial at sign-in: its reason and the day a new application can succeed. */
function signInDenial(services: ResolveDeps, product: Product, entry: DirectoryEntry | null, reason: string, now: Date) {
  const reapply_on = reapplyOn({
    deniedOn: utcDay(now), reasons: [reason], rules: product.config.decision.rules, member: entry?.member ?? null, waitDays: services.limits.reapplyWaitDays,
  });
  return { reasons: [reason], reapply_on };
}

/** What resolving the application of a verified applicant needs. */
export interface ResolveDeps {
  db: Db;
  now: Clock;
  limits: { reapplyWaitDays: number };
}

/**
 * The application a verified applicant continues with: a denied one for non-members (or any
 * mismatch) and members without checking; the open one of a member; a recent denial within
 * the reapply wait (until the day `reapplyWaitDays` after the day of the denial, UTC, the first
 * day the denied page names); otherwise a new one at the first form step. A new application
 * records `channel` (how the member arrived), with what that channel's declaration prefills
 * (prefillForChannel: e.g. a launch's only checking account or the monthly housing payment the
 * core sees, each step then skipped); a resumed one keeps its own.
 */
export async function resolveApplication(services: ResolveDeps, product: Product, entry: DirectoryEntry | null, channel: ApplicationChannel = 'web'): Promise<ApplicationRecord> {
  const now = services.now();
  const db = services.db;
  if (!entry) {
    return createApplication(db, () => now, product, 'denied_at_sign_in', { memberId: null, data: {}, outcome: signInDenial(services, product, null, 'NOT_ELIGIBLE', now), detail: { reasons: ['NOT_ELIGIBLE'] }, channel });
  }
  const memberId = entry.member.member_id;
  // One member at a time: two verifications at once must not open two applications.
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${product.id}:${memberId}`]);
    return memberApplication(tx, services, product, entry, now, channel);
  });
}

async function memberApplication(db: Queryable, services: ResolveDeps, product: Product, entry: DirectoryEntry, now: Date, channel: ApplicationChannel): Promise<ApplicationRecord> {
  const memberId = entry.member.member_id;
  const previous = await applicationsRepo.latestForMember(db, memberId, product.id);
  const open = previous.find((a) => !isTerminal(a.step));
  if (open) return open;
  const today = utcDay(now);
  const recentDenial = previous.find((a) => a.step === 'APPLICATION_DENIED' && today < addDays(utcDay(new Date(a.updated_at)), services.limits.reapplyWaitDays));
  if (recentDenial) return recentDenial;
  const checking = entry.member.accounts
    .filter(canReceiveFunds)
    .map(({ account_id, description, last_four }) => ({ account_id, description, last_four }));
  if (!checking.length) {
    return createApplication(db, () => now, product, 'denied_at_sign_in', { memberId, data: {}, outcome: signInDenial(services, product, entry, 'NO_CHECKING_ACCOUNT', now), detail: { reasons: ['NO_CHECKING_ACCOUNT'] }, channel });
  }
  const base = { min_loan_amount: product.config.loan.minAmount, max_loan_amount: product.config.loan.maxAmount, checking_accounts: checking };
  // A channel's declaration (flow JSON `channels`) may prefill steps from the core; the web keeps every step.
  const housing = entry.member.monthly_housing_payment;
  const facts: CoreFacts = { checkingAccounts: checking, ...(typeof housing === 'number' ? { monthlyHousingPayment: housing } : {}) };
  const data = prefillForChannel(product, channel, facts, base, now);
  return createApplication(db, () => now, product, 'created', { memberId, data, outcome: null, to: formProgress(product, data).step, channel });
}
