import type { MemberRecord } from '../../domain/member';
import type { ContractAccount, ContractMember, ContractMemberLoan, ContractPostalAddress } from './contractTypes';

/** The one-line address of the domain (and of printed letters) of the contract's PostalAddress: "12 Elm St, Apt 3, Portland, ME 04101". */
export function addressLine(a: ContractPostalAddress): string {
  return [...a.lines, a.city, `${a.state} ${a.postal_code}`].map((part) => part.trim()).join(', ');
}

/**
 * The contract's PostalAddress of a one-line address "street[, more lines], city, ST 12345", or
 * null when the line is not of that shape (the reference core then leaves the address out).
 */
export function postalAddress(line: string): ContractPostalAddress | null {
  const parts = line.split(',').map((p) => p.trim()).filter(Boolean);
  const last = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(parts[parts.length - 1] ?? '');
  if (!last || parts.length < 3 || parts.length > 5 || parts.some((p) => p.length > 100)) return null;
  return { lines: parts.slice(0, -2), city: parts[parts.length - 2], state: last[1], postal_code: last[2] };
}

/**
 * The domain's member record of the contract's Member, Account list and loan history. A locked
 * record (`record_status: locked`) is one core banking cannot lend against now: the decision then
 * ends in CORE_BANKING_UNAVAILABLE (core_banking_status 'unavailable'), as with the built-in
 * directory. The e-mail, the mailing address (as one line, the way printed letters read it) and
 * the monthly housing payment, when the core has them, are carried over (no housing payment:
 * null); so are each account's status and ownership.
 */
export function toMemberRecord(m: ContractMember, accounts: ContractAccount[], loans: ContractMemberLoan[]): MemberRecord {
  const record: MemberRecord = {
    member_id: m.member_id,
    first_name: m.first_name,
    last_name: m.last_name,
    phone: m.phone,
    member_since: m.member_since,
    monthly_direct_deposits: m.monthly_direct_deposits,
    monthly_housing_payment: m.monthly_housing_payment ?? null,
    military_covered: m.military_covered,
    core_banking_status: m.record_status === 'locked' ? 'unavailable' : 'ok',
    identity_verification: m.identity_verification ?? 'pass',
    mailing_address: m.mailing_address ? addressLine(m.mailing_address) : null,
    accounts: accounts.map((a) => ({ account_id: a.account_id, type: a.type, description: a.description, last_four: a.last_four, balance: a.balance, status: a.status, ownership: a.ownership })),
    loans: loans.map((l) => ({ product: l.product, opened_on: l.opened_on, closed_on: l.closed_on, amount: l.amount, days_past_due: l.days_past_due })),
  };
  return { ...record, ...(m.email !== undefined ? { email: m.email } : {}) };
}

/**
 * The date of birth of the contract's Member (`birth_date`), or null when the core leaves it out.
 * Kept apart from toMemberRecord: the domain's member record never carries a date of birth, so
 * it reaches only the minimum-age check of a launch (HttpDirectory.birthDate).
 */
export function birthDateOf(m: ContractMember): string | null {
  return m.birth_date ?? null;
}

/**
 * The contract's Member of a domain record (the reference core's answers): no SSN; the date of
 * birth (`birth_date`) only when `birthDate` is given (GET /members/{id}, not the lookup); no
 * housing payment when the record has none.
 */
export function toContractMember(record: MemberRecord, birthDate: string | null = null): ContractMember {
  const email = 'email' in record && typeof record.email === 'string' && record.email ? { email: record.email } : {};
  const address = record.mailing_address ? postalAddress(record.mailing_address) : null;
  return {
    member_id: record.member_id,
    first_name: record.first_name,
    last_name: record.last_name,
    phone: record.phone,
    ...email,
    ...(address ? { mailing_address: address } : {}),
    member_since: record.member_since,
    monthly_direct_deposits: record.monthly_direct_deposits,
    ...(typeof record.monthly_housing_payment === 'number' ? { monthly_housing_payment: record.monthly_housing_payment } : {}),
    military_covered: record.military_covered,
    record_status: record.core_banking_status === 'unavailable' ? 'locked' : 'active',
    identity_verification: record.identity_verification,
    ...(birthDate ? { birth_date: birthDate } : {}),
  };
}

/** The contract's Account of a domain account (unknown types are `other`; status open and individual ownership unless recorded otherwise). */
export function toContractAccount(a: MemberRecord['accounts'][number]): ContractAccount {
  const type = (['checking', 'savings', 'certificate', 'loan'] as const).find((t) => t === a.type) ?? 'other';
  return { account_id: a.account_id, type, description: a.description, last_four: a.last_four, balance: a.balance, status: a.status ?? 'open', ownership: a.ownership ?? 'individual' };
}
