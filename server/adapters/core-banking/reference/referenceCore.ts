import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Secrets } from '../../../crypto/secrets';
import type { Db } from '../../../db/db';
import type { Clock } from '../../../domain/ports';
import { builtInDirectory } from '../../members/memberStore';
import { coreBankingContract } from '../contract';
import { installCoreErrorHandler, installCoreNotFound } from './coreErrors';
import { registerLoanRoutes } from './loanRoutes';
import { registerMemberRoutes } from './memberRoutes';
import { requireBearer } from './requestChecks';

/** What the reference core serves and how. */
export interface ReferenceCoreOptions {
  /** A migrated database holding the built-in members tables and ledger. */
  db: Db;
  /** The keys the members' SSN and date of birth are encrypted and looked up with. */
  secrets: Secrets;
  /** The bearer token callers must send. */
  token: string;
  now?: Clock;
  /** Path prefix of the contract, e.g. `/microloan/v1` (default none). */
  prefix?: string;
  logger?: FastifyBaseLogger | false;
}

/**
 * The reference core: the built-in member directory and ledger served over HTTP exactly as
 * schemas/core-banking.openapi.json says (bearer token first, Idempotency-Key on writes, every
 * request checked with Ajv against the contract's schemas, the error payload on every failure).
 * The local stand-in of a real core for the adapter's tests, and what `npm run check:core` is
 * measured against (`npm run core:reference` serves it).
 */
export async function createReferenceCore(options: ReferenceCoreOptions): Promise<FastifyInstance> {
  const contract = coreBankingContract();
  const now = options.now ?? (() => new Date());
  const app = Fastify({ loggerInstance: options.logger || undefined, logger: options.logger ? undefined : false, bodyLimit: 65536 });
  await app.register(async (scope) => {
    installCoreErrorHandler(scope);
    requireBearer(scope, options.token);
    registerMemberRoutes(scope, contract, builtInDirectory(options.db, options.secrets));
    registerLoanRoutes(scope, contract, options.db, now);
  }, { prefix: options.prefix ?? '' });
  installCoreErrorHandler(app);
  installCoreNotFound(app);
  return app;
}

/** A reference core listening on 127.0.0.1 (port 0: any free one): its base URL and how to stop it. */
export async function startReferenceCore(options: ReferenceCoreOptions & { port?: number; host?: string }): Promise<{ url: string; app: FastifyInstance; close(): Promise<void> }> {
  const app = await createReferenceCore(options);
  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return { url: `${address}${options.prefix ?? ''}`, app, close: () => app.close() };
}
