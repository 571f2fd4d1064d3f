import type { DirectoryEntry, MemberDirectory } from '../members/directory';
import type { ContractAccount, ContractMember, ContractMemberLoan } from './contractTypes';
import { CoreBankingCallError } from './errors';
import type { CoreHttpClient } from './httpClient';
import { birthDateOf, toMemberRecord } from './memberMapping';

const notFound = (error: unknown): boolean => error instanceof CoreBankingCallError && error.status === 404 && error.errorCode === 'NOT_FOUND';

/**
 * The member directory of a core over HTTP: `POST /members/lookup` with the SSN and date of birth
 * in the body (never in a URL), `GET /members/{id}`, then its accounts and loans (in parallel).
 * 404 NOT_FOUND is "no such member" (null); anything else that is not the contract's answer
 * throws CoreBankingCallError (the caller answers 503 or retries the job). `birthDate` reads the
 * optional `birth_date` of `GET /members/{id}` (a launch's minimum-age check).
 */
export function httpDirectory(client: CoreHttpClient): MemberDirectory {
  async function withAccountsAndLoans(member: ContractMember) {
    const params = { member_id: member.member_id };
    const [accounts, loans] = await Promise.all([
      client.call<{ accounts: ContractAccount[] }>('listAccounts', { params, memberId: member.member_id }, [200]),
      client.call<{ loans: ContractMemberLoan[] }>('listLoans', { params, memberId: member.member_id }, [200]),
    ]);
    return toMemberRecord(member, accounts.body.accounts, loans.body.loans);
  }

  async function member(memberId: string): Promise<ContractMember | null> {
    try {
      return (await client.call<ContractMember>('getMember', { params: { member_id: memberId }, memberId }, [200])).body;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  return {
    async findBySsn(ssn, dob): Promise<DirectoryEntry | null> {
      let member: ContractMember;
      try {
        member = (await client.call<ContractMember>('lookupMember', { body: { ssn, date_of_birth: dob } }, [200])).body;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
      // The core matched both: the date of birth on file is the one asked.
      return { member: await withAccountsAndLoans(member), dob };
    },
    async getMember(memberId) {
      const found = await member(memberId);
      return found ? withAccountsAndLoans(found) : null;
    },
    /**
     * The member's `birth_date`, or null when the core leaves it out (or knows no such member).
     * The answer is checked against the contract first (`format: date`, a real calendar day): a
     * malformed date of birth is an answer outside the contract, CoreBankingCallError
     * INVALID_RESPONSE, whose message names the field and never its value.
     */
    async birthDate(memberId) {
      const found = await member(memberId);
      return found ? birthDateOf(found) : null;
    },
  };
}
