import type { MemberRecord } from '../../domain/member';
import type { ContractAccount, ContractMember, ContractMemberLoan } from './contractTypes';

/**
 * The domain's member record of the contract's Member, Account list and loan history. A locked
 * record (`record_status: locked`) is one core banking cannot lend against now: the decision then
 * ends in CORE_BANKING_UNAVAILABLE (core_banking_status 'unavailable'), as with the built-in
 * directory. The e-mail, when the core has one, is carried over.
 */
export function toMemberRecord(m: ContractMember, accounts: ContractAccount[], loans: ContractMemberLoan[]): MemberRecord {
  const record: MemberRecord = {
    member_id: m.member_id,
    first_name: m.first_name,
    last_name: m.last_name,
    phone: m.phone,
    member_since: m.member_since,
    monthly_direct_deposits: m.monthly_direct_deposits,
    military_covered: m.military_covered,
    core_banking_status: m.record_status === 'locked' ? 'unavailable' : 'ok',
    identity_verification: m.identity_verification ?? 'pass',
    accounts: accounts.map((a) => ({ account_id: a.account_id, type: a.type, description: a.description, last_four: a.last_four, balance: a.balance })),
    loans: loans.map((l) => ({ product: l.product, opened_on: l.opened_on, closed_on: l.closed_on, amount: l.amount, days_past_due: l.days_past_due })),
  };
  return { ...record, ...(m.email !== undefined ? { email: m.email } : {}) };
}

/** The contract's Member of a domain record (the reference core's answers): no SSN, no date of birth. */
export function toContractMember(record: MemberRecord): ContractMember {
  const email = 'email' in record && typeof record.email === 'string' && record.email ? { email: record.email } : {};
  return {
    member_id: record.member_id,
    first_name: record.first_name,
    last_name: record.last_name,
    phone: record.phone,
    ...email,
    member_since: record.member_since,
    monthly_direct_deposits: record.monthly_direct_deposits,
    military_covered: record.military_covered,
    record_status: record.core_banking_status === 'unavailable' ? 'locked' : 'active',
    identity_verification: record.identity_verification,
  };
}

/** The contract's Account of a domain account (unknown types are `other`). */
export function toContractAccount(a: MemberRecord['accounts'][number]): ContractAccount {
  const type = (['checking', 'savings', 'certificate', 'loan'] as const).find((t) => t === a.type) ?? 'other';
  return { account_id: a.account_id, type, description: a.description, last_four: a.last_four, balance: a.balance };
}
