import type { FundingLedger, MemberDirectory } from '../../domain/ports';
import { coreHttpClient, type CoreHttpConfig } from './httpClient';
import { httpDirectory } from './httpDirectory';
import { httpLedger } from './httpLedger';

export type { CoreHttpConfig } from './httpClient';
export { CoreBankingCallError } from './errors';

/**
 * The member directory and the funding ledger of a core banking system that implements
 * schemas/core-banking.openapi.json (CORE_BANKING_PROVIDER=http). See README.md beside this file.
 */
export function httpCoreBanking(config: CoreHttpConfig): { members: MemberDirectory; ledger: FundingLedger } {
  const client = coreHttpClient(config);
  return { members: httpDirectory(client), ledger: httpLedger(client) };
}
