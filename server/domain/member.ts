/**
 * A member of the credit union as the member directory (core banking) knows them. The
 * built-in directory stores these; a real core-banking adapter maps its records to this.
 * SSN and date of birth are held only by the directory adapter, never in logs or answers.
 */
export interface MemberAccount {
  account_id: string;
  /** 'checking' | 'savings' | 'loan' ... */
  type: string;
  description: string;
  last_four: string;
  /** Current balance in dollars. */
  balance: number;
  /** open (default), frozen (a hold: nothing may be paid in) or closed. */
  status?: AccountStatus;
  /** How the member holds it: individual (default) or joint owner, or signer only (not an owner). */
  ownership?: AccountOwnership;
}

/** Status of an account at the core. */
export type AccountStatus = 'open' | 'frozen' | 'closed';

/** The member's relationship to an account: an owner (alone or jointly), or a signer who does not own it. */
export type AccountOwnership = 'individual' | 'joint' | 'signer';

/** The account statuses and ownerships, for validating input. */
export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['open', 'frozen', 'closed'];
/** See {@link ACCOUNT_STATUSES}. */
export const ACCOUNT_OWNERSHIPS: readonly AccountOwnership[] = ['individual', 'joint', 'signer'];

/**
 * True when a loan may be paid into this account: a checking account that is open (not closed,
 * not frozen) and that the member owns, alone or jointly (a signer only is not an owner). The
 * same rule everywhere: the accounts offered at sign-in, the decision's checking-account rule,
 * the built-in ledger and the reference core's bookings and disbursements.
 */
export function canReceiveFunds(account: Pick<MemberAccount, 'type' | 'status' | 'ownership'>): boolean {
  return account.type === 'checking' && isOpenAndOwned(account);
}

/** True when the account is open and the member owns it (alone or jointly). */
export function isOpenAndOwned(account: Pick<MemberAccount, 'status' | 'ownership'>): boolean {
  return (account.status ?? 'open') === 'open' && (account.ownership ?? 'individual') !== 'signer';
}

/** A loan the member has or had with the credit union. */
export interface MemberLoan {
  /** 'PAL' for a payday alternative loan, other product codes otherwise. */
  product: string;
  opened_on: string;
  /** Closed date, or null while open. */
  closed_on: string | null;
  amount: number;
  /** Days past due now (0 when current). */
  days_past_due: number;
}

/** Everything the decision needs to know about a member. */
export interface MemberRecord {
  member_id: string;
  first_name: string;
  last_name: string;
  /** E.164 phone on file, e.g. +12025550101. */
  phone: string;
  /** E-mail on file for notices (optional; without one, notices are printed and mailed). */
  email?: string | null;
  /** Mailing address on file, one line with commas ("12 Elm St, Apt 3, Portland, ME 04101"), for printed notices (optional). */
  mailing_address?: string | null;
  /** YYYY-MM-DD when membership started. */
  member_since: string;
  accounts: MemberAccount[];
  loans: MemberLoan[];
  /** Average monthly direct deposits over the last 3 months, dollars. */
  monthly_direct_deposits: number;
  /**
   * The member's recurring monthly housing payment the core sees, dollars: the payment of a
   * mortgage with the credit union, or a recurring rent debit from the member's accounts. Null
   * (or absent) when the core sees none. A launched member's housing expenses step is prefilled
   * with it and skipped (flow JSON `channels.launch`, source `core.monthlyHousingPayment`).
   */
  monthly_housing_payment?: number | null;
  /** Covered borrower under the Military Lending Act. */
  military_covered: boolean;
  /**
   * State of the member's record in core banking: 'unavailable' makes every core-banking call
   * for this member fail (a locked or migrating record), which ends in a processing error.
   */
  core_banking_status: 'ok' | 'unavailable';
  /** Result of the identity verification the e-signature provider runs before signing. */
  identity_verification: 'pass' | 'fail';
}
