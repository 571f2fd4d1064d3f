import { httpCoreBanking } from '../adapters/core-banking';
import { builtInLedger } from '../adapters/ledger/builtInLedger';
import { builtInDirectory } from '../adapters/members/memberStore';
import type { Env } from '../config/env';
import type { Secrets } from '../crypto/secrets';
import type { Db } from '../db/db';
import type { Clock, FundingLedger, MemberDirectory } from '../domain/ports';

/**
 * The member directory and the funding ledger picked by CORE_BANKING_PROVIDER: the built-in
 * tables and ledger (`builtin`), or a core over HTTP (`http`, CORE_BANKING_URL and
 * CORE_BANKING_TOKEN, checked by parseEnv).
 */
export function coreBankingServices(env: Env, db: Db, secrets: Secrets, now: Clock): { members: MemberDirectory; ledger: FundingLedger } {
  const core = env.CORE_BANKING;
  if (core.provider === 'http' && core.url && core.token) return httpCoreBanking({ baseUrl: core.url, token: core.token, timeoutMs: core.timeoutMs });
  return { members: builtInDirectory(db, secrets), ledger: builtInLedger(db, now) };
}

/** True when the members live in our own tables (demo members are seeded there in local mode). */
export function usesBuiltInMembers(env: Env): boolean {
  return env.CORE_BANKING.provider === 'builtin';
}
