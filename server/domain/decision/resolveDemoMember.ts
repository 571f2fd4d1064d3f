import type { MemberAccount, MemberRecord } from '../member';
import { addDays } from '../pricing/dates';

/** A loan in demo-members.json: dates given as days before today. */
export interface DemoMemberLoan {
  product: string;
  opened_days_ago: number;
  /** null (or absent) while open. */
  closed_days_ago?: number | null;
  amount: number;
  days_past_due: number;
}

/** One entry of server/adapters/members/demo-members.json. */
export interface DemoMemberEntry {
  member_id: string;
  first_name: string;
  last_name: string;
  ssn: string;
  /** YYYY-MM-DD. */
  dob: string;
  phone: string;
  /** E-mail on file (optional: without one, notices are printed). */
  email?: string;
  /** Mailing address on file (optional). */
  mailing_address?: string;
  member_since_days_ago: number;
  monthly_direct_deposits: number;
  /** The recurring monthly housing payment the core sees, dollars (optional: absent, none). */
  monthly_housing_payment?: number | null;
  military_covered: boolean;
  core_banking_status: 'ok' | 'unavailable' | string;
  identity_verification: 'pass' | 'fail' | string;
  accounts: MemberAccount[];
  loans: DemoMemberLoan[];
  /** What the demo shows with this member (documentation only). */
  expected?: string;
}

/**
 * The MemberRecord of a demo member as of `today` (YYYY-MM-DD): *_days_ago become dates.
 * SSN and date of birth are not part of a MemberRecord; the directory adapter keeps them.
 */
export function resolveDemoMember(entry: DemoMemberEntry, today: string): MemberRecord {
  const daysAgo = (days: number) => addDays(today, -days);
  return {
    member_id: entry.member_id,
    first_name: entry.first_name,
    last_name: entry.last_name,
    phone: entry.phone,
    email: entry.email ?? null,
    mailing_address: entry.mailing_address ?? null,
    member_since: daysAgo(entry.member_since_days_ago),
    accounts: entry.accounts.map((a) => ({ ...a })),
    loans: entry.loans.map((l) => ({
      product: l.product,
      opened_on: daysAgo(l.opened_days_ago),
      closed_on: l.closed_days_ago === null || l.closed_days_ago === undefined ? null : daysAgo(l.closed_days_ago),
      amount: l.amount,
      days_past_due: l.days_past_due,
    })),
    monthly_direct_deposits: entry.monthly_direct_deposits,
    monthly_housing_payment: entry.monthly_housing_payment ?? null,
    military_covered: entry.military_covered,
    core_banking_status: entry.core_banking_status === 'unavailable' ? 'unavailable' : 'ok',
    identity_verification: entry.identity_verification === 'fail' ? 'fail' : 'pass',
  };
}
