import type { FastifyInstance } from 'fastify';
import type { MemberDirectory } from '../../members/directory';
import type { CoreBankingContract } from '../contract';
import type { ContractMemberLoan } from '../contractTypes';
import { toContractAccount, toContractMember } from '../memberMapping';
import { CoreHttpError } from './coreErrors';
import { checkContract } from './requestChecks';

const noMember = () => new CoreHttpError(404, 'NOT_FOUND', 'No such member');

/** The member side of the contract on a member directory (the built-in one). */
export function registerMemberRoutes(app: FastifyInstance, contract: CoreBankingContract, directory: MemberDirectory): void {
  app.post('/members/lookup', async (request) => {
    checkContract(contract, 'lookupMember', request);
    const { ssn, date_of_birth } = request.body as { ssn: string; date_of_birth: string };
    const entry = await directory.findBySsn(ssn, date_of_birth);
    // The same answer whether the SSN or the date of birth did not match.
    if (!entry || entry.dob !== date_of_birth) throw new CoreHttpError(404, 'NOT_FOUND', 'No member with this identity');
    return toContractMember(entry.member);
  });

  const member = async (id: string) => (await directory.getMember(id)) ?? Promise.reject(noMember());

  app.get('/members/:member_id', async (request) => {
    checkContract(contract, 'getMember', request);
    const id = (request.params as { member_id: string }).member_id;
    const record = await member(id);
    // The date of birth on file as `birth_date` (the launch's minimum-age check); never in the lookup's answer.
    return toContractMember(record, (await directory.birthDate?.(id)) ?? null);
  });

  app.get('/members/:member_id/accounts', async (request) => {
    checkContract(contract, 'listAccounts', request);
    const record = await member((request.params as { member_id: string }).member_id);
    return { accounts: record.accounts.map(toContractAccount) };
  });

  app.get('/members/:member_id/loans', async (request) => {
    checkContract(contract, 'listLoans', request);
    const record = await member((request.params as { member_id: string }).member_id);
    const { status = 'all', product } = request.query as { status?: 'open' | 'closed' | 'all'; product?: string };
    const loans: ContractMemberLoan[] = record.loans
      .filter((l) => (status === 'all' ? true : status === 'open' ? l.closed_on === null : l.closed_on !== null))
      .filter((l) => product === undefined || l.product === product)
      .map((l) => ({ product: l.product, opened_on: l.opened_on, closed_on: l.closed_on, amount: l.amount, days_past_due: l.days_past_due }));
    return { loans };
  });
}
