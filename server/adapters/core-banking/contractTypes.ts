/**
 * The member-side bodies of the core-banking contract (schemas/core-banking.openapi.json), as
 * TypeScript types. Values are checked against the contract's schemas before they are read as
 * these types (contract.ts). The loan-side bodies are the built-in ledger's own types
 * (adapters/ledger/booking.ts LoanBooking, ledgerStore.ts LedgerLoan and LedgerDisbursement).
 */

/** Member (never with an SSN; the date of birth only as the optional `birth_date`). */
export interface ContractMember {
  member_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email?: string;
  mailing_address?: ContractPostalAddress;
  member_since: string;
  monthly_direct_deposits: number;
  /** The recurring monthly housing payment the core sees (mortgage, rent debit), dollars; absent when it sees none. */
  monthly_housing_payment?: number;
  military_covered: boolean;
  record_status: 'active' | 'locked';
  identity_verification?: 'pass' | 'fail';
  /**
   * Date of birth on file (YYYY-MM-DD, a calendar date: the contract's `format: date`), when the
   * core gives it: read only by HttpDirectory.birthDate (the minimum age of a launched member);
   * never put into the member record, never logged, never answered by our API.
   */
  birth_date?: string;
}

/** PostalAddress: street lines, city, two-letter state, ZIP. */
export interface ContractPostalAddress {
  lines: string[];
  city: string;
  state: string;
  postal_code: string;
}

/** Account. */
export interface ContractAccount {
  account_id: string;
  type: 'checking' | 'savings' | 'certificate' | 'loan' | 'other';
  description: string;
  last_four: string;
  balance: number;
  status: 'open' | 'frozen' | 'closed';
  ownership: 'individual' | 'joint' | 'signer';
}

/** MemberLoan: a loan the member has (closed_on null) or had. */
export interface ContractMemberLoan {
  loan_id?: string;
  product: string;
  opened_on: string;
  closed_on: string | null;
  amount: number;
  days_past_due: number;
}

/** ErrorPayload. */
export interface ContractError {
  error: { message: string; status_code: number; error_code: string; details: unknown };
}

/** The error payload of a status, code and message (details null unless given). */
export function contractError(status: number, code: string, message: string, details: unknown = null): ContractError {
  return { error: { message, status_code: status, error_code: code, details } };
}
